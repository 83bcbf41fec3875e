/** Month-end valuation dates and the few date sums the generator needs (UTC, ISO strings). */

/** The last valuation date of the demo: every series ends here. */
export const LAST_DATE = '2024-12-31';
/** The demo covers 24 month-ends, 2023-01-31 … 2024-12-31. */
export const MAX_DATES = 24;

const DAY = 86_400_000;

export function parseDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function monthEnd(year: number, month0: number): string {
  return isoDate(new Date(Date.UTC(year, month0 + 1, 0)));
}

/** The `count` month-ends ending at LAST_DATE, oldest first. */
export function monthEnds(count: number, last = LAST_DATE): string[] {
  const end = parseDate(last);
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    out.push(monthEnd(end.getUTCFullYear(), end.getUTCMonth() - i));
  }
  return out;
}

export function addDays(iso: string, days: number): string {
  return isoDate(new Date(parseDate(iso).getTime() + days * DAY));
}

export function addMonths(iso: string, months: number): string {
  const d = parseDate(iso);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay.getUTCDate()));
  return isoDate(target);
}

// Pricing asks for the same few thousand dates millions of times.
const epochDays = new Map<string, number>();
function daysOf(iso: string): number {
  let days = epochDays.get(iso);
  if (days === undefined) {
    days = parseDate(iso).getTime() / DAY;
    epochDays.set(iso, days);
  }
  return days;
}

/** Years between two dates, ACT/365.25: precise enough for demo prices and durations. */
export function yearsBetween(from: string, to: string): number {
  return (daysOf(to) - daysOf(from)) / 365.25;
}
