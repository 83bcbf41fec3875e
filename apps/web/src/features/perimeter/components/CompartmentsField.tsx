import type { SyntheticEvent } from 'react';
import Autocomplete, { type AutocompleteChangeReason } from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import {
  compartmentEntries,
  compartmentEntry,
  selectedCompartments,
  type Compartment,
  type CompartmentRef,
} from '@prisme/domain';
import { compartmentLabel } from '../lib/labels';
import { COMPARTMENTS_FIELD_SX } from './field-sizes';
import { chosenItems } from './chosen-items';
import { SearchInput } from './SearchInput';

export interface CompartmentsFieldProps {
  /** The compartments of the chosen portfolios, in portfolio order. */
  options: Compartment[];
  /** The chosen entries: a bare code (every chosen portfolio's) or PORTFOLIO|CODE. */
  value: string[];
  onChange: (entries: string[]) => void;
  /** A portfolio's heading: its "code — libellé". */
  portfolioLabel: (code: string) => string;
  loading: boolean;
  disabled: boolean;
}

const refOf = (c: Compartment): CompartmentRef => ({
  portfolio: c.codePortefeuille,
  code: c.codeCompartiment,
});
const optionKey = (c: Compartment) => compartmentEntry(refOf(c));

/**
 * The chosen compartments by portfolio, « P-VIE : GEN, UC ; P-RET : GEN » (issue 40: the
 * « FP +5 » chip says which portfolio each belongs to).
 */
export function compartmentsByPortfolio(items: readonly Compartment[]): string {
  const byPortfolio = new Map<string, string[]>();
  for (const item of items) {
    const codes = byPortfolio.get(item.codePortefeuille) ?? [];
    codes.push(item.codeCompartiment);
    byPortfolio.set(item.codePortefeuille, codes);
  }
  return [...byPortfolio]
    .map(([portfolio, codes]) => `${portfolio} : ${codes.join(', ')}`)
    .join(' ; ');
}

/**
 * The compartments, grouped under their portfolio. A compartment is its portfolio and its
 * code (issue 14): ticking « GEN » under one portfolio ticks that one only. The value is
 * written as the domain's compartment entries: a bare code when the code is ticked in
 * every chosen portfolio that has it (the spec's payload), PORTFOLIO|CODE otherwise.
 */
export default function CompartmentsField(props: CompartmentsFieldProps) {
  const { options, value, onChange, portfolioLabel, loading, disabled } = props;
  const available = options.map(refOf);
  const chosen = new Set(selectedCompartments(value, available).map(compartmentEntry));
  const selected = options.filter((c) => chosen.has(optionKey(c)));

  const change = (
    _event: SyntheticEvent,
    next: Compartment[],
    reason: AutocompleteChangeReason,
  ) => {
    if (reason === 'clear') return onChange([]);
    onChange(compartmentEntries(next.map(refOf), available));
  };

  return (
    <Autocomplete
      multiple
      id="perimetre-compartiments"
      size="small"
      options={options}
      value={selected}
      onChange={change}
      groupBy={(c) => portfolioLabel(c.codePortefeuille)}
      getOptionLabel={compartmentLabel}
      getOptionKey={optionKey}
      disableCloseOnSelect
      loading={loading}
      disabled={disabled}
      loadingText="Chargement des compartiments…"
      noOptionsText="Aucun compartiment"
      renderOption={({ key, ...itemProps }, option, state) => (
        <li key={key} {...itemProps}>
          <Checkbox size="small" checked={state.selected} sx={{ p: 0.25, mr: 1 }} />
          {compartmentLabel(option)}
        </li>
      )}
      isOptionEqualToValue={(option, chosenOption) => optionKey(option) === optionKey(chosenOption)}
      renderValue={(items, getItemProps) =>
        // The first compartment's chip, its portfolio named in its title.
        chosenItems(
          items,
          (item) => {
            const { key, ...itemProps } = getItemProps({ index: 0 });
            const inPortfolio = `${compartmentLabel(item)} (${item.codePortefeuille})`;
            return (
              <Chip
                key={key}
                size="small"
                label={item.codeCompartiment}
                title={inPortfolio}
                {...itemProps}
              />
            );
          },
          compartmentsByPortfolio(items),
        )
      }
      renderInput={(params) => (
        <SearchInput
          params={params}
          label="Compartiments"
          empty={value.length === 0}
          loadingLabel={loading ? 'Chargement des compartiments' : undefined}
        />
      )}
      sx={COMPARTMENTS_FIELD_SX}
    />
  );
}
