import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatDay, FRENCH_DAY_ERROR, isIsoDay, parseFrenchDay } from '../../lib/iso-date';

export type FrenchDateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The day shown, 'yyyy-mm-dd'; '' shows an empty field. */
  value: string;
  /**
   * The day typed: 'yyyy-mm-dd' when the text is a day of the calendar, '' when the field
   * is empty, else the text as typed (which the forms' ISO checks refuse).
   */
  onChange: (value: string) => void;
};

/**
 * A day typed and shown dd/mm/yyyy (spec §5), whatever the browser's language: an
 * `<input type="date">` shows the browser's format (mm/dd/yyyy in an English browser,
 * seen on the Intégration and Journal pages), as `<input type="number">` did for numbers
 * (FrenchNumberField). The text typed is kept while the field has the focus; once it
 * leaves, a day is written back dd/mm/yyyy and any other text is flagged.
 */
export function FrenchDateField({
  value,
  onChange,
  onBlur,
  error,
  helperText,
  slotProps,
  ...props
}: FrenchDateFieldProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const isDay = isIsoDay(value);
  const shown = typing ?? (isDay ? formatDay(value) : value);
  const notADay = typing === null && value !== '' && !isDay;
  return (
    <TextField
      {...props}
      value={shown}
      placeholder="jj/mm/aaaa"
      error={Boolean(error) || notADay}
      helperText={notADay ? FRENCH_DAY_ERROR : helperText}
      onChange={(event) => {
        const text = event.target.value;
        setTyping(text);
        onChange(parseFrenchDay(text) ?? text.trim());
      }}
      onBlur={(event) => {
        setTyping(null);
        onBlur?.(event);
      }}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object | undefined) },
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'off',
          ...(slotProps?.htmlInput as object | undefined),
        },
      }}
    />
  );
}
