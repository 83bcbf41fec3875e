import { Controller, type Control } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { beginDateError, type QrtOptionsForm } from '../lib/qrt-options';

export const BCE_COLUMNS_LABEL = 'Colonnes BCE';
export const BEGIN_DATE_LABEL = 'Début de période S.09.01';
export const BEGIN_DATE_HINT =
  'jj/mm/aaaa ; par défaut le 1er janvier de l’année de la date de valorisation';

/**
 * Spec §3 "QRT options": the ECB add-on columns (default on) and the first day of
 * S.09.01's income, gains and losses period (default: the day before the valuation date).
 */
export function QrtOptionsFields({
  control,
  valuationDate,
}: {
  control: Control<QrtOptionsForm>;
  valuationDate: string | null;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'start' } }}>
      <Controller
        control={control}
        name="bceColumns"
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: { sm: 1 } }}
            label={BCE_COLUMNS_LABEL}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
      <Controller
        control={control}
        name="beginDate"
        rules={{ validate: (text) => beginDateError(text, valuationDate) ?? true }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            size="small"
            label={BEGIN_DATE_LABEL}
            placeholder="jj/mm/aaaa"
            error={fieldState.invalid}
            helperText={fieldState.error?.message ?? BEGIN_DATE_HINT}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            sx={{ minWidth: 260 }}
          />
        )}
      />
    </Stack>
  );
}
