import { describe, expect, it } from 'vitest';
import { computeCarbonMetrics, type IssuerClimateFigures } from './carbon';
import { esgLetter, esgLetterMidpoint } from './letters';
import { computeEsgPortfolio, type EsgAssetKind, type EsgSecurity } from './portfolio';
import { REFERENCE_MODEL, REFERENCE_SCORES } from './reference-fixtures';
import { pillarWeightsFor, securityScore } from './security-score';
import {
  companyTemperatureScores,
  portfolioTemperature,
  targetScore,
  type ClimateTarget,
  type TemperatureHolding,
} from './temperature';

// esg-and-liquidity §1.4.4, §1.5.5, §1.6.5, §2.5 and the test vectors of §7.

const MODEL = REFERENCE_MODEL;
const SCORES = REFERENCE_SCORES;

describe('ESG security scores (§1.4.4)', () => {
  it('takes the E themes from the ENERGY set and S, G from the default', () => {
    expect(pillarWeightsFor(MODEL, ['ENERGY'], 'E').sector).toBe('ENERGY');
    expect(pillarWeightsFor(MODEL, ['ENERGY'], 'S').sector).toBe('*');
    expect(pillarWeightsFor(MODEL, ['TECH'], 'E').sector).toBe('*');
  });

  it('scores A: E 3.60, S 5.80, G 6.10, overall 5.01, BBB', () => {
    const a = securityScore(MODEL, SCORES.A, ['ENERGY']);
    expect(a.pillars.E).toBeCloseTo(3.6, 12);
    expect(a.pillars.S).toBeCloseTo(5.8, 12);
    expect(a.pillars.G).toBeCloseTo(6.1, 12);
    expect(a.overall).toBeCloseTo(5.01, 12);
    expect(esgLetter(a.overall)).toBe('BBB');
  });

  it('scores B 6.64, A', () => {
    const b = securityScore(MODEL, SCORES.B, ['TECH']);
    expect(b.overall).toBeCloseTo(6.64, 12);
    expect(esgLetter(b.overall)).toBe('A');
  });

  it('re-normalises C over its themes with data: E 17/3, S 56/9, G 4.40, overall 409/75', () => {
    const c = securityScore(MODEL, SCORES.C, ['TECH']);
    expect(c.pillars.E).toBeCloseTo(17 / 3, 12);
    expect(c.pillars.S).toBeCloseTo(56 / 9, 12);
    expect(c.pillars.G).toBeCloseTo(4.4, 12);
    expect(c.overall).toBeCloseTo(409 / 75, 12);
    expect(esgLetter(c.overall)).toBe('BBB');
  });

  it('leaves a pillar out when its known themes weigh less than the minimum', () => {
    const strict = { ...MODEL, minThemeWeight: 0.7 };
    const c = securityScore(strict, SCORES.C, ['TECH']);
    expect(c.pillars.E).toBeNaN(); // 0.6 known
    expect(c.overall).toBeCloseTo((0.3 * (56 / 9) + 0.3 * 4.4) / 0.6, 12);
  });
});

describe('ESG letters (§1.3)', () => {
  it('bands 5.512549 / 6.64 / 2.0 as BBB / A / B, lower bounds inclusive', () => {
    expect([5.512549, 6.64, 2.0].map((s) => esgLetter(s))).toEqual(['BBB', 'A', 'B']);
    expect(esgLetter((4 * 10) / 7)).toBe('A');
    expect(esgLetter(10)).toBe('AAA');
    expect(esgLetter(0)).toBe('CCC');
    expect(esgLetterMidpoint('BBB')).toBeCloseTo(5, 12);
    expect(esgLetterMidpoint('AAA')).toBeCloseTo(9.286, 3);
  });
});

/** §1.5.5: A 3.0, B 3.0, C 2.0, D 0.5 (forced 2.0), French government 1.0, cash 1.5 (M€). */
function portfolio(sovereigns: 'separate' | 'uncovered') {
  const securities: EsgSecurity[] = [
    { code: 'A', kind: 'corporate', issuerKey: 'IA', sectorKeys: ['ENERGY'] },
    { code: 'B', kind: 'corporate', issuerKey: 'IB', sectorKeys: ['TECH'] },
    { code: 'C', kind: 'corporate', issuerKey: 'IC', sectorKeys: ['TECH'] },
    { code: 'D', kind: 'corporate', issuerKey: 'ID', sectorKeys: ['TECH'] },
    { code: 'FR-OAT', kind: 'sovereign', issuerKey: 'FR', sectorKeys: [] },
    { code: 'CASH', kind: 'cash', issuerKey: null, sectorKeys: [] },
  ];
  // A held directly (2.0) and through the fund (1.0); cash direct 0.5 and via the fund 1.0.
  const lines: [number, number][] = [[0, 2], [1, 3], [0, 1], [2, 2], [5, 1], [4, 1], [3, 0.5], [5, 0.5]];
  return computeEsgPortfolio({
    model: MODEL,
    securities,
    lines: {
      security: Int32Array.from(lines.map(([s]) => s)),
      marketValue: Float64Array.from(lines.map(([, v]) => v * 1e6)),
    },
    // A and C carry their own ISIN's scores; B its issuer's.
    securityThemeScores: new Map<string, Record<string, number>>([['A', SCORES.A], ['C', SCORES.C]]),
    issuerThemeScores: new Map<string, Record<string, number>>([['IB', SCORES.B], ['ID', { CC: 7.2, CG: 7.2 }]]),
    forcedRatings: new Map([['D', { score: 2.0 }]]),
    sovereigns,
  });
} // prettier-ignore

