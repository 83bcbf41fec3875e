import { describe, expect, it } from 'vitest';
import { ruleSetTables, SCR_REGULATORY_TABLES } from '@prisme/domain';
import { aggregateMarket } from './aggregation';
import { computeMarketScr } from './compute';
import { symmetricAdjustment } from './equity';
import { diversified, EUR_CURVE_2024, flatCurve, inputOf, line } from './fixtures';
import type { ScrResult } from './compute';
import type { ScrInput } from './types';

/** Reference §11: "Use a tolerance of 0.01 EUR on final figures." */
const euro = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected), `${actual} ≠ ${expected}`).toBeLessThanOrEqual(0.01);

const sum = (a: Float64Array) => a.reduce((s, v) => s + v, 0);

function expectEulerSums(r: ScrResult) {
  euro(sum(r.lines.contribution), r.globalSCRMarketResult);
  euro(
    r.byPortfolio.reduce((s, g) => s + g.contribution, 0),
    r.globalSCRMarketResult,
  );
  for (const key of Object.keys(r.submodules) as (keyof ScrResult['submodules'])[])
    euro(
      r.byCicCategory.reduce((s, g) => s + g.bySubmodule[key], 0),
      r.submodules[key],
    );
}

/** Each example run by default and with ruleSetTables('SII-2016'): today's results, exactly. */
const examples: { name: string; byDefault: ScrResult; explicit: ScrResult }[] = [];
function run(input: ScrInput): ScrResult {
  const byDefault = computeMarketScr(input);
  const explicit = computeMarketScr({ ...input, tables: ruleSetTables('SII-2016') });
  examples.push({ name: `exemple ${examples.length + 1}`, byDefault, explicit });
  return byDefault;
}

describe('§11 example 1: five-line asset portfolio, interest rate up binds', () => {
  const lines = [
    line({
      cic: 'DE31',
      marketValue: 1_000_000,
      issuerGroupCode: 'X',
      creditQualityStep: 2,
      listedEeaOecd: true,
    }),
    line({ cic: 'XL31', marketValue: 500_000, issuerGroupCode: 'Y', equityType: 'type2' }),
    line({ cic: 'XT91', marketValue: 800_000, code: 'FRANKFURT-OFFICE' }),
    line({
      cic: 'FR21',
      marketValue: 2_000_000,
      issuerGroupCode: 'Z',
      creditQualityStep: 2,
      modifiedDuration: 5,
    }),
  ];
  const r = run(inputOf(lines));

  it('interest rate: up 117,810.00 by r(5) = 2.142 %, down is a gain, A = 0', () => {
    euro(r.scenarios.interestRate.up, 117_810);
    euro(r.scenarios.interestRate.down, 0);
    expect(r.scenarios.interestRate.byCurrency[0]!.down).toBeCloseTo(-98_532, 6);
    euro(r.submodules.interestRate, 117_810);
    expect(r.scenarios.interestRate.binding).toBe('up');
    expect(r.correlationA).toBe(0);
  });

  it('equity 617,393.72 from type 1 405,000 and type 2 252,500', () => {
    euro(r.scenarios.equity.type1, 405_000);
    euro(r.scenarios.equity.type2, 252_500);
    euro(r.submodules.equity, 617_393.72);
  });

  it('property 200,000, spread 140,000, currency 0', () => {
    euro(r.submodules.property, 200_000);
    euro(r.submodules.spread, 140_000);
    expect(r.submodules.currency).toBe(0);
  });

  it('concentration 539,328.88 over a base of 4,300,000', () => {
    euro(r.scenarios.concentration.assets, 4_300_000);
    const charges = Object.fromEntries(
      r.scenarios.concentration.names.map((n) => [n.name, n.charge]),
    );
    euro(charges['X']!, 182_910);
    euro(charges['Y']!, 317_915);
    euro(charges['Immeuble FRANKFURT-OFFICE']!, 44_400);
    euro(charges['Z']!, 392_910);
    euro(r.submodules.concentration, 539_328.88);
  });

  it('market SCR 1,043,264.41, undiversified 1,614,532.60, diversification 571,268.19', () => {
    euro(r.globalSCRMarketResult, 1_043_264.41);
    euro(r.undiversified, 1_614_532.6);
    euro(r.diversification, 571_268.19);
    euro(r.globalMarketValuation, 4_300_000);
    expectEulerSums(r);
  });
});

