import { useState } from 'react';
import type { CustomDateProps } from 'ag-grid-react';
import { formatDay, localIsoDay, parseFrenchDay } from '../../lib/iso-date';

/**
 * The grids' date filters (agDateInput): a day typed dd/mm/yyyy (spec §5), kept by AG Grid
 * as a Date at local midnight. AG Grid's own input is the browser's `<input type="date">`,
 * shown mm/dd/yyyy by an English browser.
 * The filter changes when the text is a day, or empty; other text is kept while typed and
 * dropped when the field is left.
 */
export function FrenchDateInput({ date, onDateChange }: CustomDateProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? (date ? formatDay(localIsoDay(date)) : '');
  return (
    <div className="ag-input-wrapper" role="presentation">
      <input
        className="ag-input-field-input ag-text-field-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="jj/mm/aaaa"
        aria-label="Date du filtre (jj/mm/aaaa)"
        value={shown}
        onChange={(event) => {
          const text = event.target.value;
          setTyping(text);
          const day = parseFrenchDay(text);
          if (day) {
            const [year, month, dayOfMonth] = day.split('-').map(Number);
            onDateChange(new Date(year!, month! - 1, dayOfMonth));
          } else if (text.trim() === '') onDateChange(null);
        }}
        onBlur={() => setTyping(null)}
      />
    </div>
  );
}
