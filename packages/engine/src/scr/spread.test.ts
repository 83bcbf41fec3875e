import { describe, expect, it } from 'vitest';
import { SCR_REGULATORY_TABLES, SPREAD_BONDS_2015 } from '@prisme/domain';
import type { SpreadCurve } from '@prisme/domain';
import { computeMarketScr } from './compute';
import { inputOf, line } from './fixtures';
import { SPREAD_CLASS } from './reasons';
import { collateralStress, curveStress, insurerRatioStress, spreadBucket } from './spread';
import type { ScrLine } from './types';

const T = SCR_REGULATORY_TABLES.spread;
const E = 1e-9;
/** Durations at and just above every bucket edge (Art. 176(3): buckets include their upper edge). */
const EDGES = [1, 5, 5 + E, 10, 10 + E, 15, 15 + E, 20, 20 + E, 30];

function expectCurve(curve: SpreadCurve, expected: number[]) {
  EDGES.forEach((dur, k) =>
    expect(curveStress(curve, dur), `dur ${dur}`).toBeCloseTo(expected[k]!, 7),
  );
}

describe('Art. 176(3) rated bonds: every bucket edge, by CQS (reference §5.1)', () => {
  // Values by hand from the table of §5.1: b·dur ≤ 5, then a + b·(dur − lower).
  const rows: [number, number[]][] = [
    [0, [0.009, 0.045, 0.045, 0.07, 0.07, 0.095, 0.095, 0.12, 0.12, 0.17]],
    [1, [0.011, 0.055, 0.055, 0.085, 0.085, 0.11, 0.11, 0.135, 0.135, 0.185]],
    [2, [0.014, 0.07, 0.07, 0.105, 0.105, 0.13, 0.13, 0.155, 0.155, 0.205]],
    [3, [0.025, 0.125, 0.125, 0.2, 0.2, 0.25, 0.25, 0.3, 0.3, 0.35]],
    // CQS 4 beyond 20 years: a = 46.6 % (DR 2016/467, note 2027 §2.6), so at 20 years
    // 44 % + 0.5 % × 5 = 46.5 %, just above 46.6 %, at 30 years 46.6 % + 0.5 % × 10 = 51.6 %.
    [4, [0.045, 0.225, 0.225, 0.35, 0.35, 0.44, 0.44, 0.465, 0.466, 0.516]],
    [5, [0.075, 0.375, 0.375, 0.585, 0.585, 0.61, 0.61, 0.635, 0.635, 0.685]],
    [6, [0.075, 0.375, 0.375, 0.585, 0.585, 0.61, 0.61, 0.635, 0.635, 0.685]],
  ];
  for (const [cqs, expected] of rows)
    it(`CQS ${cqs} (current consolidated reading)`, () => expectCurve(T.bonds[cqs]!, expected));

  it('CQS 1 in the 2015 OJ text: 8.4 % just above 10 years, not continuous (§15.2)', () => {
    expectCurve(
      SPREAD_BONDS_2015[1]!,
      [0.011, 0.055, 0.055, 0.085, 0.084, 0.109, 0.109, 0.134, 0.134, 0.184],
    );
  });

  it('CQS 4 in the 2015 OJ text: 46.5 % beyond 20 years, 46.5 % + 0.5 % × 10 = 51.5 % at 30', () => {
    expectCurve(
      SPREAD_BONDS_2015[4]!,
      [0.045, 0.225, 0.225, 0.35, 0.35, 0.44, 0.44, 0.465, 0.465, 0.515],
    );
  });

  it('buckets include their upper edge', () => {
    expect([5, 5 + E, 10, 10 + E, 15, 15 + E, 20, 20 + E].map(spreadBucket)).toEqual([
      0, 1, 1, 2, 2, 3, 3, 4,
    ]);
  });

  it('unit vectors: CQS 3 dur 12 → 22.0 %, CQS 5 dur 30 → 68.5 %; capped at 100 %', () => {
    expect(curveStress(T.bonds[3]!, 12)).toBeCloseTo(0.22, 12);
    expect(curveStress(T.bonds[5]!, 30)).toBeCloseTo(0.685, 12);
    expect(curveStress(T.bonds[5]!, 100)).toBe(1);
  });
});

