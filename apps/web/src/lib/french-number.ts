/**
 * A number as a French user types or pastes it: "0,5", "1 234,5" (any space between
 * thousands), "50 %" (→ 0.5), or plainly "0.5"; null when empty or not a number.
 */
export function parseFrenchNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  const percent = compact.endsWith('%');
  const value = Number((percent ? compact.slice(0, -1) : compact).replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  return percent ? value / 100 : value;
}

/** Up to ten decimals: a parameter typed as 0,123456789 reads back as typed. */
const FRENCH = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 10 });

/**
 * A number as French readers write it, « 0,39 », « 1 234,5 »; empty for no number. What
 * parseFrenchNumber reads back to the same value (issue 14: « 0,39, not 0.39 »).
 */
export function formatFrenchNumber(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? FRENCH.format(value) : '';
}
