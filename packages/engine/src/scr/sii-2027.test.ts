import { describe, expect, it } from 'vitest';
import { REGULATORY_DEFAULT_PARAMETERS, ruleSetTables } from '@prisme/domain';
import { aggregateMarket } from './aggregation';
import { computeMarketScr } from './compute';
import { interpolate, interpolator, relativeAbsoluteRule } from './curve';
import type { DownFloorReading } from './curve';
import { diversified, EUR_CURVE_2024, flatCurve, inputOf, line } from './fixtures';
import { SPREAD_CLASS } from './reasons';
import { extrapolationAlpha, shockedCurves } from './shock-rules';
import { syntheticColumns } from './synthetic';
import type { ScrInput, ScrLine } from './types';

const T16 = ruleSetTables('SII-2016');
const T27 = ruleSetTables('SII-2027');
const ir = T27.interestRate2027!;
const ruleOf = (reading: DownFloorReading) =>
  relativeAbsoluteRule(
    interpolator(ir.sUp),
    interpolator(ir.bUp),
    interpolator(ir.sDown),
    interpolator(ir.bDown),
    interpolator(ir.downFloor),
    reading,
  );
const raise = ruleOf('raise_to_floor');
const unmoved = ruleOf('leave_unmoved');
const shock = (r: number, t: number, rule = raise) => {
  const out = { up: 0, down: 0 };
  rule.shock(r, t, out);
  return out;
};
const under = (
  lines: readonly ScrLine[],
  tables = T27,
  o: Parameters<typeof inputOf>[1] = {},
  options: ScrInput['options'] = {},
) => computeMarketScr({ ...inputOf(lines, o), tables, options });
const bond = (fields: Partial<ScrLine> & Pick<ScrLine, 'cic' | 'marketValue'>) =>
  line({ issuerGroupCode: 'ISS', creditQualityStep: 2, ...fields });