describe('Art. 176(4)-(5), 180, 178 tables', () => {
  it('unrated (176(4)) at every edge; unit vector dur 25 → 38.0 %', () => {
    expectCurve(T.unrated, [0.03, 0.15, 0.15, 0.235, 0.235, 0.295, 0.295, 0.355, 0.355, 0.405]);
    expect(curveStress(T.unrated, 25)).toBeCloseTo(0.38, 12);
  });

  it('covered bonds CQS 0 and 1 (180(1)); CQS 0 dur 6 → 4.0 %', () => {
    expectCurve(
      T.coveredBonds[0]!,
      [0.007, 0.035, 0.035, 0.06, 0.06, 0.085, 0.085, 0.11, 0.11, 0.16],
    );
    expectCurve(
      T.coveredBonds[1]!,
      [0.009, 0.045, 0.045, 0.07, 0.07, 0.095, 0.095, 0.12, 0.12, 0.17],
    );
    expect(curveStress(T.coveredBonds[0]!, 6)).toBeCloseTo(0.04, 12);
  });

  it('non-EEA governments in domestic currency (180(3)): nil for CQS 0-1, CQS k takes 176 CQS k − 1', () => {
    expect(curveStress(T.nonEeaGovernments[0]!, 30)).toBe(0);
    expect(curveStress(T.nonEeaGovernments[1]!, 12)).toBe(0);
    expect(curveStress(T.nonEeaGovernments[2]!, 3)).toBeCloseTo(0.033, 12);
    expect(curveStress(T.nonEeaGovernments[3]!, 7)).toBeCloseTo(0.084, 12);
    expect(curveStress(T.nonEeaGovernments[5]!, 5)).toBeCloseTo(0.225, 12);
    expect(curveStress(T.nonEeaGovernments[6]!, 12)).toBeCloseTo(0.386, 12);
  });

  it('senior STS securitisation (178(3)) at every edge, CQS 0, 3 and 5', () => {
    const s = T.securitisation.seniorSts;
    expectCurve(s[0]!, [0.01, 0.05, 0.05, 0.08, 0.08, 0.11, 0.11, 0.14, 0.14, 0.2]);
    expectCurve(s[3]!, [0.028, 0.14, 0.14, 0.225, 0.225, 0.28, 0.28, 0.335, 0.335, 0.395]);
    expectCurve(s[5]!, [0.094, 0.47, 0.47, 0.735, 0.735, 0.765, 0.765, 0.795, 0.795, 0.855]);
  });

  it('non-senior STS, other securitisation and resecuritisation: min(b·dur, 1)', () => {
    expect(curveStress(T.securitisation.nonSeniorSts[0]!, 3)).toBeCloseTo(0.084, 12);
    expect(curveStress(T.securitisation.nonSeniorSts[5]!, 3)).toBeCloseTo(0.801, 12);
    expect(curveStress(T.securitisation.other[0]!, 2)).toBeCloseTo(0.25, 12);
    expect(curveStress(T.securitisation.other[4]!, 2)).toBe(1);
    expect(curveStress(T.securitisation.resecuritisation[1]!, 1)).toBeCloseTo(0.4, 12);
  });

  it('unit vector: unrated insurer with solvency ratio 100 %, dur 1 → 4.13 % (Q&A 1413)', () => {
    expect(insurerRatioStress(SCR_REGULATORY_TABLES, 1, 1)).toBeCloseTo(0.0413, 4);
    expect(insurerRatioStress(SCR_REGULATORY_TABLES, 2.5, 1)).toBeCloseTo(0.011, 12); // > 196 %: CQS 1
    expect(insurerRatioStress(SCR_REGULATORY_TABLES, 0.5, 1)).toBeCloseTo(0.075, 12); // < 75 %: CQS 5-6
  });

  it('176(5) collateral: CV ≥ V halves, in between averages, below keeps the unrated stress', () => {
    expect(collateralStress(0.06, 100, 100)).toBeCloseTo(0.03, 12);
    expect(collateralStress(0.06, 100, 97)).toBeCloseTo(0.045, 12);
    expect(collateralStress(0.06, 100, 90)).toBeCloseTo(0.06, 12);
  });
});

function spreadOf(fields: Partial<ScrLine> & Pick<ScrLine, 'cic'>) {
  const r = computeMarketScr(
    inputOf([line({ marketValue: 1_000_000, issuerGroupCode: 'G', ...fields })]),
  );
  return { cls: r.lines.spreadClass[0], stress: r.lines.spreadLoss[0]! / 1_000_000, r };
}

