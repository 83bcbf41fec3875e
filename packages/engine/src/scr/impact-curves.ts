import type { ImpactCurve, ScrParameters, ScrRegulatoryTables } from '@prisme/domain';
import {
  curveInterpolator,
  interpolate,
  interpolator,
  rule2016,
  rule2019,
  type RateShockRule,
  type ShockedRates,
} from './curve';
import type { YieldCurve } from './types';

/**
 * The « Impact 2027 » chart's curves: each currency's base curve at whole maturities and
 * its up and down curves under both rule sets. An adapter over the shock rules the
 * interest-rate submodule uses today (curve.ts): SII-2016 with the user's method (the
 * Art. 166-167 2016 rule, or the EIOPA 2020 tables with isEIOPA2019), SII-2027 with its
 * set's s/b tables. The engine's own curves function for the 2027 rules (stressed LLFR
 * beyond the first smoothing point) replaces it: this is the one place that calls it.
 */
export interface ImpactCurveInput {
  yieldCurves: Readonly<Record<string, YieldCurve>>;
  currencies: readonly string[];
  parameters: ScrParameters;
  from: ScrRegulatoryTables;
  to: ScrRegulatoryTables;
  /** The valuation date (the α phase-in year of the 2027 extrapolation, when chosen). */
  valuationDate?: string;
}

/** Whole maturities charted: 1 year to the curve's last point, at most 60 years. */
const MAX_MATURITY = 60;

function shockRuleOf(tables: ScrRegulatoryTables, parameters: ScrParameters): RateShockRule {
  const p = parameters.interestRate;
  if (tables.id === 'SII-2027' || p.isEIOPA2019) {
    const t = tables.interestRate2019;
    return rule2019(
      interpolator(t.sUp),
      interpolator(t.bUp),
      interpolator(t.sDown),
      interpolator(t.bDown),
      t.downFloor,
    );
  }
  const t = tables.interestRate2016;
  return rule2016(interpolator(t.up), interpolator(t.down), p.minDeltaUp, p.minDeltaDown);
}

export function impactCurves(input: ImpactCurveInput): ImpactCurve[] {
  const ruleFrom = shockRuleOf(input.from, input.parameters);
  const ruleTo = shockRuleOf(input.to, input.parameters);
  const out: ShockedRates = { up: 0, down: 0 };
  const curves: ImpactCurve[] = [];
  for (const currency of input.currencies) {
    const curve = input.yieldCurves[currency];
    if (!curve || curve.maturities.length === 0) continue;
    const last = Math.min(MAX_MATURITY, Math.floor(curve.maturities[curve.maturities.length - 1]!));
    const f = curveInterpolator(curve);
    const chart: ImpactCurve = {
      currency,
      maturities: [],
      base: [],
      upFrom: [],
      downFrom: [],
      upTo: [],
      downTo: [],
      // The first smoothing point comes with the 2027 extrapolation settings.
      firstSmoothingPoint: null,
    };
    for (let t = 1; t <= Math.max(1, last); t++) {
      const r = interpolate(f, t);
      chart.maturities.push(t);
      chart.base.push(r);
      ruleFrom.shock(r, t, out);
      chart.upFrom.push(out.up);
      chart.downFrom.push(out.down);
      ruleTo.shock(r, t, out);
      chart.upTo.push(out.up);
      chart.downTo.push(out.down);
    }
    curves.push(chart);
  }
  return curves;
}
