import { Controller, useWatch, type Control } from 'react-hook-form';
import { QRT_FREQUENCIES, QRT_FREQUENCY_LABELS } from '@prisme/domain';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { beginDateError, type QrtOptionsForm } from '../lib/qrt-options';

export const BCE_COLUMNS_LABEL = 'Colonnes BCE';
export const MODULE_LABEL = 'Module QRT';
export const BEGIN_DATE_LABEL = 'Début de période S.09.01';
export const BEGIN_DATE_HINT =
  'jj/mm/aaaa ; par défaut le 1er janvier de l’année de la date de valorisation';

/**
 * Spec §3 "QRT options": the module (issue 36 §4: quarterly, or annual with S.09.01), the
 * ECB add-on columns (default on: the ECB modules) and, for the annual module, the first day
 * of S.09.01's income, gains and losses period (default: the day before the valuation date).
 */
export function QrtOptionsFields({
  control,
  valuationDate,
}: {
  control: Control<QrtOptionsForm>;
  valuationDate: string | null;
}) {
  const module = useWatch({ control, name: 'module' });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'start' } }}>
      <Controller
        control={control}
        name="module"
        render={({ field }) => (
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label={MODULE_LABEL}
            value={field.value}
            onChange={(_event, next: (typeof QRT_FREQUENCIES)[number] | null) =>
              next && field.onChange(next)
            }
            sx={{ mt: { sm: 0.5 } }}
          >
            {QRT_FREQUENCIES.map((frequency) => (
              <ToggleButton key={frequency} value={frequency}>
                {QRT_FREQUENCY_LABELS[frequency]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      />
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
        rules={{
          validate: (text, form) => beginDateError(text, valuationDate, form.module) ?? true,
        }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            disabled={module === 'quarterly'}
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