describe('ESG portfolio aggregation (§1.5.5)', () => {
  it('gives coverage 17/19 and score 14057/2550 with the sovereign eligible and uncovered', () => {
    const result = portfolio('uncovered');
    expect(result.portfolio.coverage).toBeCloseTo(17 / 19, 12);
    expect(result.portfolio.score).toBeCloseTo(14057 / 2550, 9);
    expect(result.portfolio.letter).toBe('BBB');
    expect(result.pillars.E).toBeCloseTo(5.616667, 6);
    expect(result.pillars.S).toBeCloseTo(5.755556, 6);
    expect(result.pillars.G).toBeCloseTo(5.8625, 12);
    expect(result.forcedShare).toBeCloseTo(0.5 / 8.5, 12);
    expect(result.securities.map((s) => s.status)).toEqual([
      'isin', 'issuer', 'isin', 'forced', 'uncovered', 'cash',
    ]); // prettier-ignore
  });

  it('keeps the sovereign apart by default: coverage 100 %, same score', () => {
    const result = portfolio('separate');
    expect(result.portfolio.coverage).toBeCloseTo(1, 12);
    expect(result.portfolio.score).toBeCloseTo(14057 / 2550, 9);
    expect(result.byStatus.sovereign.value).toBeCloseTo(1e6, 6);
    expect(result.byStatus.cash.value).toBeCloseTo(1.5e6, 6);
  });

  it('sums a security held directly and through a fund in one contribution (§1.5.3 rule 5)', () => {
    const { contributions } = portfolio('separate');
    const a = contributions.find((c) => c.code === 'A')!;
    expect(a.value).toBeCloseTo(3e6, 6);
    expect(a.contribution).toBeCloseTo((3 * 5.01) / 8.5, 9);
    expect(contributions.reduce((sum, c) => sum + c.contribution, 0)).toBeCloseTo(14057 / 2550, 9);
  });

  it('counts a short position at its absolute value in the denominator, unscored', () => {
    const result = computeEsgPortfolio({
      model: MODEL,
      securities: [{ code: 'B', kind: 'corporate', issuerKey: 'IB', sectorKeys: [] }],
      lines: { security: Int32Array.from([0, 0]), marketValue: Float64Array.from([3, -1]) },
      issuerThemeScores: new Map<string, Record<string, number>>([['IB', SCORES.B]]),
      forcedRatings: new Map(),
    });
    expect(result.portfolio.coverage).toBeCloseTo(3 / 4, 12);
    expect(Array.from(result.lineStatus)).toEqual([2, 4]);
  });
});

describe('carbon metrics (§1.6.5)', () => {
  const climate = new Map<string, IssuerClimateFigures>([
    ['A', { evic: 50_000, revenue: 40_000, scope12: 20_000_000, scope3: 80_000_000 }],
    ['B', { evic: 200_000, revenue: 60_000, scope12: 500_000, scope3: 4_500_000 }],
    ['C', { evic: 10_000, revenue: 8_000, scope12: 400_000, scope3: 1_600_000 }],
  ]);
  const lines: [EsgAssetKind, string | null, number][] = [
    ['corporate', 'A', 3], ['corporate', 'B', 3], ['corporate', 'C', 2], ['sovereign', 'FR', 1.5], ['cash', null, 1.5],
  ]; // prettier-ignore
  const result = computeCarbonMetrics({
    lines: {
      marketValue: Float64Array.from(lines.map(([, , v]) => v * 1e6)),
      kind: lines.map(([k]) => k),
      issuer: lines.map(([, i]) => i),
    },
    climate,
  });

  it('finances 1 287.5 t of scopes 1+2 and 6 475 t of scopes 1+2+3', () => {
    expect(result.financedScope12.value).toBeCloseTo(1287.5, 9);
    expect(result.financedScope123.value).toBeCloseTo(6475, 9);
    expect(result.financedScope12.coverage).toBe(1);
  });

  it('has a footprint of 588.636 t/M€ over all investments, a WACI of 203.125, a PAI 3 of 750', () => {
    expect(result.carbonFootprint.value).toBeCloseTo(6475 / 11, 9);
    expect(result.carbonFootprint.value).toBeCloseTo(588.636, 3);
    expect(result.waci.value).toBeCloseTo(203.125, 9);
    expect(result.pai3.value).toBeCloseTo(750, 9);
  });
});

