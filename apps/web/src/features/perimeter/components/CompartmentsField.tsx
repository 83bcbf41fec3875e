import type { SyntheticEvent } from 'react';
import Autocomplete, { type AutocompleteChangeReason } from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import type { Compartment } from '@prisme/domain';
import { compartmentLabel } from '../lib/labels';
import { COMPARTMENTS_FIELD_SX } from './field-sizes';
import { SearchInput } from './SearchInput';

export interface CompartmentsFieldProps {
  /** The compartments of the chosen portfolios, in portfolio order. */
  options: Compartment[];
  /** The chosen codes. */
  value: string[];
  onChange: (codes: string[]) => void;
  /** A portfolio's heading: its "code — libellé". */
  portfolioLabel: (code: string) => string;
  loading: boolean;
  disabled: boolean;
}

const optionKey = (c: Compartment) => `${c.codePortefeuille}/${c.codeCompartiment}`;

/**
 * The compartments, grouped under their portfolio. A selection is a code, which
 * selects that compartment in every chosen portfolio that has it: ticking "GEN" under
 * one portfolio ticks it under all, and it shows as one chip.
 */
export default function CompartmentsField(props: CompartmentsFieldProps) {
  const { options, value, onChange, portfolioLabel, loading, disabled } = props;
  const chosen = new Set(value);
  const selected = options.filter((c) => chosen.has(c.codeCompartiment));

  const change = (
    _event: SyntheticEvent,
    _next: Compartment[],
    reason: AutocompleteChangeReason,
    details?: { option: Compartment },
  ) => {
    if (reason === 'clear') return onChange([]);
    const code = details?.option.codeCompartiment;
    if (code === undefined) return;
    if (reason === 'selectOption') onChange([...value, code]);
    if (reason === 'removeOption') onChange(value.filter((c) => c !== code));
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
      limitTags={1}
      getLimitTagsText={(more) => `+${more}`}
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
      renderValue={(items, getItemProps) =>
        // One chip per code, whichever portfolio's option carries it.
        items.flatMap((item, index) => {
          if (items.findIndex((c) => c.codeCompartiment === item.codeCompartiment) !== index)
            return [];
          const { key, ...itemProps } = getItemProps({ index });
          const label = compartmentLabel(item);
          return [<Chip key={key} size="small" label={label} title={label} {...itemProps} />];
        })
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
