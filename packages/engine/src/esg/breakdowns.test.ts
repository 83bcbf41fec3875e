import { describe, expect, it } from 'vitest';
import { ESG_LINE_STATUS_LABELS } from '@prisme/domain';
import type { LookThroughInput } from '../lookthrough/types';
import { esgBreakdown, groupIndex } from './breakdowns';
import { esgIssuerKeys, temperatureBySector } from './from-look-through';
import { computeEsgPortfolio, ESG_LINE_STATUS, type EsgSecurity } from './portfolio';
import type { EsgModel } from './security-score';

const model: EsgModel = {
  pillarWeights: { E: 1, S: 0, G: 0 },
  themeWeights: { '*': { E: { CLIMATE_CHANGE: 1 }, S: {}, G: {} } },
  minThemeWeight: 0,
};
const security = (code: string, kind: EsgSecurity['kind'] = 'corporate'): EsgSecurity => ({
  code,
  kind,
  issuerKey: code,
  sectorKeys: [],
});

describe('esgBreakdown', () => {
  // Four lines in two portfolios: A holds a 6 and a 3 (covered), B a 9 and an uncovered one.
  const securities = [security('S6'), security('S3'), security('S9'), security('NONE')];
  const lines = {
    security: Int32Array.from([0, 1, 2, 3]),
    marketValue: Float64Array.from([100, 300, 200, 200]),
  };
  const result = computeEsgPortfolio({
    model,
    securities,
    lines,
    issuerThemeScores: new Map([
      ['S6', { CLIMATE_CHANGE: 6 }],
      ['S3', { CLIMATE_CHANGE: 3 }],
      ['S9', { CLIMATE_CHANGE: 9 }],
    ]),
    forcedRatings: new Map(),
  });
  // Lines 0-1 in portfolio A, 2-3 in B (their root positions' portfolios).
  const byRoot = groupIndex(['A', 'A', 'B', 'B']);
  const groups = esgBreakdown(
    result,
    lines,
    { keys: byRoot.keys, ofLine: (line) => byRoot.of[line]! },
    (key) => `Portefeuille ${key}`,
  );

  it('aggregates each group as the portfolio (value-weighted over covered lines)', () => {
    const [a, b] = groups;
    expect(a).toMatchObject({ key: 'A', label: 'Portefeuille A', value: 400, lines: 2 });
    expect(a!.score).toBeCloseTo((100 * 6 + 300 * 3) / 400, 12);
    expect(a!.coverage).toBe(1);
    expect(b).toMatchObject({ key: 'B', eligibleValue: 400, coveredValue: 200, coverage: 0.5 });
    expect(b!.score).toBe(9);
  });

  it('adds up to the portfolio: covered values, and the score as their weighted mean', () => {
    const covered = groups.reduce((sum, g) => sum + g.coveredValue, 0);
    expect(covered).toBe(result.portfolio.coveredValue);
    const mean = groups.reduce((sum, g) => sum + g.score * g.coveredValue, 0) / covered;
    expect(mean).toBeCloseTo(result.portfolio.score, 12);
  });
});

describe('line statuses', () => {
  it('are the ones the domain labels, in the same order', () => {
    expect(Object.keys(ESG_LINE_STATUS)).toEqual(Object.keys(ESG_LINE_STATUS_LABELS));
  });
});

describe('groupIndex', () => {
  it('numbers the distinct keys in order of first appearance', () => {
    const { keys, of } = groupIndex(['FR', 'DE', 'FR', '']);
    expect(keys).toEqual(['FR', 'DE', '']);
    expect([...of]).toEqual([0, 1, 0, 2]);
  });
});

describe('temperatureBySector', () => {
  it('sums the companies’ contributions by their NACE section, largest first', () => {
    const info = {
      A: { name: 'A', sector: 'C', sectorLabel: 'Industrie manufacturière' },
      B: { name: 'B', sector: 'K', sectorLabel: 'Activités financières et d’assurance' },
      C: { name: 'C', sector: 'C', sectorLabel: 'Industrie manufacturière' },
    };
    const sectors = temperatureBySector(
      [
        { key: 'A', weight: 0.2, contribution: 0.6, relative: 0.2 },
        { key: 'B', weight: 0.5, contribution: 1.8, relative: 0.6 },
        { key: 'C', weight: 0.3, contribution: 0.9, relative: 0.3 },
      ],
      info,
    );
    expect(sectors.map((s) => [s.key, s.companies])).toEqual([
      ['K', 1],
      ['C', 2],
    ]);
    expect(sectors[1]!.contribution).toBeCloseTo(1.5, 12);
    expect(sectors[1]!.label).toBe('Industrie manufacturière');
  });
});

describe('esgIssuerKeys', () => {
  it('lists each issuer once, leaving instruments without one out', () => {
    const instrument = (issuerCode: string | null) =>
      ({ issuerCode }) as LookThroughInput['instruments'][number];
    expect(
      esgIssuerKeys({
        instruments: [instrument('I1'), instrument(null), instrument('I1'), instrument('I2')],
      }),
    ).toEqual(['I1', 'I2']);
  });
});
