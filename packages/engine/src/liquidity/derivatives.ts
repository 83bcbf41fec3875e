import { derivativeUnderlying, initialMarginRate, parseCic } from '@prisme/domain';
import { LINE_FLAGS, type LookThroughInput, type LookThroughResult } from '../lookthrough/types';
import { DERIVATIVE, type LiquidityHoldings } from './holdings';
import type { LiquidityDerivative } from './margin';

const DAY_MS = 86_400_000;

/** Each instrument's notional, net of its look-through lines that carry one. */
function netNotionals(result: LookThroughResult, input: LookThroughInput): Float64Array {
  const notional = new Float64Array(input.instruments.length);
  const { instrument, notionalRc, flags } = result.lines;
  for (let line = 0; line < result.count; line++)
    if (flags[line]! & LINE_FLAGS.hasNotional) notional[instrument[line]!]! += notionalRc[line]!;
  return notional;
}

/**
 * The perimeter's derivatives for the margin estimate: each security's look-through
 * lines netted (notional where the lines carry one, value), its underlying from the CIC
 * and its residual maturity at the valuation date (the schedule's buckets).
 */
export function derivativesOfLookThrough(
  result: LookThroughResult,
  input: LookThroughInput,
  holdings: LiquidityHoldings,
  notional: Float64Array = netNotionals(result, input),
): LiquidityDerivative[] {
  const valuation = Date.parse(input.valuationDate);
  const out: LiquidityDerivative[] = [];
  for (let s = 0; s < holdings.count; s++) {
    if (holdings.status[s] !== DERIVATIVE) continue;
    const attributes = input.instruments[s]!;
    const parsed = attributes.cic ? parseCic(attributes.cic) : undefined;
    if (!parsed?.ok) continue;
    const { category, subcategory } = parsed.value;
    const value = holdings.value[s]!;
    if (value === 0 && notional[s] === 0) continue;
    const underlying = derivativeUnderlying(category, subcategory.charAt(1));
    const maturity = attributes.maturityDate ? Date.parse(attributes.maturityDate) : Number.NaN;
    const years = Number.isFinite(maturity) ? (maturity - valuation) / DAY_MS / 365.25 : null;
    out.push({
      code: attributes.code,
      name: attributes.name,
      underlying,
      notional: notional[s]!,
      value,
      initialMarginRate: initialMarginRate(underlying, years),
      boughtOption: (category === 'B' || category === 'C') && value > 0,
    });
  }
  return out;
}
