import { describe, expect, it } from 'vitest';
import { SCR_REGULATORY_TABLES } from '@prisme/domain';
import { computeMarketScr } from './compute';
import { weightedCqs } from './concentration';
import { interpolate, interpolator } from './curve';
import { inputOf, line } from './fixtures';
import type { InputOptions } from './fixtures';
import { CONCENTRATION_CLASS } from './reasons';
import type { ScrLine } from './types';

/** A French government bond (g = 0, in the base) that brings the base to `total`. */
const filler = (value: number) =>
  line({
    cic: 'FR11',
    marketValue: value,
    country: 'FR',
    isGovernment: true,
    issuerGroupCode: 'FRANCE',
    modifiedDuration: 1,
  });

function conc(exposures: ScrLine[], total = 1_000_000, o?: InputOptions) {
  const own = exposures.reduce((s, l) => s + l.marketValue, 0);
  return computeMarketScr(inputOf([filler(total - own), ...exposures], o));
}

const corp = (value: number, fields: Partial<ScrLine> = {}) =>
  line({ cic: 'FR21', marketValue: value, issuerGroupCode: 'G', modifiedDuration: 1, ...fields });

describe('Art. 185-186: threshold and factor by credit quality step', () => {
  // E = 100,000 in a base of 1,000,000: XS = 100,000 − CT × 1,000,000, times g.
  const expected = [8_400, 8_400, 14_700, 22_950, 62_050, 62_050, 62_050];
  expected.forEach((charge, cqs) =>
    it(`CQS ${cqs}: CT ${cqs <= 2 ? '3' : '1.5'} %, charge ${charge}`, () => {
      expect(
        conc([corp(100_000, { creditQualityStep: cqs })]).submodules.concentration,
      ).toBeCloseTo(charge, 6);
    }),
  );

  it('unrated counts as CQS 5 (Art. 182(5)): CT 1.5 %, g 73 %', () => {
    expect(conc([corp(100_000)]).submodules.concentration).toBeCloseTo(62_050, 6);
  });

  it('at the threshold nothing is charged; just above, the excess times g', () => {
    expect(conc([corp(30_000, { creditQualityStep: 2 })]).submodules.concentration).toBe(0);
    expect(conc([corp(40_000, { creditQualityStep: 2 })]).submodules.concentration).toBeCloseTo(
      2_100,
      6,
    );
    expect(conc([corp(15_000, { creditQualityStep: 3 })]).submodules.concentration).toBe(0);
    expect(conc([corp(40_000, { creditQualityStep: 3 })]).submodules.concentration).toBeCloseTo(
      6_750,
      6,
    );
  });

  it('names are the groups: two issuers of one group add up; names add in squares', () => {
    const r = conc([
      corp(60_000, { issuerCode: 'A', creditQualityStep: 2 }),
      corp(40_000, { issuerCode: 'B', creditQualityStep: 2 }),
    ]);
    expect(r.submodules.concentration).toBeCloseTo(14_700, 6);
    const two = conc([
      corp(100_000, { issuerGroupCode: 'G1', creditQualityStep: 2 }),
      corp(100_000, { issuerGroupCode: 'G2', creditQualityStep: 2 }),
    ]);
    expect(two.submodules.concentration).toBeCloseTo(Math.SQRT2 * 14_700, 6);
  });
});