describe('Art. 166/167 under SII-2027 (DR 2026/269, note §2.3)', () => {
  it('r = 3 %, m = 30, down: 3 %·(1 − 0.53) − 0.41 % = 1.000 %; up 3 %·1.20 + 0.69 % = 4.29 %', () => {
    expect(shock(0.03, 30).down).toBeCloseTo(0.01, 12);
    expect(shock(0.03, 30).up).toBeCloseTo(0.0429, 12);
  });

  it('r(10) = 2.267 %: up 2.267 %×1.30 + 1.05 % = 3.9971 %, down 2.267 %×0.60 − 0.61 % = 0.7502 %', () => {
    expect(shock(0.02267, 10).up).toBeCloseTo(0.039971, 12);
    expect(shock(0.02267, 10).down).toBeCloseTo(0.007502, 12);
  });

  it('no 1-point minimum: r = 0.1 % at 10 years rises by 0.1 %·0.30 + 1.05 % = 1.08 points', () => {
    expect(shock(0.001, 10).up - 0.001).toBeCloseTo(0.0108, 12);
  });

  it('a negative rate is shocked: r = −0.5 % at 5 years, up −0.5 %·1.45 + 1.58 % = 0.855 %, down −0.5 %·0.60 − 0.71 % = −1.01 %', () => {
    expect(shock(-0.005, 5).up).toBeCloseTo(0.00855, 12);
    expect(shock(-0.005, 5).down).toBeCloseTo(-0.0101, 12);
  });

  it('the down floor by maturity: −1.25 % at 3 and 7 years, −1.0715 % at 13.5, −0.893 % at 20 and 30', () => {
    const floor = interpolator(ir.downFloor);
    // 13.5 years: −1.25 % + (−0.893 % + 1.25 %)·(13.5 − 7)/(20 − 7) = −1.25 % + 0.357 %·0.5
    const expected: [number, number][] = [
      [0.5, -0.0125],
      [3, -0.0125],
      [7, -0.0125],
      [13.5, -0.010715],
      [20, -0.00893],
      [30, -0.00893],
    ];
    for (const [t, f] of expected) {
      expect(interpolate(floor, t)).toBeCloseTo(f, 12);
      // r = −5 %: the shocked rate (−5 %·(1 − s) − b) lies below the floor, raised to it.
      expect(shock(-0.05, t).down).toBeCloseTo(f, 12);
      // The other reading leaves a rate below the floor where it is.
      expect(shock(-0.05, t, unmoved).down).toBe(-0.05);
    }
    // r = −1 % at 3 years: −1 %·0.56 − 0.83 % = −1.39 % → −1.25 % under both readings.
    expect(shock(-0.01, 3).down).toBeCloseTo(-0.0125, 12);
    expect(shock(-0.01, 3, unmoved).down).toBeCloseTo(-0.0125, 12);
  });

  it('the readings differ where the "down" formula would raise a negative rate: r = −0.5 % at 50', () => {
    // −0.5 %·(1 − 0.65) − 0.18 % = −0.355 % > −0.5 %: kept by raise_to_floor, not by leave_unmoved.
    expect(shock(-0.005, 50).down).toBeCloseTo(-0.00355, 12);
    expect(shock(-0.005, 50, unmoved).down).toBe(-0.005);
  });

  it('beyond 50 years: s to 20 % at 90, b to 0 at 60; under 1 year the 1-year values', () => {
    // 55 years: s_up = 21 % − 1 %·5/40 = 20.875 %, b_up = 0.73 %·(1 − 5/10) = 0.365 %
    //   r = 3 %: 3 %·1.20875 + 0.365 % = 3.99125 %
    expect(shock(0.03, 55).up).toBeCloseTo(0.0399125, 12);
    // 95 years: 3 %·1.20 = 3.6 %; down 3 %·0.80 = 2.4 %
    expect(shock(0.03, 95).up).toBeCloseTo(0.036, 12);
    expect(shock(0.03, 95).down).toBeCloseTo(0.024, 12);
    // 0.5 year: 3 %·1.61 + 2.14 % = 6.97 %; 3 %·0.42 − 1.16 % = 0.1 %
    expect(shock(0.03, 0.5).up).toBeCloseTo(0.0697, 12);
    expect(shock(0.03, 0.5).down).toBeCloseTo(0.001, 12);
  });

  it('in the engine: a USD bond of 1e6 at 30 years on a flat 3 % curve (no known FSP)', () => {
    // up: 1e6 × 30 × (4.29 % − 3 %) = 387,000; down: 1e6 × 30 × (1.000 % − 3 %) = −600,000
    const r = under(
      [bond({ cic: 'US21', currency: 'USD', marketValue: 1e6, modifiedDuration: 30 })],
      T27,
      {
        yieldCurves: { EUR: EUR_CURVE_2024, USD: flatCurve(0.03) },
      },
    );
    const usd = r.scenarios.interestRate.byCurrency.find((c) => c.currency === 'USD')!;
    expect(usd.up).toBeCloseTo(387_000, 6);
    expect(usd.down).toBeCloseTo(-600_000, 6);
    expect(r.scenarios.interestRate.method).toBe('SII-2027');
    expect(r.ruleSetId).toBe('SII-2027');
    const point = (k: string) => r.unverified.find((p) => p.key === k)!;
    expect(point('unknownFirstSmoothingPoint').affectsResult).toBe(true);
    expect(point('llfrCombination').affectsResult).toBe(false);
  });

  it('in the engine: EUR at 10 years, 1e6 × 10 × 1.7301 % = 173,010 up; isEIOPA2019 has no effect', () => {
    const lines = [bond({ cic: 'FR21', marketValue: 1e6, modifiedDuration: 10 })];
    const r = under(lines);
    expect(r.scenarios.interestRate.up).toBeCloseTo(173_010, 6);
    // down: 1e6 × 10 × (0.7502 % − 2.267 %) = −151,680
    expect(r.scenarios.interestRate.byCurrency[0]!.down).toBeCloseTo(-151_680, 6);
    const p = {
      ...REGULATORY_DEFAULT_PARAMETERS,
      interestRate: {
        ...REGULATORY_DEFAULT_PARAMETERS.interestRate,
        isEIOPA2019: true,
        minDeltaUp: 0.05,
      },
    };
    expect(under(lines, T27, { parameters: p }).scenarios.interestRate.up).toBeCloseTo(173_010, 6);
  });

  it('a maturity beyond the EUR FSP on a flat 3 % curve: 1e6 × 30 × (4.39320 % − 3 %) = 417,960.80', () => {
    // Hand computation in extrapolation.test.ts: r_up(30) = 1.03·e^0.0134356 − 1 = 4.3932027 %,
    // r_down(30) = 1.2392157 % → 1e6 × 30 × (1.2392157 % − 3 %) = −528,235.28
    const r = under([bond({ cic: 'FR21', marketValue: 1e6, modifiedDuration: 30 })], T27, {
      yieldCurves: { EUR: flatCurve(0.03) },
    });
    expect(r.scenarios.interestRate.up).toBeCloseTo(417_960.8, 1);
    expect(r.scenarios.interestRate.byCurrency[0]!.down).toBeCloseTo(-528_235.28, 1);
    const eur = r.scenarios.interestRate.extrapolated[0]!;
    expect([eur.currency, eur.firstSmoothingPoint, eur.alpha]).toEqual(['EUR', 20, 0.11]);
    const point = (k: string) => r.unverified.find((p) => p.key === k)!;
    expect(point('llfrCombination').affectsResult).toBe(true);
    expect(point('extrapolationFigures').affectsResult).toBe(true);
    expect(point('unknownFirstSmoothingPoint').affectsResult).toBe(false);
  });

  it('α phase-in (Directive 77a(2), TD Table 4): by valuation year, off by default', () => {
    expect(extrapolationAlpha(T27, 'EUR', null)).toBe(0.11);
    expect(extrapolationAlpha(T27, 'SEK', null)).toBe(0.4);
    expect(extrapolationAlpha(T27, 'EUR', 2029)).toBe(0.164);
    expect(extrapolationAlpha(T27, 'SEK', 2031)).toBe(0.46);
    expect(extrapolationAlpha(T27, 'EUR', 2040)).toBe(0.11);
    const lines = [bond({ cic: 'FR21', marketValue: 1e6, modifiedDuration: 30 })];
    const phased = under(lines, T27, { valuationDate: '2027-03-31' }, { alphaPhaseIn: true });
    expect(phased.scenarios.interestRate.extrapolated[0]!.alpha).toBe(0.2);
  });

  it('the « Impact 2027 » curves: the same shocks as the engine, at whole maturities', () => {
    const args = {
      curve: flatCurve(0.03),
      currency: 'EUR',
      parameters: REGULATORY_DEFAULT_PARAMETERS.interestRate,
      maxMaturity: 60,
    };
    const c27 = shockedCurves({ ...args, tables: T27 });
    expect(c27.maturities).toHaveLength(60);
    expect(c27.firstSmoothingPoint).toBe(20);
    expect(c27.method).toBe('SII-2027');
    expect(c27.up[9]).toBeCloseTo(0.03 * 1.3 + 0.0105, 12); // 10 years: 4.95 %
    expect(c27.up[29]).toBeCloseTo(0.0439320267, 9); // 30 years, beyond the FSP
    expect(c27.down[29]).toBeCloseTo(0.0123921572, 9);
    const c16 = shockedCurves({ ...args, tables: T16 });
    // SII-2016 at 10 years: 3 % + max(3 %·0.42, 1 %) = 4.26 %; down 3 %·(1 − 0.31) = 2.07 %
    expect(c16.up[9]).toBeCloseTo(0.0426, 12);
    expect(c16.down[9]).toBeCloseTo(0.0207, 12);
    expect(c16.firstSmoothingPoint).toBeNull();
  });
});

