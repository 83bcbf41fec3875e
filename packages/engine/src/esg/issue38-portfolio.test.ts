import { describe, expect, it } from 'vitest';
import { computeCarbonMetrics, type CountryClimateFigures } from './carbon';
import { esgLetterMidpoint } from './letters';
import {
  activeForcedRatings,
  computeEsgPortfolio,
  forcedRatingScore,
  type EsgForcedRating,
  type EsgInput,
  type EsgSecurity,
} from './portfolio';
import { REFERENCE_MODEL, REFERENCE_SCORES } from './reference-fixtures';

// Issue 38: forced ratings (esg-and-liquidity §1.4.1, §1.4.3 item 1, §1.3), nothing covered
// (§1.5.2, §1.6), sovereigns (§1.5.4 option (a), §1.6.2, §1.6.3 PAI 15). The portfolio is
// §1.5.5's: A 3.0, B 3.0, C 2.0, D 0.5, French government 1.0, cash 1.5 (M€).

const MODEL = REFERENCE_MODEL;
const SCORES = REFERENCE_SCORES;

const SECURITIES: EsgSecurity[] = [
  { code: 'A', kind: 'corporate', issuerKey: 'IA', sectorKeys: ['ENERGY'] },
  { code: 'B', kind: 'corporate', issuerKey: 'IB', sectorKeys: ['TECH'] },
  { code: 'C', kind: 'corporate', issuerKey: 'IC', sectorKeys: ['TECH'] },
  { code: 'D', kind: 'corporate', issuerKey: 'ID', sectorKeys: ['TECH'] },
  { code: 'FR-OAT', kind: 'sovereign', issuerKey: 'FRGOV', sectorKeys: [], country: 'FR' },
  { code: 'CASH', kind: 'cash', issuerKey: null, sectorKeys: [] },
];
const LINES: [number, number][] = [[0, 2], [1, 3], [0, 1], [2, 2], [5, 1], [4, 1], [3, 0.5], [5, 0.5]]; // prettier-ignore

function portfolio(over: Partial<EsgInput> = {}, lines = LINES) {
  return computeEsgPortfolio({
    model: MODEL,
    securities: SECURITIES,
    lines: {
      security: Int32Array.from(lines.map(([s]) => s)),
      marketValue: Float64Array.from(lines.map(([, v]) => v * 1e6)),
    },
    securityThemeScores: new Map<string, Record<string, number>>([['A', SCORES.A], ['C', SCORES.C]]),
    issuerThemeScores: new Map<string, Record<string, number>>([['IB', SCORES.B], ['ID', { CC: 7.2, CG: 7.2 }]]),
    forcedRatings: new Map([['D', { score: 2.0 }]]),
    ...over,
  });
} // prettier-ignore

/** §1.5.5's pillar sums over A, B, C (value × pillar score, M€): E 44.933333, S 46.044444, G 46.9. */
const PILLAR_SUMS = { E: 3 * 3.6 + 3 * 7.6 + (2 * 17) / 3, S: 3 * 5.8 + 3 * 5.4 + (2 * 56) / 9, G: 3 * 6.1 + 3 * 6.6 + 2 * 4.4 }; // prettier-ignore

