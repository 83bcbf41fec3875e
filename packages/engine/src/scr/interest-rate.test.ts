import { describe, expect, it } from 'vitest';
import {
  REGULATORY_DEFAULT_PARAMETERS,
  ruleSetTables,
  SCR_REGULATORY_TABLES,
} from '@prisme/domain';
import type { ScrParameters } from '@prisme/domain';
import { computeMarketScr } from './compute';
import { interpolate, interpolator, rule2016, rule2019 } from './curve';
import { EUR_CURVE_2024, flatCurve, inputOf, line } from './fixtures';
import { IR_CLASS } from './reasons';

const t16 = SCR_REGULATORY_TABLES.interestRate2016;
const t19 = SCR_REGULATORY_TABLES.interestRate2019;
const up16 = interpolator(t16.up);
const down16 = interpolator(t16.down);
const old = rule2016(up16, down16, 0.01, 0);
const amended = rule2019(
  interpolator(t19.sUp),
  interpolator(t19.bUp),
  interpolator(t19.sDown),
  interpolator(t19.bDown),
  t19.downFloor,
);
const out = { up: 0, down: 0 };
const withIr = (ir: Partial<ScrParameters['interestRate']>): ScrParameters => ({
  ...REGULATORY_DEFAULT_PARAMETERS,
  interestRate: { ...REGULATORY_DEFAULT_PARAMETERS.interestRate, ...ir },
});
const bond = (fields: Parameters<typeof line>[0]) =>
  line({ issuerGroupCode: 'ISS', creditQualityStep: 2, ...fields });
const irOf = (lines: Parameters<typeof inputOf>[0], o?: Parameters<typeof inputOf>[1]) =>
  computeMarketScr(inputOf(lines, o));

describe('Art. 166-167 shock factors (reference §2.2)', () => {
  it('derived factors between 20 and 90 years match the table of §2.2', () => {
    const expected: [number, number, number][] = [
      [25, 0.25571, 0.28357],
      [30, 0.25143, 0.27714],
      [40, 0.24286, 0.26429],
      [50, 0.23429, 0.25143],
      [60, 0.22571, 0.23857],
      [70, 0.21714, 0.22571],
      [80, 0.20857, 0.21286],
    ];
    for (const [t, u, d] of expected) {
      expect(interpolate(up16, t)).toBeCloseTo(u, 5);
      expect(interpolate(down16, t)).toBeCloseTo(d, 5);
    }
  });

  it('70 % / 75 % below one year, 20 % beyond 90 years, table values at integer points', () => {
    expect(interpolate(up16, 0.25)).toBe(0.7);
    expect(interpolate(down16, 0.25)).toBe(0.75);
    expect(interpolate(up16, 120)).toBe(0.2);
    expect(interpolate(down16, 95)).toBe(0.2);
    expect(interpolate(up16, 7)).toBe(0.49);
    expect(interpolate(down16, 16)).toBe(0.28);
    expect(interpolate(up16, 7.5)).toBeCloseTo(0.48, 12);
  });

  it('unit vector: up at t = 25, r = 2.296 % rises by the 1-point minimum', () => {
    old.shock(0.02296, 25, out);
    expect(out.up - 0.02296).toBeCloseTo(0.01, 12);
  });

  it('unit vector: down at t = 0.5, r = 2.0 % gives 0.50 %', () => {
    old.shock(0.02, 0.5, out);
    expect(out.down).toBeCloseTo(0.005, 12);
  });

  it('unit vector: down with r = −0.2 % leaves the rate unchanged; up rises exactly 1 point', () => {
    old.shock(-0.002, 10, out);
    expect(out.down).toBe(-0.002);
    expect(out.up).toBeCloseTo(0.008, 12);
  });

  it('§2.3 illustration at r(10) = 2.267 %: old 3.267 % / 1.5642 %, amended 3.9971 % / 0.7502 %', () => {
    old.shock(0.02267, 10, out);
    expect(out.up).toBeCloseTo(0.03267, 10);
    expect(out.down).toBeCloseTo(0.0156423, 10);
    amended.shock(0.02267, 10, out);
    expect(out.up).toBeCloseTo(0.039971, 10);
    expect(out.down).toBeCloseTo(0.007502, 10);
  });

  it('amended down shock is bounded at −1.25 % and never raises a rate (§15.5)', () => {
    amended.shock(-0.005, 10, out); // −0.5 % × 0.60 − 0.61 % = −0.91 %: above the bound
    expect(out.down).toBeCloseTo(-0.0091, 12);
    amended.shock(-0.012, 10, out); // −1.2 % × 0.60 − 0.61 % = −1.33 %: bounded
    expect(out.down).toBeCloseTo(-0.0125, 12);
    amended.shock(-0.02, 10, out);
    expect(out.down).toBe(-0.02);
  });
});