describe('Art. 182(4) weighted-average CQS, rounded up', () => {
  it('1 and 3 in equal parts average 2: CT 3 %, g 21 %', () => {
    const r = conc([
      corp(50_000, { creditQualityStep: 1 }),
      corp(50_000, { creditQualityStep: 3 }),
    ]);
    expect(r.scenarios.concentration.names[0]).toMatchObject({ cqs: 2, factor: 0.21 });
  });

  it('2.5 rounds up to 3; an unrated half with CQS 1 averages 3', () => {
    expect(weightedCqs(2.5, 1)).toBe(3);
    const r = conc([corp(50_000, { creditQualityStep: 1 }), corp(50_000)]);
    expect(r.scenarios.concentration.names[0]).toMatchObject({ cqs: 3, factor: 0.27 });
  });

  it('a floating-point 2.0000000000000004 is still 2 (§15.1)', () => {
    expect((0.3 * 1 + 0.6 * 2 + 0.1 * 5) / (0.3 + 0.6 + 0.1)).toBeGreaterThan(2);
    expect(weightedCqs(0.3 * 1 + 0.6 * 2 + 0.1 * 5, 0.3 + 0.6 + 0.1)).toBe(2);
    const r = conc(
      [
        corp(0.3, { creditQualityStep: 1 }),
        corp(0.6, { creditQualityStep: 2 }),
        corp(0.1, { creditQualityStep: 5 }),
      ],
      10,
    );
    expect(r.submodules.concentration).toBeCloseTo(0.7 * 0.21, 12);
  });
});