describe('forced ratings (§1.4.1, §1.4.3 item 1)', () => {
  it('scores a letter alone at its band midpoint (§1.3), on the model scale', () => {
    expect(forcedRatingScore({ letter: 'B' }, MODEL)).toBeCloseTo(2.143, 3);
    expect(forcedRatingScore({ letter: 'AAA' }, MODEL, 100)).toBeCloseTo(92.857, 3);
    const result = portfolio({ forcedRatings: new Map([['D', { letter: 'B' as const }]]) });
    expect(result.securities[3]).toMatchObject({ status: 'forced', letter: 'B' });
    expect(result.securities[3]!.score).toBeCloseTo(esgLetterMidpoint('B'), 12);
  });

  it('takes the score before the letter, and the pillar-weighted mean of pillars given alone', () => {
    expect(forcedRatingScore({ score: 2, letter: 'AAA' }, MODEL)).toBe(2);
    // (0.4 × 2 + 0.3 × 4) / (0.4 + 0.3), re-normalised over the pillars given (§1.4.2).
    expect(forcedRatingScore({ pillars: { E: 2, S: 4 } }, MODEL)).toBeCloseTo(2 / 0.7, 12);
  });

  it('puts a forced rating’s pillar detail in the pillar means, never in the theme means', () => {
    const forced = new Map([['D', { score: 2.0, pillars: { E: 1, S: 3, G: 2.5 } }]]);
    const result = portfolio({ forcedRatings: forced });
    expect(result.portfolio.score).toBeCloseTo(14057 / 2550, 9);
    expect(result.pillars.E).toBeCloseTo((PILLAR_SUMS.E + 0.5 * 1) / 8.5, 12);
    expect(result.pillars.S).toBeCloseTo((PILLAR_SUMS.S + 0.5 * 3) / 8.5, 12);
    expect(result.pillars.G).toBeCloseTo((PILLAR_SUMS.G + 0.5 * 2.5) / 8.5, 12);
    // Climate change: A 3.0 (ISIN), B 8.0 (issuer), C 6.0; D has no theme detail.
    expect(result.themes.CC).toBeCloseTo((3 * 3 + 3 * 8 + 2 * 6) / 8, 12);
  });

  it('leaves a forced rating with one pillar out of the other pillars’ means', () => {
    const result = portfolio({
      forcedRatings: new Map([['D', { score: 2.0, pillars: { G: 1 } }]]),
    });
    expect(result.pillars.E).toBeCloseTo(PILLAR_SUMS.E / 8, 12);
    expect(result.pillars.G).toBeCloseTo((PILLAR_SUMS.G + 0.5) / 8.5, 12);
  });

  it('is inactive outside its validity dates: D then has its provider score 7.2', () => {
    const ratings: (EsgForcedRating & { code: string })[] = [
      { code: 'D', score: 2, validFrom: '2023-01-01', validTo: '2023-12-31' },
      { code: 'B', score: 1, validFrom: '2024-07-01' },
    ];
    expect([...activeForcedRatings(ratings, '2023-12-31').keys()]).toEqual(['D']);
    expect([...activeForcedRatings(ratings, '2024-07-01').keys()]).toEqual(['B']);
    const active = activeForcedRatings(ratings, '2024-06-30');
    expect(active.size).toBe(0);
    const result = portfolio({ forcedRatings: active });
    expect(result.securities[3]).toMatchObject({ status: 'issuer' });
    expect(result.securities[3]!.score).toBeCloseTo(7.2, 12);
  });
});

describe('nothing covered is not 0 (§1.5.2, §1.6)', () => {
  const cashOnly = () =>
    portfolio(
      {},
      [
        [5, 1],
        [3, 0],
      ].map(([s, v]) => [s!, v!]) as [number, number][],
    );

  it('has no forced share and no letter shares without covered value', () => {
    const result = portfolio({ forcedRatings: new Map() }, [[5, 1]]);
    expect(result.portfolio.coverage).toBeNaN();
    expect(result.forcedShare).toBeNaN();
    expect(Object.values(result.letters).every(Number.isNaN)).toBe(true);
    expect(cashOnly().forcedShare).toBeNaN();
  });

  it('answers NaN for PAI 1, 2, 3 and the WACI when no line is covered, and skips unknown figures', () => {
    const nothing = computeCarbonMetrics({
      lines: { marketValue: Float64Array.from([3e6, 1e6]), kind: ['corporate', 'cash'], issuer: ['X', null] },
      climate: new Map(),
    }); // prettier-ignore
    for (const m of [nothing.financedScope12, nothing.financedScope123, nothing.carbonFootprint, nothing.waci, nothing.pai3])
      expect(m.value).toBeNaN(); // prettier-ignore
    expect(nothing.carbonFootprint.eligibleValue).toBe(3e6);
    const unknown = computeCarbonMetrics({
      lines: { marketValue: Float64Array.from([3e6, 3e6]), kind: ['corporate', 'corporate'], issuer: ['A', 'Z'] },
      climate: new Map([
        ['A', { evic: 50_000, revenue: 40_000, scope12: 20_000_000, scope3: 80_000_000 }],
        ['Z', { evic: 1_000, revenue: 1_000, scope12: NaN, scope3: NaN }],
      ]),
    }); // prettier-ignore
    expect(unknown.waci.value).toBeCloseTo(500, 9);
    expect(unknown.waci.coverage).toBeCloseTo(0.5, 12);
  });
});