describe('§11 example 2: fund on look-through, USD government bond, currency risk', () => {
  const lines = [
    ...diversified(600_000, 30, { cic: 'DE31', listedEeaOecd: true, equityType: 'type1' }, 'EQ'),
    ...diversified(400_000, 20, { cic: 'FR21', creditQualityStep: 3, modifiedDuration: 4 }, 'BD'),
    line({
      cic: 'US11',
      marketValue: 1_000_000,
      currency: 'USD',
      country: 'US',
      isGovernment: true,
      issuerGroupCode: 'US-TREASURY',
      creditQualityStep: 1,
      modifiedDuration: 7,
    }),
  ];
  const r = run(inputOf(lines, { yieldCurves: { EUR: EUR_CURVE_2024, USD: flatCurve(0.04) } }));

  it('interest rate up: EUR 20,012.80 + USD 137,200.00 = 157,212.80, A = 0', () => {
    const byCurrency = Object.fromEntries(
      r.scenarios.interestRate.byCurrency.map((c) => [c.currency, c]),
    );
    euro(byCurrency['EUR']!.up, 20_012.8);
    euro(byCurrency['USD']!.up, 137_200);
    euro(r.submodules.interestRate, 157_212.8);
    euro(r.scenarios.interestRate.down, 0);
    expect(r.correlationA).toBe(0);
  });

  it('equity 243,000, spread 40,000 (US Treasury 0 % under Art. 180(3)), concentration 0', () => {
    euro(r.submodules.equity, 243_000);
    euro(r.submodules.spread, 40_000);
    expect(r.submodules.concentration).toBe(0);
  });

  it('currency: USD falls 25 %, 250,000', () => {
    euro(r.submodules.currency, 250_000);
    expect(r.scenarios.currency[0]).toMatchObject({ currency: 'USD', binding: 'down', up: 0 });
  });

  it('market SCR 466,338.36, undiversified 690,212.80', () => {
    euro(r.globalSCRMarketResult, 466_338.36);
    euro(r.undiversified, 690_212.8);
    expectEulerSums(r);
  });
});

describe('§11 example 3: liabilities, down binds (A = 0.5), covered bond, DKK peg, unrated loan', () => {
  const liability = 3_000_000 / Math.pow(1.02259, 20);
  const bond = 2_000_000 / Math.pow(1.02267, 10);
  const sa = symmetricAdjustment(110, 100, 0.1);
  const lines = [
    line({ cic: '', marketValue: -liability, isLiability: true, isZeroCoupon: true, maturity: 20 }),
    line({
      cic: 'FR11',
      marketValue: bond,
      country: 'FR',
      isGovernment: true,
      issuerGroupCode: 'FRANCE',
      creditQualityStep: 1,
      isZeroCoupon: true,
      maturity: 10,
    }),
    line({
      cic: 'DK27',
      marketValue: 500_000,
      currency: 'DKK',
      country: 'DK',
      issuerGroupCode: 'DK-MORTGAGE-BANK',
      isCoveredBond: true,
      creditQualityStep: 0,
      modifiedDuration: 0,
      creditSensitivity: 6,
    }),
    line({
      cic: 'XL81',
      marketValue: 300_000,
      issuerGroupCode: 'BORROWER',
      modifiedDuration: 0,
      creditSensitivity: 3,
    }),
    ...diversified(400_000, 40, { cic: 'DE31', listedEeaOecd: true, equityType: 'type1' }, 'IDX'),
  ];
  const r = run(inputOf(lines, { symmetricAdjustment: sa }));

  it('base values 1,919,068.28 and 1,598,360.85; BOF 879,292.58', () => {
    euro(liability, 1_919_068.28);
    euro(bond, 1_598_360.85);
    euro(r.globalMarketValuation - liability, 879_292.58);
  });

  it('interest rate: up is a gain of 191,204.72, down loses 149,126.10, A = 0.5', () => {
    euro(r.scenarios.interestRate.byCurrency[0]!.up, -191_204.72);
    euro(r.scenarios.interestRate.up, 0);
    euro(r.scenarios.interestRate.down, 149_126.1);
    euro(r.submodules.interestRate, 149_126.1);
    expect(r.scenarios.interestRate.binding).toBe('down');
    expect(r.correlationA).toBe(0.5);
  });

  it('symmetric adjustment +1.00 % from CI = 110, AI = 100; equity 160,000', () => {
    expect(sa).toBeCloseTo(0.01, 12);
    euro(r.submodules.equity, 160_000);
  });

  it('spread 47,000: government 0 %, covered bond 4.0 % → 20,000, unrated loan 9 % → 27,000', () => {
    const spread = [...r.lines.spreadLoss];
    euro(spread[1]!, 0);
    euro(spread[2]!, 20_000);
    euro(spread[3]!, 27_000);
    euro(r.submodules.spread, 47_000);
  });

  it('concentration 188,603.93 over a base of 2,798,360.85', () => {
    euro(r.scenarios.concentration.assets, 2_798_360.85);
    const [loan, covered] = r.scenarios.concentration.names;
    euro(loan!.threshold * r.scenarios.concentration.assets, 41_975.41);
    euro(loan!.charge, 188_357.95);
    euro(covered!.threshold * r.scenarios.concentration.assets, 419_754.13);
    euro(covered!.charge, 9_629.5);
    euro(r.submodules.concentration, 188_603.93);
  });

  it('currency: DKK peg 0.39 % → 1,950.00', () => {
    euro(r.submodules.currency, 1_950);
    expect(r.scenarios.currency[0]).toMatchObject({ currency: 'DKK', stress: 0.0039 });
  });

  it('market SCR 357,937.38 with A = 0.5; 311,849.42 had A wrongly been 0', () => {
    euro(r.globalSCRMarketResult, 357_937.38);
    euro(aggregateMarket(r.submodules, true, SCR_REGULATORY_TABLES).scr, 311_849.42);
    expectEulerSums(r);
  });
});

describe('§11 examples under ruleSetTables(SII-2016) (issue 37)', () => {
  it('the three examples give exactly the same results', () => {
    expect(examples).toHaveLength(3);
    for (const e of examples) {
      expect(e.explicit, e.name).toEqual(e.byDefault);
      expect(e.explicit.ruleSetId).toBe('SII-2016');
      expect(e.explicit.correlationB).toBe(e.explicit.correlationA);
    }
  });
});
