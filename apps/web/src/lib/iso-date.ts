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

/**
 * The day before, from the date's own day-of-month (spec §4, default QRT start date):
 * '2025-01-01' → '2024-12-31', '2024-03-01' → '2024-02-29'.
 */
export function dayBefore(date: string): string {
  const [year, month, day] = isoDay(date).split('-').map(Number);
  const previous = new Date(Date.UTC(year!, month! - 1, day! - 1));
  return previous.toISOString().slice(0, 10);
}
