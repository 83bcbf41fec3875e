import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export const CATEGORY_LABEL = 'Catégorie';
const CATEGORY_HINT = 'Choisissez une catégorie ou saisissez-en une nouvelle.';

/**
 * The archive's category: « Officiel », « Test », one of the role's, or a new one typed
 * (an Autocomplete in freeSolo mode: the text typed is the value).
 */
export function CategoryField({
  value,
  options,
  error,
  disabled,
  onChange,
  onBlur,
}: {
  value: string;
  options: readonly string[];
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <Autocomplete
      freeSolo
      options={options}
      value={value || null}
      inputValue={value}
      disabled={disabled}
      onChange={(_event, next) => onChange(next ?? '')}
      onInputChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={CATEGORY_LABEL}
          required
          error={Boolean(error)}
          helperText={error ?? CATEGORY_HINT}
        />
      )}
    />
  );
}
