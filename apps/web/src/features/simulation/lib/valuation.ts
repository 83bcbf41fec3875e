import type { SimulationValuation } from '@prisme/domain';
import { formatEuros, formatShare } from '../../../lib/format';

/** The change against the initial value as a share of it; none without an initial value. */
export const differenceShare = (valuation: SimulationValuation): number | null =>
  valuation.initial === 0 ? null : valuation.difference / valuation.initial;

const plus = (value: number, text: string) => (value > 0 && text ? `+${text}` : text);

/** « +1 234,50 € »: a gain says its sign, as a loss does. */
export const formatSignedEuros = (value: number): string => plus(value, formatEuros(value));

/** « +1,23 % », or empty when there is no share. */
export const formatSignedShare = (value: number | null): string =>
  value === null ? '' : plus(value, formatShare(value));