describe('Art. 164 under SII-2027: B for interest/spread, A for equity and property', () => {
  const sub = (o: Partial<Record<'interestRate' | 'equity' | 'spread', number>>) => ({
    interestRate: 0,
    equity: 0,
    property: 0,
    spread: 0,
    concentration: 0,
    currency: 0,
    ...o,
  });
  it('down binds: interest 300, spread 400 → √(300² + 400² + 2·0.25·300·400) = √310,000 = 556.78', () => {
    const s = sub({ interestRate: 300, spread: 400 });
    expect(aggregateMarket(s, false, T27).scr).toBeCloseTo(Math.sqrt(310_000), 9);
    expect(aggregateMarket(s, false, T27).b).toBe(0.25);
    // SII-2016: √(90,000 + 160,000 + 2·0.5·120,000) = √370,000 = 608.28
    expect(aggregateMarket(s, false, T16).scr).toBeCloseTo(Math.sqrt(370_000), 9);
    // up binds: B = 0 under both, √250,000 = 500
    expect(aggregateMarket(s, true, T27).scr).toBeCloseTo(500, 9);
  });

  it('equity keeps A = 0.5 when down binds: √(300² + 400² + 2·0.5·300·400) = √370,000', () => {
    const s = sub({ interestRate: 300, equity: 400 });
    expect(aggregateMarket(s, false, T27).scr).toBeCloseTo(Math.sqrt(370_000), 9);
    expect(aggregateMarket(s, false, T27).a).toBe(0.5);
  });
});

