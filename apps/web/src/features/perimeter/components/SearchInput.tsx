import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';

interface SearchInputProps {
  params: AutocompleteRenderInputParams;
  label: string;
  /** Nothing chosen yet: the input invites a search. */
  empty: boolean;
  /** While the options load: a spinner named by this text. */
  loadingLabel?: string;
}

/** The text field of the bar's multi-selects, with the list's own spinner. */
export function SearchInput({ params, label, empty, loadingLabel }: SearchInputProps) {
  return (
    <TextField
      {...params}
      label={label}
      placeholder={empty ? 'Rechercher…' : undefined}
      slotProps={{
        ...params.slotProps,
        inputLabel: { ...params.slotProps.inputLabel, shrink: true },
        input: {
          ...params.slotProps.input,
          endAdornment: (
            <>
              {loadingLabel && <CircularProgress size={14} aria-label={loadingLabel} />}
              {params.slotProps.input.endAdornment}
            </>
          ),
        },
      }}
    />
  );
}
