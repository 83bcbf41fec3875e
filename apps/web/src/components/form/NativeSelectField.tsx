import type { ChangeEvent, ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface NativeSelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** <option> elements. */
  children: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
  /** The helper text is then an error message (a form's refused value). */
  error?: boolean;
  minWidth?: number;
  /** Caps the width a long option would give the field (its text is then cut short). */
  maxWidth?: number;
  /** While the options load: a spinner in the field, named by this text. */
  loadingLabel?: string;
}

/**
 * An outlined, labelled native <select>: keyboard and screen-reader behaviour of the
 * platform, and end-to-end tests can pick an option by its label. Built from the parts
 * rather than TextField, which would bring the menu-based Select (and its popover)
 * into the first bundle.
 */
export function NativeSelectField(props: NativeSelectFieldProps) {
  const { id, label, value, onChange, children, helperText, disabled, minWidth = 220 } = props;
  const { loadingLabel, maxWidth, error } = props;
  const helperId = helperText ? `${id}-aide` : undefined;
  return (
    <FormControl size="small" disabled={disabled} error={error} sx={{ minWidth, maxWidth }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput notched label={label} />}
        inputProps={{ 'aria-describedby': helperId }}
      >
        {children}
      </NativeSelect>
      {loadingLabel && (
        // Left of the select's arrow, inside the outline.
        <CircularProgress
          size={14}
          aria-label={loadingLabel}
          sx={{ position: 'absolute', right: 30, top: 'calc(50% - 7px)' }}
        />
      )}
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
