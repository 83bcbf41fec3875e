/**
 * The French number formats of the pages (Intl 'fr-FR': narrow no-break
 * space between thousands, decimal comma, no-break space before %). One place, so the
 * grids, the tables, the KPI cards and the tests write the same figures.
 */
const amountFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const countFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const quantityFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 });
const percentFormat = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Weights of single lines are small: three decimals keep them apart. */
const weightFormat = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});

const orBlank =
  (format: Intl.NumberFormat) =>
  (value: number | null | undefined): string =>
    value === null || value === undefined || !Number.isFinite(value) ? '' : format.format(value);

/** Amounts: 2 decimals ("1 234 567,89"). */
export const formatAmount = orBlank(amountFormat);
const currencyFormats = new Map<string, Intl.NumberFormat | null>();
/** fr-FR's format of a currency, null for a code Intl does not know (it would throw). */
function currencyFormat(currency: string): Intl.NumberFormat | null {
  if (!currencyFormats.has(currency)) {
    let format: Intl.NumberFormat | null = null;
    try {
      format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency });
    } catch {
      // A code Intl rejects (a typo in a file): written after the amount as it came.
    }
    currencyFormats.set(currency, format);
  }
  return currencyFormats.get(currency) ?? null;
}
/**
 * Amounts in a currency as fr-FR writes them, sign after the figure ("1 234,50 €",
 * "1 234,50 $US"), as every euro amount of the pages; an unknown code follows the figure.
 */
export const formatMoney = (value: number | null | undefined, currency: string): string => {
  const amount = formatAmount(value);
  if (!amount || !currency) return amount;
  return currencyFormat(currency)?.format(value!) ?? `${amount}\u00a0${currency}`;
};
/** Euro amounts with the sign after them ("1 234,50 €"). */
export const formatEuros = orBlank(euroFormat);
export const formatCount = orBlank(countFormat);
export const formatQuantity = orBlank(quantityFormat);
/** A share of 0…1 as a percentage ("12,34 %"). */
export const formatShare = orBlank(percentFormat);
export const formatWeight = orBlank(weightFormat);

/**
 * dd/mm/yyyy HH:mm in the user's time zone, built from the parts rather than Intl's whole
 * string, whose separators change between ICU versions.
 */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
