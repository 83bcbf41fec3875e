import { signed } from '../../../../components/comparison/compare';
import { formatAmount, formatEuros, formatShare } from '../../../../lib/format';

/** « +300 000,00 € », « +300 000,00 », « +15,00 % »: a difference says its sign. */
export const signedEuros = signed((value) => formatEuros(value));
export const signedAmount = signed((value) => formatAmount(value));
export const signedShare = signed((value) => formatShare(value));

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
/** A correlation parameter or a duration (« 0,25 », « 11,5 »). */
export const formatDecimal = (value: number | null) =>
  value === null || !Number.isFinite(value) ? '—' : decimal.format(value);