describe('Interest-rate submodule on lines (Art. 165, reference §2.5)', () => {
  it('modifiedDurationPriority picks the duration source: maturity, expected, call', () => {
    const l = () => [
      bond({
        cic: 'FR21',
        marketValue: 1e6,
        modifiedDuration: 5,
        modifiedDurationExpected: 3,
        modifiedDurationToCall: 2,
      }),
    ];
    // t = 5: 1e6 × 5 × max(0.55 × 2.142 %, 1 %); t = 3: × 3 × 0.64 × 2.093 %; t = 2: × 2 × 0.70 × 2.093 %
    expect(
      irOf(l(), { parameters: withIr({ modifiedDurationPriority: 'MATURITY' }) }).submodules
        .interestRate,
    ).toBeCloseTo(58_905, 6);
    expect(
      irOf(l(), { parameters: withIr({ modifiedDurationPriority: 'EXPECTED' }) }).submodules
        .interestRate,
    ).toBeCloseTo(40_185.6, 6);
    expect(
      irOf(l(), { parameters: withIr({ modifiedDurationPriority: 'CALL' }) }).submodules
        .interestRate,
    ).toBeCloseTo(29_302, 6);
    expect(
      irOf(l(), { parameters: withIr({ modifiedDurationPriority: '' }) }).submodules.interestRate,
    ).toBeCloseTo(58_905, 6);
  });

  it('a duration missing at one source falls back to the next one', () => {
    const r = irOf([bond({ cic: 'FR21', marketValue: 1e6, modifiedDurationExpected: 3 })]);
    expect(r.submodules.interestRate).toBeCloseTo(40_185.6, 6);
  });

  it('loans and cash without duration take loanDefaultSensi and cashDefaultSensi', () => {
    const p = withIr({ loanDefaultSensi: 2, cashDefaultSensi: 1 });
    const loan = irOf([line({ cic: 'XL81', marketValue: 1e6, issuerCode: 'B' })], {
      parameters: p,
    });
    expect(loan.lines.interestRateClass[0]).toBe(IR_CLASS.loanDefault);
    expect(loan.submodules.interestRate).toBeCloseTo(29_302, 6);
    const deposit = irOf([line({ cic: 'XT73', marketValue: 1e6, issuerCode: 'BANK' })], {
      parameters: p,
    });
    expect(deposit.lines.interestRateClass[0]).toBe(IR_CLASS.cashDefault);
    expect(deposit.submodules.interestRate).toBeCloseTo(15_652, 6); // 1e6 × 1 × 0.70 × 2.236 %
  });

  it('cash on demand (x71, x72) ignores a duration; a term deposit (x73) is shocked by it', () => {
    const current = line({
      cic: 'XT72',
      marketValue: 1e6,
      issuerCode: 'BANK',
      modifiedDuration: 1,
    });
    const r = irOf([current]);
    expect(r.lines.interestRateClass[0]).toBe(IR_CLASS.cashOnDemand);
    expect(r.submodules.interestRate).toBe(0);
    const notes = irOf([line({ cic: 'XT71', marketValue: 1e6, modifiedDuration: 4 })]);
    expect(notes.submodules.interestRate).toBe(0);
    // The user's cash sensitivity still applies to it: 1e6 × 1 × 0.70 × 2.236 %.
    const sensitive = irOf([current], { parameters: withIr({ cashDefaultSensi: 1 }) });
    expect(sensitive.submodules.interestRate).toBeCloseTo(15_652, 6);
    const term = irOf([
      line({ cic: 'XT73', marketValue: 1e6, issuerCode: 'BANK', modifiedDuration: 1 }),
    ]);
    expect(term.lines.interestRateClass[0]).toBe(IR_CLASS.duration);
    expect(term.submodules.interestRate).toBeCloseTo(15_652, 6);
  });

  it('a bond without any duration is flagged and not rate-sensitive', () => {
    const r = irOf([bond({ cic: 'FR21', marketValue: 1e6 })]);
    expect(r.lines.interestRateClass[0]).toBe(IR_CLASS.noDuration);
    expect(r.submodules.interestRate).toBe(0);
    expect(r.warnings.join()).toContain('sans duration');
  });

  it('equities and property are not revalued for interest rate', () => {
    const r = irOf([
      line({ cic: 'DE31', marketValue: 1e6, modifiedDuration: 5 }),
      line({ cic: 'XT91', marketValue: 1e6, modifiedDuration: 5 }),
    ]);
    expect(r.submodules.interestRate).toBe(0);
  });

  it('minDeltaUp is the minimum rise: 2 points give 1e6 × 5 × 2 %', () => {
    const r = irOf([bond({ cic: 'FR21', marketValue: 1e6, modifiedDuration: 5 })], {
      parameters: withIr({ minDeltaUp: 0.02 }),
    });
    expect(r.submodules.interestRate).toBeCloseTo(100_000, 6);
  });

  it('inflation-linked lines take nominalYieldRealYieldCorrelation of the shock', () => {
    const r = irOf(
      [bond({ cic: 'FR21', marketValue: 1e6, modifiedDuration: 5, isInflationLinked: true })],
      {
        parameters: withIr({ nominalYieldRealYieldCorrelation: 0.5 }),
      },
    );
    expect(r.submodules.interestRate).toBeCloseTo(58_905 / 2, 6);
  });

  it('DURATION_CONVEXITY adds ½·V·C·Δr²', () => {
    const r = irOf([bond({ cic: 'FR21', marketValue: 1e6, modifiedDuration: 5, convexity: 30 })], {
      parameters: withIr({ computeMethod: 'DURATION_CONVEXITY' }),
    });
    expect(r.submodules.interestRate).toBeCloseTo(
      1e6 * (5 * 0.011781 - 0.5 * 30 * 0.011781 ** 2),
      6,
    );
  });

  it('isEIOPA2019: r(1+s)+b at 10 years, 1e6 × 10 × 1.7301 %', () => {
    const r = irOf([bond({ cic: 'FR21', marketValue: 1e6, modifiedDuration: 10 })], {
      parameters: withIr({ isEIOPA2019: true }),
    });
    expect(r.scenarios.interestRate.up).toBeCloseTo(173_010, 6);
    expect(r.scenarios.interestRate.byCurrency[0]!.down).toBeCloseTo(-151_680, 6);
    expect(r.scenarios.interestRate.method).toBe('EIOPA-2019');
  });

  it('each currency is floored before the sum unless the option says otherwise (§2.1)', () => {
    const lines = [
      bond({ cic: 'FR21', marketValue: 1e6, modifiedDuration: 5 }),
      line({ cic: '', marketValue: -1e6, currency: 'USD', isLiability: true, modifiedDuration: 5 }),
    ];
    const curves = { EUR: EUR_CURVE_2024, USD: flatCurve(0.04) };
    const floored = irOf(lines, { yieldCurves: curves });
    // EUR bond: up loses 58,905, down gains 49,266; USD liability (4 %): up gains 110,000
    // (Δr = 2.2 %), down loses 92,000 (Δr = −1.84 %).
    expect(floored.scenarios.interestRate.up).toBeCloseTo(58_905, 6);
    expect(floored.scenarios.interestRate.down).toBeCloseTo(92_000, 6);
    const input = inputOf(lines, { yieldCurves: curves });
    input.options = { floorInterestRatePerCurrency: false };
    expect(computeMarketScr(input).scenarios.interestRate.up).toBe(0);
    expect(computeMarketScr(input).scenarios.interestRate.down).toBeCloseTo(42_734, 6);
  });

  it('a currency without its own curve uses the reference currency curve, with a warning', () => {
    const r = irOf([bond({ cic: 'GB21', marketValue: 1e6, modifiedDuration: 5, currency: 'GBP' })]);
    expect(r.submodules.interestRate).toBeCloseTo(58_905, 6);
    expect(r.warnings.join()).toContain('GBP');
  });

  it('Art. 164 A switch: assets only → up binds, A = 0; a long liability → down binds, A = 0.5', () => {
    const asset = bond({ cic: 'FR21', marketValue: 1e6, modifiedDuration: 5 });
    expect(irOf([asset]).correlationA).toBe(0);
    const liability = line({
      cic: '',
      marketValue: -1e6,
      isLiability: true,
      isZeroCoupon: true,
      maturity: 20,
    });
    const r = irOf([asset, liability]);
    expect(r.scenarios.interestRate.binding).toBe('down');
    expect([r.correlationA, r.correlationB]).toEqual([0.5, 0.5]);
    // SII-2027 (Art. 164, note §2.1): A stays 0.5, B (interest/spread) is 0.25.
    const r27 = computeMarketScr({
      ...inputOf([asset, liability]),
      tables: ruleSetTables('SII-2027'),
    });
    expect(r27.scenarios.interestRate.binding).toBe('down');
    expect([r27.correlationA, r27.correlationB]).toEqual([0.5, 0.25]);
  });

  it('A = 0 when nothing is rate-sensitive (tie at 0, §15.6)', () => {
    const r = irOf([line({ cic: 'DE31', marketValue: 1e6, listedEeaOecd: true })]);
    expect(r.scenarios.interestRate.tie).toBe(true);
    expect(r.correlationA).toBe(0);
  });
});
