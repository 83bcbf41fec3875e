import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import type { Portfolio } from '@prisme/domain';
import { portfolioLabel } from '../lib/labels';
import { PORTFOLIOS_FIELD_SX } from './field-sizes';
import { chosenItems } from './chosen-items';
import { SearchInput } from './SearchInput';

export interface PortfoliosFieldProps {
  options: Portfolio[];
  /** The chosen codes. */
  value: string[];
  onChange: (codes: string[]) => void;
  loading: boolean;
  disabled: boolean;
}

/**
 * The portfolios: a multi-select with search on "code — libellé" (spec §3 "portfolios:
 * a list, each with code and name"). Selections are codes; a chosen code the list does
 * not hold (yet) still shows, by its code.
 */
export default function PortfoliosField(props: PortfoliosFieldProps) {
  const { options, value, onChange, loading, disabled } = props;
  const labelOf = (code: string) => {
    const portfolio = options.find((p) => p.codePortefeuille === code);
    return portfolio ? portfolioLabel(portfolio) : code;
  };
  return (
    <Autocomplete
      multiple
      id="perimetre-portefeuilles"
      size="small"
      options={options}
      value={value}
      getOptionValue={(portfolio) => portfolio.codePortefeuille}
      getOptionLabel={portfolioLabel}
      onChange={(_event, codes) => onChange(codes)}
      disableCloseOnSelect
      loading={loading}
      disabled={disabled}
      loadingText="Chargement des portefeuilles…"
      noOptionsText="Aucun portefeuille"
      renderOption={({ key, ...itemProps }, option, { selected }) => (
        <li key={key} {...itemProps}>
          <Checkbox size="small" checked={selected} sx={{ p: 0.25, mr: 1 }} />
          {portfolioLabel(option)}
        </li>
      )}
      renderValue={(codes, getItemProps) =>
        chosenItems(codes, (code) => {
          const { key, ...itemProps } = getItemProps({ index: 0 });
          const label = labelOf(code);
          return <Chip key={key} size="small" label={label} title={label} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <SearchInput
          params={params}
          label="Portefeuilles"
          empty={value.length === 0}
          loadingLabel={loading ? 'Chargement des portefeuilles' : undefined}
        />
      )}
      sx={PORTFOLIOS_FIELD_SX}
    />
  );
}
