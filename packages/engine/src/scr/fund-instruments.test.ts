import { describe, expect, it } from 'vitest';
import { EMPTY_CLIENT_LISTS, REGULATORY_DEFAULT_PARAMETERS } from '@prisme/domain';
import type { ScrParameters } from '@prisme/domain';
import { lookThrough } from '../lookthrough/lookthrough';
import { Book, isin } from '../lookthrough/test-fixtures';
import type { InstrumentAttributes } from '../lookthrough/types';
import { computeMarketScr } from './compute';
import { EUR_CURVE_2024 } from './fixtures';
import { scrColumnsOfLookThrough } from './from-look-through';
import { CONCENTRATION_CLASS, EQUITY_CLASS, SPREAD_CLASS } from './reasons';

/**
 * Issue 35 §B.7-§B.9: lines of a fund's TPT file, built by hand as the server reads them
 * (engine-input.ts fromStatement), looked through and charged. The portfolio holds the
 * fund FUND for 1,000,000; EUR curve of reference §9.1, SA = +1.5 %.
 */
const FUND = isin('LU000000001');
const LINE = isin('FR000012027');
const PAYABLE = 'FRAIS-A-PAYER';

function scrOf(
  tptLine: Partial<InstrumentAttributes> & { cic: string },
  options: { weight?: number; payable?: number; priority?: string } = {},
) {
  const { cic, ...attributes } = tptLine;
  const book = new Book()
    .add(FUND, 'LU42', { isFund: true })
    .add(LINE, cic, { issuerCode: 'EMETTEUR-X', ...attributes })
    .hold(FUND, 1_000_000);
  const lines: [string, number][] = [[LINE, options.weight ?? 1]];
  if (options.payable !== undefined) {
    book.add(PAYABLE, 'XT79', { issuerCode: 'DEPOSITAIRE', creditQualityStep: 2 });
    lines.push([PAYABLE, options.payable]);
  }
  const input = book.compose(FUND, '2024-12-31', lines).input();
  const parameters: ScrParameters = {
    ...REGULATORY_DEFAULT_PARAMETERS,
    interestRate: {
      ...REGULATORY_DEFAULT_PARAMETERS.interestRate,
      modifiedDurationPriority: options.priority ?? 'MATURITY',
    },
  };
  const columns = scrColumnsOfLookThrough(lookThrough(input), input);
  const result = computeMarketScr({
    lines: columns,
    parameters,
    clientLists: EMPTY_CLIENT_LISTS,
    yieldCurves: { EUR: EUR_CURVE_2024 },
    eiopa: { symmetricAdjustment: 0.015 },
  });
  const indexOf = (code: string) => columns.dict.codes.indexOf(code);
  const lineOf = (code: string) => columns.code.indexOf(indexOf(code));
  return { ...result, lineOf };
}

/** A CQS 2 corporate bond: 8 years to maturity, callable in 3 (TPT 90, 91). */
const callable = {
  cic: 'FR21',
  creditQualityStep: 2,
  modifiedDuration: 8,
  modifiedDurationToCall: 3,
};

describe('Duration priority (modifiedDurationPriority, TPT 90, 91, 144)', () => {
  // Art. 166(1): Δr = max(r(t)·s_up(t), 1 %); Art. 176(3) CQS 2: 1.4 %·dur up to 5 years,
  // 7.0 % + 0.7 %·(dur − 5) up to 10.
  it('charges the duration to maturity under MATURITY', () => {
    const r = scrOf(callable, { priority: 'MATURITY' });
    // r(8) = 2.222 %, s_up(8) = 47 %: 1,000,000 × 8 × 1.04434 % = 83,547.20.
    expect(r.submodules.interestRate).toBeCloseTo(83_547.2, 2);
    // 7.0 % + 0.7 % × 3 = 9.1 %.
    expect(r.submodules.spread).toBeCloseTo(91_000, 2);
  });

  it('charges the duration to the next call under CALL', () => {
    const r = scrOf(callable, { priority: 'CALL' });
    // r(3) = 2.093 %, s_up(3) = 64 %: 1,000,000 × 3 × 1.33952 % = 40,185.60.
    expect(r.submodules.interestRate).toBeCloseTo(40_185.6, 2);
    expect(r.submodules.spread).toBeCloseTo(42_000, 2); // 1.4 % × 3
  });

  it('charges the expected maturity’s duration and credit sensitivity under EXPECTED (V7)', () => {
    const r = scrOf(
      { ...callable, modifiedDurationExpected: 5, creditSensitivityExpected: 6 },
      { priority: 'EXPECTED' },
    );
    // r(5) = 2.142 %, s_up(5) = 55 %: 1,000,000 × 5 × 1.1781 % = 58,905.
    expect(r.submodules.interestRate).toBeCloseTo(58_905, 2);
    expect(r.submodules.spread).toBeCloseTo(77_000, 2); // 7.0 % + 0.7 % × 1, field 145
  });

  it('falls back on the next source when the preferred one is missing', () => {
    // CALL without field 91: the duration to maturity, then nothing else is needed.
    const r = scrOf({ ...callable, modifiedDurationToCall: null }, { priority: 'CALL' });
    expect(r.submodules.interestRate).toBeCloseTo(83_547.2, 2);
    expect(r.submodules.spread).toBeCloseTo(91_000, 2);
    // EXPECTED without 144/145 (a V5 file): maturity comes before call in its order.
    const v5 = scrOf(callable, { priority: 'EXPECTED' });
    expect(v5.submodules.interestRate).toBeCloseTo(83_547.2, 2);
    // MATURITY without field 90: the duration to call (the last in its order).
    const noMaturity = scrOf({ ...callable, modifiedDuration: null }, { priority: 'MATURITY' });
    expect(noMaturity.submodules.interestRate).toBeCloseTo(40_185.6, 2);
  });
});

