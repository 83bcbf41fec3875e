import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CODE_FIXED_HINT } from './use-structure-form';

/** The code: typed on creation, read-only afterwards (it is the item's key). */
export function CodeField({
  registration,
  creating,
  error,
  hint,
}: {
  registration: UseFormRegisterReturn;
  creating: boolean;
  error?: string;
  /** What a good code looks like at this level. */
  hint: string;
}) {
  return (
    <TextField
      label="Code"
      required={creating}
      autoFocus={creating}
      fullWidth
      {...registration}
      error={Boolean(error)}
      helperText={error ?? (creating ? hint : CODE_FIXED_HINT)}
      slotProps={{ htmlInput: { readOnly: !creating, spellCheck: false } }}
    />
  );
}