describe('Art. 187 special cases and Art. 184 exclusions', () => {
  it('187(1): covered bonds of CQS 0-1 are a separate name with CT 15 %', () => {
    const r = conc([
      corp(100_000, { creditQualityStep: 2 }),
      corp(200_000, { creditQualityStep: 0, isCoveredBond: true }),
    ]);
    const names = Object.fromEntries(r.scenarios.concentration.names.map((n) => [n.name, n]));
    expect(names['G']!.charge).toBeCloseTo(14_700, 6);
    expect(names['Obligations sécurisées G']).toMatchObject({ threshold: 0.15, factor: 0.12 });
    expect(names['Obligations sécurisées G']!.charge).toBeCloseTo(6_000, 6);
  });

  it('covered bonds of CQS 2 are a separate name with the ordinary threshold (Q&A 1506)', () => {
    const r = conc([corp(100_000, { creditQualityStep: 2, isCoveredBond: true })]);
    expect(r.scenarios.concentration.names[0]).toMatchObject({ kind: 'covered', threshold: 0.03 });
  });

  it('187(2): a single property, CT 10 %, g 12 %', () => {
    const r = conc([line({ cic: 'FR91', marketValue: 150_000, code: 'IMMEUBLE-1' })]);
    expect(r.submodules.concentration).toBeCloseTo(6_000, 6);
    expect(r.lines.concentrationClass[1]).toBe(CONCENTRATION_CLASS.property);
  });

  it('187(3): EEA governments, supranationals and guaranteed exposures: g = 0 but in the base', () => {
    const r = conc([
      line({ cic: 'XS12', marketValue: 300_000, isSupranational: true, issuerGroupCode: 'EIB' }),
      line({
        cic: 'FR13',
        marketValue: 300_000,
        isGuaranteedExempt: true,
        issuerGroupCode: 'REGION',
      }),
    ]);
    expect(r.submodules.concentration).toBe(0);
    expect(r.scenarios.concentration.assets).toBe(1_000_000);
    expect([...r.lines.concentrationClass]).toEqual(
      [1, 1, 1].map(() => CONCENTRATION_CLASS.exempt),
    );
  });

  it('187(4): other governments in domestic currency, g by CQS (CQS 1 nil, CQS 2 12 %)', () => {
    const us = (cqs: number) =>
      line({
        cic: 'US11',
        marketValue: 100_000,
        currency: 'USD',
        country: 'US',
        isGovernment: true,
        creditQualityStep: cqs,
        modifiedDuration: 1,
      });
    expect(conc([us(1)]).submodules.concentration).toBe(0);
    expect(conc([us(2)]).submodules.concentration).toBeCloseTo(8_400, 6);
  });

  it('a sovereign in foreign currency is a different name from its domestic bonds (§15.8)', () => {
    const r = conc([
      line({
        cic: 'MX11',
        marketValue: 100_000,
        currency: 'MXN',
        country: 'MX',
        isGovernment: true,
        issuerGroupCode: 'MEXICO',
        creditQualityStep: 3,
      }),
      line({
        cic: 'MX11',
        marketValue: 100_000,
        currency: 'USD',
        country: 'MX',
        isGovernment: true,
        issuerGroupCode: 'MEXICO',
        creditQualityStep: 3,
      }),
    ]);
    expect(r.scenarios.concentration.names.map((n) => n.kind).sort()).toEqual([
      'name',
      'sovereign',
    ]);
  });

  it('186(2)-(5): unrated insurers by solvency ratio (150 % → 23.830 %), equivalents 64.5 %, below MCR 73 %', () => {
    const g = interpolator(SCR_REGULATORY_TABLES.concentration.insurerFactorBySolvencyRatio);
    expect(interpolate(g, 1.5)).toBeCloseTo(0.2383, 5);
    const factor = (fields: Partial<ScrLine>) =>
      conc([corp(100_000, fields)]).scenarios.concentration.names[0]!.factor;
    expect(factor({ counterpartyKind: 'insurer', solvencyRatio: 1.5 })).toBeCloseTo(0.2383, 5);
    expect(factor({ counterpartyKind: 'credit_institution' })).toBe(0.645);
    expect(factor({ counterpartyKind: 'third_country_insurer' })).toBe(0.645);
    expect(factor({ counterpartyKind: 'insurer_below_mcr' })).toBe(0.73);
  });

  // Art. 186(2): 27 % + (150 − 122) / (175 − 122) × (21 % − 27 %), by hand.
  const g150 = 0.27 - (28 / 53) * 0.06;

  it('186(2) applies to the insurer exposures of a name, not to its other lines (issue 14)', () => {
    // One unrated group: an insurer's bond 600,000 (ratio 150 %) and another 400,000.
    // E = 1,000,000, CQS 5 → CT 1.5 % of 10,000,000: XS = 850,000; g = the exposures'
    // mean: (600,000 × g150 + 400,000 × 73 %) / 1,000,000.
    const insurer = corp(600_000, { counterpartyKind: 'insurer', solvencyRatio: 1.5 });
    const other = corp(400_000);
    const expected = 850_000 * ((600_000 * g150 + 400_000 * 0.73) / 1_000_000);
    for (const order of [
      [insurer, other],
      [other, insurer],
    ]) {
      const r = conc(order, 10_000_000);
      expect(r.submodules.concentration).toBeCloseTo(expected, 6);
      expect(r.scenarios.concentration.names[0]!.factor).toBeCloseTo(expected / 850_000, 12);
    }
    // Each exposure's contribution is x·∂SCR/∂x with its own factor (central differences).
    const r = conc([insurer, other], 10_000_000);
    const h = 1e-6;
    [insurer, other].forEach((exposure, k) => {
      const bumped = (f: number) => {
        const lines = [insurer, other].map((l) =>
          l === exposure ? { ...l, marketValue: l.marketValue * f } : l,
        );
        // The filler keeps its value: the base moves with the exposure, as in the engine.
        return computeMarketScr(inputOf([filler(10_000_000 - 1_000_000), ...lines]))
          .globalSCRMarketResult;
      };
      const derivative = (bumped(1 + h) - bumped(1 - h)) / (2 * h);
      expect(Math.abs(derivative - r.lines.contribution[k + 1]!)).toBeLessThan(
        1e-6 * r.globalSCRMarketResult,
      );
    });
  });

  it('lines of one name with different solvency ratios give one result in any order', () => {
    // 300,000 at 150 %, 300,000 at 100 % (64.5 %), 200,000 plain (73 %): E = 800,000,
    // XS = 800,000 − 150,000 = 650,000.
    const lines = [
      corp(300_000, { counterpartyKind: 'insurer', solvencyRatio: 1.5 }),
      corp(300_000, { counterpartyKind: 'insurer', solvencyRatio: 1.0 }),
      corp(200_000),
    ];
    const expected = 650_000 * ((300_000 * g150 + 300_000 * 0.645 + 200_000 * 0.73) / 800_000);
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    for (const order of orders) {
      const r = conc(
        order.map((k) => lines[k]!),
        10_000_000,
      );
      expect(r.submodules.concentration).toBeCloseTo(expected, 6);
      // Euler: the lines' contributions still add up to the total.
      const total = r.lines.contribution.reduce((sum, v) => sum + v, 0);
      expect(total).toBeCloseTo(r.globalSCRMarketResult, 4);
    }
  });

  it('a line with no group, issuer nor code is a name of its own', () => {
    const r = conc([
      corp(100_000, { issuerGroupCode: null, code: '', creditQualityStep: 2 }),
      corp(100_000, { issuerGroupCode: null, code: '', creditQualityStep: 2 }),
    ]);
    expect(r.scenarios.concentration.names).toHaveLength(2);
    expect(r.submodules.concentration).toBeCloseTo(Math.SQRT2 * 14_700, 6);
  });

  it('184(2): unit-linked, intra-group and client exclusions leave the base; liabilities are not assets', () => {
    const r = conc(
      [
        corp(100_000, { creditQualityStep: 2, isUnitLinked: true }),
        corp(100_000, { creditQualityStep: 2, issuerGroupCode: 'IG', code: 'INTRA' }),
        corp(100_000, { creditQualityStep: 2, issuerGroupCode: 'EX', code: 'EXCLU' }),
        line({ cic: '', marketValue: -50_000, isLiability: true, modifiedDuration: 1 }),
      ],
      1_000_000,
      {
        clientLists: {
          intraGroups: [{ code: 'INTRA', denomination: '', cic: 'FR21' }],
          concentrationExclusions: [{ code: 'EXCLU', denomination: '', cic: 'FR21' }],
        },
      },
    );
    expect(r.submodules.concentration).toBe(0);
    expect(r.scenarios.concentration.assets).toBe(1_000_000 - 300_000 + 50_000);
  });
});

