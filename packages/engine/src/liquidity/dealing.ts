import {
  dealingPeriod,
  firstCashDay,
  type DealingTerms,
  type LiquidityScope,
} from '@prisme/domain';
import type { LookThroughInput } from '../lookthrough/types';
import { NO_DEALING, type HoldingDealing } from './holdings';

/**
 * A holding's dealing schedule (esg-and-liquidity §3.6.4): a fund with terms receives
 * nothing before its first cash day (notice, dealing day, settlement), then its scenario
 * rate, at most its gate each dealing day; a suspended one never within the horizon. A
 * fund without terms keeps its CIC subcategory's rule from day 1, flagged « conditions
 * de rachat supposées ». Anything else is not dealt: from day 1.
 */
export function holdingDealing(
  scope: LiquidityScope | null,
  terms: DealingTerms | null,
): HoldingDealing {
  if (scope !== 'FUND') return NO_DEALING;
  if (!terms) return { ...NO_DEALING, terms: 'assumed' };
  if (terms.suspended)
    return { start: Number.POSITIVE_INFINITY, gate: Number.NaN, period: 1, terms: 'suspended' };
  return {
    start: firstCashDay(terms),
    gate: terms.gate !== null && terms.gate > 0 ? terms.gate : Number.NaN,
    period: dealingPeriod(terms),
    terms: 'given',
  };
}

/**
 * A unit price in the security's currency converted to the reference currency; null when
 * there is no price or no rate to convert it (then value ÷ units stands).
 */
export function priceInReference(
  price: number | null,
  currency: string | null,
  input: Pick<LookThroughInput, 'referenceCurrency' | 'fxUnitsPerEur'>,
): number | null {
  if (price === null || !(price > 0)) return null;
  const from = currency ?? input.referenceCurrency;
  if (from === input.referenceCurrency) return price;
  const perEurFrom = from === 'EUR' ? 1 : input.fxUnitsPerEur[from];
  const perEurTo =
    input.referenceCurrency === 'EUR' ? 1 : input.fxUnitsPerEur[input.referenceCurrency];
  if (!perEurFrom || !perEurTo) return null;
  return (price / perEurFrom) * perEurTo;
}