/** A CQS 2 convertible (CIC 22), duration 4, delta 0.4 (TPT 93). */
const convertible = { cic: 'FR22', creditQualityStep: 2, modifiedDuration: 4, delta: 0.4 };

describe('Convertibles: bond part and conversion option (TPT 93)', () => {
  it('keeps the bond part in interest and spread and charges δ × value at the type 1 shock', () => {
    const r = scrOf({ ...convertible, underlyingListedEeaOecd: true });
    // r(4) = 2.12 %, s_up(4) = 59 %: 1,000,000 × 4 × 1.2508 % = 50,032.
    expect(r.submodules.interestRate).toBeCloseTo(50_032, 2);
    expect(r.submodules.spread).toBeCloseTo(56_000, 2); // 1.4 % × 4
    // Art. 169(1)(c): (39 % + 1.5 %) × 0.4 × 1,000,000 = 162,000.
    expect(r.submodules.equity).toBeCloseTo(162_000, 2);
    expect(r.lines.equityClass[r.lineOf(LINE)]).toBe(EQUITY_CLASS.convertible1);
  });

  it('takes the type 2 shock when the underlying is not listed in the EEA or the OECD', () => {
    const r = scrOf({ ...convertible, underlyingListedEeaOecd: false });
    // Art. 169(2)(c): (49 % + 1.5 %) × 0.4 × 1,000,000 = 202,000.
    expect(r.submodules.equity).toBeCloseTo(202_000, 2);
    expect(r.lines.equityClass[r.lineOf(LINE)]).toBe(EQUITY_CLASS.convertible2);
  });

  it('treats an equity-risk structured note (CIC 51) alike', () => {
    const r = scrOf({ ...convertible, cic: 'XL51', underlyingListedEeaOecd: true });
    expect(r.submodules.equity).toBeCloseTo(162_000, 2);
  });

  it('warns, and charges no option, when the delta is missing', () => {
    const r = scrOf({ ...convertible, delta: null, underlyingListedEeaOecd: true });
    expect(r.submodules.equity).toBe(0);
    expect(r.submodules.spread).toBeCloseTo(56_000, 2);
    expect(r.warnings.join()).toContain('Convertibles sans delta');
  });
});

describe('Payables and accruals inside funds (negative CIC 7x and 8x, TPT 131 « L »)', () => {
  // The fund: the bond for 102 % of its NAV and accrued fees payable (XT79) for −2 %.
  const bond = { cic: 'FR21', creditQualityStep: 2, modifiedDuration: 5 };

  it('charges no spread on the payable: 7.0 % of the bond alone', () => {
    const r = scrOf(bond, { weight: 1.02, payable: -0.02 });
    expect(r.submodules.spread).toBeCloseTo(1_020_000 * 0.07, 2);
    expect(r.lines.spreadClass[r.lineOf(PAYABLE)]).toBe(SPREAD_CLASS.none);
  });

  it('keeps the payable out of the concentration base and names', () => {
    const r = scrOf(bond, { weight: 1.02, payable: -0.02 });
    expect(r.lines.concentrationClass[r.lineOf(PAYABLE)]).toBe(CONCENTRATION_CLASS.out);
    // Art. 182-186: assets 1,020,000, CT 3 % (CQS 2) = 30,600; XS = 989,400; g = 21 %.
    expect(r.submodules.concentration).toBeCloseTo(989_400 * 0.21, 2);
    // The valuation stays the fund's net value held.
    expect(r.globalMarketValuation).toBeCloseTo(1_000_000, 6);
  });

  it('treats a line the manager states a liability (131 « L ») so, whatever its CIC', () => {
    const r = scrOf({ ...bond, statedLiability: true }, { weight: 1 });
    expect(r.submodules.spread).toBe(0);
    expect(r.submodules.concentration).toBe(0);
  });

  it('keeps a positive deposit of the fund (a receivable or a real deposit) in spread', () => {
    const r = scrOf(bond, { weight: 0.98, payable: 0.02 });
    expect(r.lines.spreadClass[r.lineOf(PAYABLE)]).not.toBe(SPREAD_CLASS.none);
  });
});
