import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatFrenchNumber, parseFrenchNumber } from '../../lib/french-number';

export type FrenchNumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The number shown; NaN or null show empty. */
  value: number | null;
  /** The number typed: NaN when the text is not a number, null when it is empty. */
  onChange: (value: number | null) => void;
};

/**
 * A number typed and shown the French way (« 0,39 »), whatever the browser's language:
 * an `<input type="number">` follows the browser's locale, so an English browser showed
 * « 0.39 » and refused « 0,39 » (issue 14). The text typed is kept while the field has the
 * focus, and written back in French when it leaves it.
 */
export function FrenchNumberField({
  value,
  onChange,
  onBlur,
  slotProps,
  ...props
}: FrenchNumberFieldProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? formatFrenchNumber(value);
  return (
    <TextField
      {...props}
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        setTyping(text);
        const parsed = parseFrenchNumber(text);
        onChange(parsed === null && text.trim() !== '' ? Number.NaN : parsed);
      }}
      onBlur={(event) => {
        setTyping(null);
        onBlur?.(event);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