describe('Spread classification of lines (Art. 175-180)', () => {
  it('unit vector: duration 0.4 at CQS 0 is floored at 1 → 0.9 %', () => {
    expect(
      spreadOf({ cic: 'FR21', creditQualityStep: 0, modifiedDuration: 0.4 }).stress,
    ).toBeCloseTo(0.009, 12);
  });

  it('the credit sensitivity is the spread duration when given', () => {
    const s = spreadOf({
      cic: 'FR21',
      creditQualityStep: 2,
      modifiedDuration: 0.2,
      creditSensitivity: 5,
    });
    expect(s.stress).toBeCloseTo(0.07, 12);
  });

  it('180(2)(b): an EEA government in its domestic currency is exempt, not in a foreign one', () => {
    const gov = { isGovernment: true, creditQualityStep: 1, modifiedDuration: 5 };
    expect(spreadOf({ cic: 'FR11', country: 'FR', ...gov })).toMatchObject({
      cls: SPREAD_CLASS.eeaGovernment,
      stress: 0,
    });
    expect(spreadOf({ cic: 'DK11', country: 'DK', currency: 'DKK', ...gov }).cls).toBe(
      SPREAD_CLASS.eeaGovernment,
    );
    const foreign = spreadOf({ cic: 'DK11', country: 'DK', currency: 'EUR', ...gov });
    expect(foreign.cls).toBe(SPREAD_CLASS.bond);
    expect(foreign.stress).toBeCloseTo(0.055, 12);
  });

  it('180(3): non-EEA government in domestic currency; in another currency Art. 176 applies', () => {
    const us = spreadOf({
      cic: 'US11',
      country: 'US',
      currency: 'USD',
      isGovernment: true,
      creditQualityStep: 2,
      modifiedDuration: 12,
    });
    expect(us.cls).toBe(SPREAD_CLASS.nonEeaGovernment);
    expect(us.stress).toBeCloseTo(0.095, 12);
    const mx = spreadOf({
      cic: 'MX11',
      country: 'MX',
      currency: 'USD',
      isGovernment: true,
      creditQualityStep: 3,
      modifiedDuration: 5,
    });
    expect(mx.cls).toBe(SPREAD_CLASS.bond);
    expect(mx.stress).toBeCloseTo(0.125, 12);
  });

  it('180(2): supranational and guaranteed exposures are exempt', () => {
    expect(spreadOf({ cic: 'XS12', isSupranational: true, modifiedDuration: 5 })).toMatchObject({
      cls: SPREAD_CLASS.supranational,
      stress: 0,
    });
    expect(spreadOf({ cic: 'FR13', isGuaranteedExempt: true, modifiedDuration: 5 })).toMatchObject({
      cls: SPREAD_CLASS.guaranteed,
      stress: 0,
    });
  });

  it('covered bonds of CQS 2 and worse follow Art. 176', () => {
    const s = spreadOf({
      cic: 'DE27',
      isCoveredBond: true,
      creditQualityStep: 2,
      modifiedDuration: 5,
    });
    expect(s.cls).toBe(SPREAD_CLASS.bond);
    expect(s.stress).toBeCloseTo(0.07, 12);
  });

  it('180(4)-(8): unrated insurers by solvency ratio, equivalent insurers and banks at 100 %, below MCR', () => {
    const base = { cic: 'FR21', modifiedDuration: 1 } as const;
    expect(spreadOf({ ...base, counterpartyKind: 'insurer', solvencyRatio: 1 }).stress).toBeCloseTo(
      0.0413,
      4,
    );
    expect(spreadOf({ ...base, counterpartyKind: 'credit_institution' }).stress).toBeCloseTo(
      0.0413,
      4,
    );
    expect(spreadOf({ ...base, counterpartyKind: 'third_country_insurer' }).stress).toBeCloseTo(
      0.0413,
      4,
    );
    const below = spreadOf({
      cic: 'FR21',
      modifiedDuration: 5,
      counterpartyKind: 'insurer_below_mcr',
    });
    expect(below).toMatchObject({ cls: SPREAD_CLASS.insurerBelowMcr });
    expect(below.stress).toBeCloseTo(0.375, 12);
  });

  it('176(5): an unrated loan with collateral', () => {
    const s = spreadOf({ cic: 'XL85', modifiedDuration: 2, collateralValue: 970_000 });
    expect(s.cls).toBe(SPREAD_CLASS.collateral);
    expect(s.stress).toBeCloseTo(0.045, 12);
  });

  it('securitisation: senior STS table, unrated 100 %, in the securitisation total', () => {
    const sts = spreadOf({
      cic: 'XS61',
      securitisationType: 'senior_sts',
      creditQualityStep: 0,
      modifiedDuration: 3,
    });
    expect(sts.stress).toBeCloseTo(0.03, 12);
    expect(sts.r.scenarios.spread.securitisation).toBeCloseTo(30_000, 6);
    expect(sts.r.scenarios.spread.bonds).toBe(0);
    expect(spreadOf({ cic: 'XS61', securitisationType: 'other', modifiedDuration: 3 }).stress).toBe(
      1,
    );
  });

  it('cash at bank goes to the counterparty default module (Art. 189(2))', () => {
    const s = spreadOf({ cic: 'XT71', creditQualityStep: 2, modifiedDuration: 1 });
    expect(s).toMatchObject({ cls: SPREAD_CLASS.defaultModule, stress: 0 });
    expect(s.r.scenarios.concentration.assets).toBe(0);
  });
});
