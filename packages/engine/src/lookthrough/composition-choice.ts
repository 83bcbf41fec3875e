import { STATUS } from './status';
import type { CompositionBasis } from './types';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Days since 1970-01-01 of an ISO date ("2024-12-31", a time part is ignored), NaN when
 * the text is not a real calendar date. Pure: UTC arithmetic, no clock, no time zone.
 */
export function isoDay(text: string): number {
  const match = ISO_DATE.exec(text);
  if (!match) return NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return NaN;
  return date.getTime() / DAY_MS;
}

export interface DatedComposition {
  /** isoDay of the composition's valuation date. */
  day: number;
  basis: CompositionBasis;
}

export interface CompositionChoice {
  /** Index into the candidates. */
  index: number;
  /** STATUS.looked_through, target_allocation or last_reported. */
  status: number;
}

/**
 * Which composition looks a fund through at `valuationDay`, per Art. 84 DR:
 * 1. the latest reported composition dated on or before the date and at most
 *    `maxAgeDays` old: a real look-through (84(1));
 * 2. else the latest target allocation on or before the date (84(3), first fallback);
 * 3. else the latest reported composition on or before the date, however old (84(3),
 *    "last reported asset allocation").
 * Compositions dated after the valuation date are never used: they describe a fund the
 * undertaking did not hold yet. Undefined when none qualifies: the caller falls back to a
 * data grouping or to the type 2 equity treatment.
 */
export function chooseComposition(
  candidates: readonly DatedComposition[],
  valuationDay: number,
  maxAgeDays: number,
): CompositionChoice | undefined {
  let reported = -1;
  let target = -1;
  for (let i = 0; i < candidates.length; i++) {
    const { day, basis } = candidates[i]!;
    if (!(day <= valuationDay)) continue; // also skips NaN days
    if (basis === 'reported') {
      if (reported < 0 || day > candidates[reported]!.day) reported = i;
    } else if (basis === 'target_allocation') {
      if (target < 0 || day > candidates[target]!.day) target = i;
    }
  }
  if (reported >= 0 && valuationDay - candidates[reported]!.day <= maxAgeDays)
    return { index: reported, status: STATUS.looked_through };
  if (target >= 0) return { index: target, status: STATUS.target_allocation };
  if (reported >= 0) return { index: reported, status: STATUS.last_reported };
  return undefined;
}
