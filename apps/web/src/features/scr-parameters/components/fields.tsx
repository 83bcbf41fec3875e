import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FrenchNumberField } from '../../../components/form/FrenchNumberField';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import type { Choice } from '../lib/choices';

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
}

const errorOf = <T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) =>
  get(form.formState.errors, name) as { message?: string } | undefined;

/**
 * A number field typed and shown in French (« 0,39 »), read as a number (empty or not a
 * number: NaN, which the schema refuses as missing).
 */
export function NumberField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
}: FieldProps<T> & { hint?: string }) {
  const error = errorOf(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FrenchNumberField
          id={`scr-${name}`}
          name={field.name}
          inputRef={field.ref}
          size="small"
          label={label}
          error={Boolean(error)}
          helperText={error?.message ?? hint}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: 260 }}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={(value) => field.onChange(value ?? Number.NaN)}
          onBlur={field.onBlur}
        />
      )}
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
