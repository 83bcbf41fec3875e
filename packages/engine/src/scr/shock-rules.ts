import type { ScrParameters, ScrRegulatoryTables } from '@prisme/domain';
import {
  curveInterpolator,
  interpolate,
  interpolator,
  relativeAbsoluteRule,
  rule2016,
  rule2019,
} from './curve';
import type { DownFloorReading, Interpolator, RateShockRule, ShockedRates } from './curve';
import { extrapolatedRule, extrapolatedStress } from './extrapolation';
import type { ExtrapolatedStress } from './extrapolation';
import type { YieldCurve } from './types';

/** The interest-rate method of a run: the rule set's, or the EIOPA 2020 opinion option. */
export type InterestRateMethod = 'SII-2016' | 'EIOPA-2019' | 'SII-2027';

/** The shock rule of one currency's curve. */
export interface CurrencyShockRule extends RateShockRule {
  /** Beyond this maturity the stressed curve is re-extrapolated; null: the table everywhere. */
  readonly firstSmoothingPoint: number | null;
  readonly extrapolation: ExtrapolatedStress | null;
}

/**
 * Builds the Art. 166-167 shock of each currency's base curve under a rule set. The
 * extrapolation beyond the first smoothing point sits behind this interface, so another
 * reading of Art. 166(2a)/167(2a) (issue 37) replaces one function.
 */
export interface StressedCurveBuilder {
  readonly method: InterestRateMethod;
  forCurrency(currency: string, curve: Interpolator): CurrencyShockRule;
}

/**
 * Choices of the 2027 method where the text is [U] or optional
 * (docs/decisions/scr-2027/0163-ir-2027-tables-and-floor.md, 0164).
 */
export interface ShockRuleOptions {
  /** Art. 167(2) floor on a rate already below it [U]; default 'raise_to_floor' (note §2.3). */
  downFloorReading?: DownFloorReading;
  /** Directive Art. 77a(2): α phased in by the valuation year (TD Table 4); default off. */
  alphaPhaseIn?: boolean;
}

/** α of a currency: its own or the common one; phased in by year when asked (note §2.9). */
export function extrapolationAlpha(
  tables: ScrRegulatoryTables,
  currency: string,
  phaseInYear: number | null,
): number {
  const x = tables.extrapolation;
  if (!x) throw new Error('Jeu de règles sans paramètres d’extrapolation');
  if (phaseInYear === null) return x.alphaByCurrency[currency] ?? x.alpha;
  const { years, alpha, byCurrency } = x.alphaPhaseIn;
  const row = byCurrency[currency] ?? alpha;
  const k = Math.min(row.length - 1, Math.max(0, phaseInYear - years[0]!));
  return row[k]!;
}

// The rules are closures (no `this`): their shock function is taken as it is.
const table = (r: RateShockRule): CurrencyShockRule => ({
  shock: r.shock,
  firstSmoothingPoint: null,
  extrapolation: null,
});

/**
 * The builder of a run: SII-2027 tables by `interestRate2027` and re-extrapolation beyond
 * each known FSP; SII-2016 by `interestRate2016` with minDeltaUp/minDeltaDown, or the EIOPA
 * 2020 opinion when the isEIOPA2019 parameter is set (that parameter has no effect under
 * SII-2027, whose method is the law's).
 */
export function stressedCurveBuilder(
  tables: ScrRegulatoryTables,
  rate: ScrParameters['interestRate'],
  options: ShockRuleOptions = {},
  valuationDate?: string,
): StressedCurveBuilder {
  if (tables.interestRateMethod === 'SII-2027') {
    const t = tables.interestRate2027;
    const x = tables.extrapolation;
    if (!t || !x) throw new Error('Jeu de règles SII-2027 incomplet (tables de taux 2027)');
    const rule = relativeAbsoluteRule(
      interpolator(t.sUp),
      interpolator(t.bUp),
      interpolator(t.sDown),
      interpolator(t.bDown),
      interpolator(t.downFloor),
      options.downFloorReading ?? 'raise_to_floor',
    );
    const year = options.alphaPhaseIn
      ? valuationDate
        ? Number(valuationDate.slice(0, 4))
        : x.alphaPhaseIn.years[0]!
      : null;
    return {
      method: 'SII-2027',
      forCurrency(currency, curve) {
        const fsp = x.firstSmoothingPoint[currency];
        if (fsp === undefined) return table(rule);
        const e = extrapolatedStress(curve, rule, {
          firstSmoothingPoint: fsp,
          llfr: x.llfrWeights[currency] ?? { maturities: [fsp], weights: [1] },
          alpha: extrapolationAlpha(tables, currency, year),
          ufr: x.ufr[currency] ?? x.defaultUfr,
          ufrStress: x.ufrStress,
        });
        const beyond = extrapolatedRule(rule, e);
        return { shock: beyond.shock, firstSmoothingPoint: fsp, extrapolation: e };
      },
    };
  }
  if (rate.isEIOPA2019) {
    const t = tables.interestRate2019;
    const rule = rule2019(
      interpolator(t.sUp),
      interpolator(t.bUp),
      interpolator(t.sDown),
      interpolator(t.bDown),
      t.downFloor,
    );
    return { method: 'EIOPA-2019', forCurrency: () => table(rule) };
  }
  const t = tables.interestRate2016;
  const rule = rule2016(
    interpolator(t.up),
    interpolator(t.down),
    rate.minDeltaUp,
    rate.minDeltaDown,
  );
  return { method: 'SII-2016', forCurrency: () => table(rule) };
}

/** A currency's base, up and down curves at whole maturities (the « Impact 2027 » chart). */
export interface ShockedCurves {
  currency: string;
  method: InterestRateMethod;
  maturities: number[];
  base: number[];
  up: number[];
  down: number[];
  firstSmoothingPoint: number | null;
}

/**
 * The curves the engine shocks a currency's lines with, at maturities 1 … maxMaturity
 * (default: the curve's last whole maturity), by the same rule as computeMarketScr.
 * `currency` is the curve's (its FSP, weights and α): a currency without a curve of its
 * own is shocked in the engine as the reference currency's curve, so pass that one.
 */
export function shockedCurves(args: {
  curve: YieldCurve;
  currency: string;
  tables: ScrRegulatoryTables;
  parameters: ScrParameters['interestRate'];
  options?: ShockRuleOptions;
  valuationDate?: string;
  maxMaturity?: number;
}): ShockedCurves {
  const { curve, currency } = args;
  const last = curve.maturities[curve.maturities.length - 1] ?? 1;
  const max = Math.max(1, Math.floor(args.maxMaturity ?? last));
  const base = curveInterpolator(curve);
  const builder = stressedCurveBuilder(
    args.tables,
    args.parameters,
    args.options,
    args.valuationDate,
  );
  const rule = builder.forCurrency(currency, base);
  const out: ShockedRates = { up: 0, down: 0 };
  const result: ShockedCurves = {
    currency,
    method: builder.method,
    maturities: [],
    base: [],
    up: [],
    down: [],
    firstSmoothingPoint: rule.firstSmoothingPoint,
  };
  for (let t = 1; t <= max; t++) {
    const r = interpolate(base, t);
    rule.shock(r, t, out);
    result.maturities.push(t);
    result.base.push(r);
    result.up.push(out.up);
    result.down.push(out.down);
  }
  return result;
}
