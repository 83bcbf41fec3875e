import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import type { Choice } from '../lib/choices';

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
}

const errorOf = <T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) =>
  get(form.formState.errors, name) as { message?: string } | undefined;

/** A number field read as a number (empty: NaN, which the schema refuses as missing). */
export function NumberField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
}: FieldProps<T> & { hint?: string }) {
  const error = errorOf(form, name);
  return (
    <TextField
      id={`scr-${name}`}
      type="number"
      size="small"
      label={label}
      error={Boolean(error)}
      helperText={error?.message ?? hint}
      slotProps={{ htmlInput: { step: 'any', inputMode: 'decimal' }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 260 }}
      {...form.register(name, { valueAsNumber: true })}
    />
  );
}

/** A labelled native select bound to a string field. */
export function ChoiceField<T extends FieldValues>({
  form,
  name,
  label,
  choices,
  hint,
  loadingLabel,
}: FieldProps<T> & { choices: readonly Choice[]; hint?: string; loadingLabel?: string }) {
  const error = errorOf(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NativeSelectField
          id={`scr-${name}`}
          label={label}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          helperText={error?.message ?? hint}
          loadingLabel={loadingLabel}
          minWidth={260}
          maxWidth={520}
        >
          <option value="">— Choisir —</option>
          {choices.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name === choice.code ? choice.code : `${choice.name} (${choice.code})`}
            </option>
          ))}
        </NativeSelectField>
      )}
    />
  );
}

/** A boolean field as a checkbox. */
export function CheckField<T extends FieldValues>({ form, name, label }: FieldProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}
