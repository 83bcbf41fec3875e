import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReconciliationLimits } from '../api/get-fund-reconciliation';
import { limitInputsOf, readLimitInputs, type LimitInputs } from '../lib/fund-reconciliation';

/**
 * The threshold that flags a fund, typed in French ("12,5" %, "1 000" EUR): applied on
 * « Appliquer » (or Enter), so the server is asked once per choice, not per keystroke.
 */
export function ReconciliationLimitsForm({
  limits,
  currency,
  onApply,
}: {
  limits: ReconciliationLimits;
  currency: string;
  onApply: (limits: ReconciliationLimits) => void;
}) {
  const [inputs, setInputs] = useState<LimitInputs>(() => limitInputsOf(limits));
  const [errors, setErrors] = useState<Partial<Record<keyof LimitInputs, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readLimitInputs(inputs);
    if (read.ok) {
      setErrors({});
      onApply(read.limits);
    } else setErrors(read.errors);
  };
  const field = (name: keyof LimitInputs, label: string, unit: string, hint: string) => (
    <TextField
      id={`reconciliation-${name}`}
      size="small"
      label={label}
      value={inputs[name]}
      onChange={(event) => setInputs({ ...inputs, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
      sx={{ width: 260 }}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
    />
  );
  return (
    <Stack
      component="form"
      direction="row"
      spacing={2}
      onSubmit={submit}
      aria-label="Seuils du rapprochement"
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
    >
      {field('thresholdPercent', 'Seuil d’écart', '%', 'En part du chiffre du gérant')}
      {field('floor', 'Écart minimal', currency, 'Les écarts plus petits sont ignorés')}
      <Button type="submit" variant="outlined" sx={{ mt: 0.25 }}>
        Appliquer
      </Button>
    </Stack>
  );
}
