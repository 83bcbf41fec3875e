import { addMonths } from './calendar';

/**
 * ESG, climate and liquidity data are dated half-yearly, as providers refresh them; a
 * valuation uses the latest data on or before its date. The first as-of date precedes
 * the first valuation date so that every valuation finds data.
 */
const HALF_YEARS = ['2022-12-31', '2023-06-30', '2023-12-31', '2024-06-30', '2024-12-31'];

export function referenceDates(firstValuationDate: string): string[] {
  const from = addMonths(firstValuationDate, -6);
  return HALF_YEARS.filter((d) => d >= from);
}