describe('implied temperature, v1.0 (§2.5)', () => {
  const target = (over: Partial<ClimateTarget>): ClimateTarget => ({
    targetType: 'absolute', intensityMetric: null, scope: 'S1S2', coverageS1: 1, coverageS2: 1, coverageS3: 1,
    reductionAmbition: 0.3, baseYear: 2019, startYear: null, endYear: 2030, achievedReduction: null,
    baseYearGhgS1: null, baseYearGhgS2: null, ...over,
  }); // prettier-ignore

  it('scores A’s −30 % S1S2 target, 2019→2030, mid, Kyoto gases, 1.845455', () => {
    expect(
      targetScore({ ambition: 0.3, baseYear: 2019, endYear: 2030 }, 'kyoto', 'mid'),
    ).toBeCloseTo(1.845455, 6);
  });

  const A = companyTemperatureScores([target({})], { scope12: 20e6, scope3: 80e6 }, 'B06', 2024);
  const B = companyTemperatureScores(
    [
      target({ reductionAmbition: 0.5 }),
      target({
        scope: 'S3',
        targetType: 'intensity',
        intensityMetric: 'Revenue',
        reductionAmbition: 0.4,
      }),
    ],
    { scope12: 0.5e6, scope3: 4.5e6 },
    null,
    2024,
  );
  const C = companyTemperatureScores([], { scope12: 0.4e6, scope3: 1.6e6 }, null, 2024);

  it('combines S1S2 and S3 by emissions: A 2.93 (80 % default), B 2.08, C 3.20', () => {
    expect(A.mid.S1S2.score).toBe(1.85);
    expect(A.mid.S3).toEqual({ score: 3.2, defaultShare: 1 });
    expect(A.mid.S1S2S3.score).toBe(2.93);
    expect(A.mid.S1S2S3.defaultShare).toBeCloseTo(0.8, 12);
    expect(B.mid.S1S2.score).toBe(1.28);
    expect(B.mid.S3.score).toBe(2.17);
    expect(B.mid.S1S2S3).toEqual({ score: 2.08, defaultShare: 0 });
    expect(C.mid.S1S2S3).toEqual({ score: 3.2, defaultShare: 1 });
  });

  const holding = (key: string, value: number, scores: typeof A, e12: number, e3: number, evic: number, revenue: number): TemperatureHolding => ({
    key, value: value * 1e6, scores, emissions: { scope12: e12, scope3: e3 }, marketCap: null, enterpriseValue: null,
    cash: null, evic, totalAssets: null, revenue,
  }); // prettier-ignore
  const holdings = [
    holding('A', 3, A, 20e6, 80e6, 50_000, 40_000),
    holding('B', 3, B, 0.5e6, 4.5e6, 200_000, 60_000),
    holding('C', 2, C, 0.4e6, 1.6e6, 10_000, 8_000),
  ];

  it('aggregates the portfolio: WATS 2.67875 (55 % default), TETS 2.895327, ECOTS 2.936834, ROTS 2.920606', () => {
    const wats = portfolioTemperature(holdings, 'mid', 'S1S2S3', 'WATS');
    expect(wats.score).toBeCloseTo(2.67875, 9);
    expect(wats.defaultInfluence).toBeCloseTo(0.55, 9);
    expect(wats.contributions.map((c) => [c.key, Number(c.contribution.toFixed(5))])).toEqual([
      ['A', 1.09875],
      ['C', 0.8],
      ['B', 0.78],
    ]);
    expect(portfolioTemperature(holdings, 'mid', 'S1S2S3', 'TETS').score).toBeCloseTo(2.895327, 6);
    expect(portfolioTemperature(holdings, 'mid', 'S1S2S3', 'ECOTS').score).toBeCloseTo(2.936834, 6);
    expect(portfolioTemperature(holdings, 'mid', 'S1S2S3', 'ROTS').score).toBeCloseTo(2.920606, 6);
  });

  it('lists the companies a method cannot weigh instead of failing', () => {
    const result = portfolioTemperature(holdings, 'mid', 'S1S2S3', 'MOTS');
    expect(result.excluded).toEqual(['A', 'B', 'C']);
    expect(result.score).toBeNaN();
  });

  it('drops targets the protocol refuses: achieved, ended, intensity on « Other »', () => {
    const refused = companyTemperatureScores(
      [
        target({ achievedReduction: 1 }),
        target({ endYear: 2020 }),
        target({ targetType: 'intensity', intensityMetric: 'Other' }),
      ],
      { scope12: 1, scope3: 0 },
      null,
      2024,
    );
    expect(refused.mid.S1S2).toEqual({ score: 3.2, defaultShare: 1 });
  });

  it('scales an S1S2 ambition by a coverage under 95 %', () => {
    const partial = companyTemperatureScores(
      [target({ coverageS1: 0.5 })],
      { scope12: 1, scope3: 0 },
      'B06',
      2024,
    );
    expect(partial.mid.S1S2.score).toBe(
      Math.round(
        targetScore({ ambition: 0.15, baseYear: 2019, endYear: 2030 }, 'kyoto', 'mid') * 100,
      ) / 100,
    );
  });
});