describe('Art. 172(4): the symmetric adjustment within the rule set’s corridor', () => {
  const equity = diversified(1e6, 10, { cic: 'DE31', listedEeaOecd: true }, 'EQ');
  it('SA 12 %: kept under SII-2027 (±13 %), cut to 10 % under SII-2016 with a warning', () => {
    const r27 = under(equity, T27, { symmetricAdjustment: 0.12 });
    expect(r27.scenarios.equity.symmetricAdjustment).toBe(0.12);
    // type 1: 1e6 × (39 % + 12 %) = 510,000
    expect(r27.scenarios.equity.type1).toBeCloseTo(510_000, 6);
    expect(r27.warnings.join()).not.toContain('corridor');
    const r16 = under(equity, T16, { symmetricAdjustment: 0.12 });
    expect(r16.scenarios.equity.symmetricAdjustment).toBe(0.1);
    expect(r16.scenarios.equity.type1).toBeCloseTo(490_000, 6); // 1e6 × 49 %
    expect(r16.warnings.join()).toContain('corridor');
  });

  it('SA −15 % under SII-2027 → −13 %: 1e6 × (39 % − 13 %) = 260,000', () => {
    const r = under(equity, T27, { symmetricAdjustment: -0.15 });
    expect(r.scenarios.equity.symmetricAdjustment).toBe(-0.13);
    expect(r.scenarios.equity.type1).toBeCloseTo(260_000, 6);
    expect(r.warnings.join()).toContain('corridor');
  });
});

describe('Art. 176(1) under SII-2027: defaulted and forborne loans out of spread risk', () => {
  // Unrated loan, duration 5: Art. 176(4) 3 % × 5 = 15 % → 1e6 × 15 % = 150,000 under SII-2016.
  const loan = line({
    cic: 'XT81',
    marketValue: 1e6,
    modifiedDuration: 5,
    isDefaultedOrForborne: true,
  });
  it('the loan is out of spread under SII-2027, in it under SII-2016', () => {
    const r27 = under([loan]);
    expect(r27.submodules.spread).toBe(0);
    expect(r27.lines.spreadClass[0]).toBe(SPREAD_CLASS.defaultedExcluded);
    const r16 = under([loan], T16);
    expect(r16.submodules.spread).toBeCloseTo(150_000, 6);
    expect(r16.lines.spreadClass[0]).toBe(SPREAD_CLASS.unrated);
  });

  it('a bond so marked stays in spread, with a warning (the text names loans)', () => {
    // Unrated bond, duration 5: 15 % of 1e6.
    const b = line({
      cic: 'FR21',
      marketValue: 1e6,
      modifiedDuration: 5,
      isDefaultedOrForborne: true,
    });
    const r = under([b]);
    expect(r.submodules.spread).toBeCloseTo(150_000, 6);
    expect(r.warnings.join()).toContain('défaut');
  });
});

describe('SII-2016 through ruleSetTables: today’s results; the unverified list by perimeter', () => {
  it('ruleSetTables(SII-2016) gives exactly the default run on a synthetic perimeter', () => {
    const input = {
      ...inputOf([]),
      lines: syntheticColumns(3000, 7),
      yieldCurves: { EUR: EUR_CURVE_2024, USD: flatCurve(0.04), GBP: flatCurve(0.035) },
    };
    const byDefault = computeMarketScr(input);
    const explicit = computeMarketScr({ ...input, tables: T16 });
    expect(explicit).toEqual(byDefault);
    expect(explicit.unverified).toEqual([]);
    expect(explicit.scenarios.interestRate.method).toBe('SII-2016');
    expect(explicit.scenarios.interestRate.extrapolated).toEqual([]);
  });

  it('securitisation points only with securitisation lines; every point of the set listed', () => {
    const plain = under([bond({ cic: 'FR21', marketValue: 1e6, modifiedDuration: 5 })]);
    expect(plain.unverified.map((p) => p.key)).toEqual(T27.unverified.map((p) => p.key));
    const point = (r: typeof plain, k: string) => r.unverified.find((p) => p.key === k)!;
    expect(point(plain, 'securitisation').affectsResult).toBe(false);
    expect(point(plain, 'concentration').affectsResult).toBe(true);
    expect(point(plain, 'correctingAct').affectsResult).toBe(true);
    const sec = under([
      bond({
        cic: 'XL51',
        marketValue: 1e6,
        modifiedDuration: 3,
        securitisationType: 'senior_sts',
      }),
    ]);
    expect(point(sec, 'securitisation').affectsResult).toBe(true);
  });
});