describe('sovereigns (§1.5.4 option (a), §1.6.2, §1.6.3)', () => {
  it('scores the sovereigns apart, beside an unchanged corporate score', () => {
    const result = portfolio({ sovereignScores: new Map([['FR', 7.5]]) });
    expect(result.portfolio.score).toBeCloseTo(14057 / 2550, 9);
    expect(result.portfolio.coverage).toBeCloseTo(1, 12);
    expect(result.sovereign).toMatchObject({ eligibleValue: 1e6, coveredValue: 1e6, coverage: 1, score: 7.5, letter: 'AA' });
    expect(result.byStatus.sovereign.value).toBeCloseTo(1e6, 6);
  }); // prettier-ignore

  it('counts a sovereign without a score in its eligible value, uncovered; a forced rating first', () => {
    const none = portfolio({ sovereignScores: new Map([['DE', 8]]) });
    expect(none.sovereign).toMatchObject({ eligibleValue: 1e6, coveredValue: 0, letter: null });
    expect(none.sovereign.score).toBeNaN();
    const forced = portfolio({
      sovereignScores: new Map([['FR', 7.5]]),
      forcedRatings: new Map([['FR-OAT', { score: 3 }]]),
    });
    expect(forced.sovereign.score).toBe(3);
  });

  const countries = new Map<string, CountryClimateFigures>([
    ['FR', { ghgEmissions: 400_000_000, gdp: 2_800_000, gdpPpp: 3_200_000 }],
    ['IT', { ghgEmissions: 410_000_000, gdp: null, gdpPpp: 2_900_000 }],
  ]);
  // FR 1.0 and IT 0.5 M€ of sovereign bonds, A 3.0 M€ corporate, cash 1.5 (all investments 6.0).
  const carbon = computeCarbonMetrics({
    lines: {
      marketValue: Float64Array.from([1e6, 0.5e6, 3e6, 1.5e6]),
      kind: ['sovereign', 'sovereign', 'corporate', 'cash'],
      issuer: ['FRGOV', 'ITGOV', 'A', null],
      country: ['FR', 'IT', 'FR', null],
    },
    climate: new Map(),
    countries,
  });

  it('computes PAI 15 over all investments: Σ value / all investments × emissions / GDP', () => {
    // FR: 1.0 / 6.0 × 400 000 000 / 2 800 000; IT has no GDP, uncovered.
    expect(carbon.pai15.value).toBeCloseTo((1 / 6) * (400_000_000 / 2_800_000), 9);
    expect(carbon.pai15.coveredValue).toBe(1e6);
    expect(carbon.pai15.coverage).toBeCloseTo(1 / 1.5, 12);
  });

  it('attributes sovereign emissions by PPP-adjusted GDP (PCAF §5.7)', () => {
    const expected = (1 / 3_200_000) * 400_000_000 + (0.5 / 2_900_000) * 410_000_000;
    expect(carbon.financedSovereign.value).toBeCloseTo(expected, 9);
    expect(carbon.financedSovereign.coverage).toBe(1);
    // The companies' metrics leave the sovereigns out.
    expect(carbon.financedScope12.eligibleValue).toBe(3e6);
  });
});