describe('fund units kept whole (Art. 182(1), 84; reference §6.2, §8)', () => {
  // Two funds of one manager (group BLACKROCK), held for 100,000 each in a base of
  // 1,000,000, not looked through (type 2 equity); a bond of the manager's group itself.
  const fund = (code: string, status: 'not_looked_through' | 'data_grouping' | 'grouping_limit') =>
    line({
      cic: 'IE41',
      code,
      marketValue: 100_000,
      issuerCode: 'BLACKROCK-IRL',
      issuerGroupCode: 'BLACKROCK',
      lookThroughStatus: status,
    });

  it('makes each fund a name of its own, not its management company’s group', () => {
    // Each fund: unrated (CQS 5), XS = 100,000 − 1.5 % × 1,000,000 = 85,000, × 73 % =
    // 62,050; two independent names: √2 × 62,050. Before: one name of 200,000,
    // (200,000 − 15,000) × 73 % = 135,050.
    const r = conc([fund('FUND-A', 'not_looked_through'), fund('FUND-B', 'grouping_limit')]);
    expect(r.submodules.concentration).toBeCloseTo(Math.SQRT2 * 62_050, 6);
    expect(r.scenarios.concentration.names.map((n) => [n.name, n.kind]).sort()).toEqual([
      ['Fonds FUND-A', 'fund'],
      ['Fonds FUND-B', 'fund'],
    ]);
    expect(r.lines.concentrationClass[1]).toBe(CONCENTRATION_CLASS.fund);
  });

  it('keeps a data grouping one name (GL5) apart from a bond of the manager’s group', () => {
    // The grouping FUND-A and the bond of BLACKROCK (CQS 2, 100,000: (100,000 − 30,000)
    // × 21 % = 14,700) are two names.
    const r = conc([
      fund('FUND-A', 'data_grouping'),
      corp(100_000, { issuerGroupCode: 'BLACKROCK', creditQualityStep: 2 }),
    ]);
    expect(r.submodules.concentration).toBeCloseTo(Math.hypot(62_050, 14_700), 6);
  });
});
