/**
 * Valuation dates travel as ISO strings ('2024-12-31', sometimes with a time part).
 * Spec §5: they are matched on their first 10 characters and shown as dd/mm/yyyy.
 */
export const isoDay = (date: string): string => date.slice(0, 10);

export const sameDay = (a: string, b: string): boolean => isoDay(a) === isoDay(b);

// UTC on both sides: the day written in the string is the day shown, whatever the
// browser's time zone.
const frenchDay = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC' });

/** '2024-12-31' → '31/12/2024' (spec §5). */
export function formatDay(date: string): string {
  const time = Date.parse(`${isoDay(date)}T00:00:00Z`);
  return Number.isNaN(time) ? date : frenchDay.format(time);
}

/** What a date field says of a text that is no day (spec §5: dates typed dd/mm/yyyy). */
export const FRENCH_DAY_ERROR = 'Saisissez une date au format jj/mm/aaaa.';

/** '31/12/2024' → '2024-12-31'; null when it is not a day of the calendar. */
export function parseFrenchDay(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Whether a text is a day written 'yyyy-mm-dd' (what date fields give and forms send). */
export const isIsoDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A date's day in the browser's own calendar, 'yyyy-mm-dd' (today, a grid filter's day). */
export function localIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
