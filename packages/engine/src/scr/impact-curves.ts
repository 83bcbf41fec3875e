import type { ImpactCurve, ScrParameters, ScrRegulatoryTables } from '@prisme/domain';
import { shockedCurves, type ShockRuleOptions } from './shock-rules';
import type { YieldCurve } from './types';

/**
 * The « Impact 2027 » chart's curves: each currency's base curve at whole maturities and
 * its up and down curves under both rule sets, by the engine's own shock rules
 * (shock-rules.ts shockedCurves: under SII-2027 the s/b tables and, above the first
 * smoothing point, the curve re-extrapolated from the stressed LLFR).
 */
export interface ImpactCurveInput {
  yieldCurves: Readonly<Record<string, YieldCurve>>;
  currencies: readonly string[];
  parameters: ScrParameters;
  from: ScrRegulatoryTables;
  to: ScrRegulatoryTables;
  /** The valuation date (the α phase-in year of the 2027 extrapolation, when chosen). */
  valuationDate?: string;
  options?: ShockRuleOptions;
}

/** Whole maturities charted: 1 year to the curve's last point, at most 60 years. */
const MAX_MATURITY = 60;

export function impactCurves(input: ImpactCurveInput): ImpactCurve[] {
  const curves: ImpactCurve[] = [];
  for (const currency of input.currencies) {
    const curve = input.yieldCurves[currency];
    if (!curve || curve.maturities.length === 0) continue;
    const last = Math.floor(curve.maturities[curve.maturities.length - 1]!);
    const of = (tables: ScrRegulatoryTables) =>
      shockedCurves({
        curve,
        currency,
        tables,
        parameters: input.parameters.interestRate,
        maxMaturity: Math.min(MAX_MATURITY, last),
        ...(input.valuationDate !== undefined && { valuationDate: input.valuationDate }),
        ...(input.options && { options: input.options }),
      });
    const from = of(input.from);
    const to = of(input.to);
    curves.push({
      currency,
      maturities: from.maturities,
      base: from.base,
      upFrom: from.up,
      downFrom: from.down,
      upTo: to.up,
      downTo: to.down,
      firstSmoothingPoint: to.firstSmoothingPoint,
    });
  }
  return curves;
}
