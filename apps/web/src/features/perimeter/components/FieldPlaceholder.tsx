import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

/**
 * The outline of a field whose code is still loading (a lazy chunk): same size and
 * label, so the bar does not jump when the field arrives.
 */
export function FieldPlaceholder({ label, size }: { label: string; size: object }) {
  return (
    <FormControl size="small" disabled sx={size}>
      <InputLabel shrink>{label}</InputLabel>
      <OutlinedInput notched label={label} inputProps={{ 'aria-hidden': true, tabIndex: -1 }} />
    </FormControl>
  );
}
