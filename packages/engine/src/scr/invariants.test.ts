import { describe, expect, it } from 'vitest';
import {
  EMPTY_CLIENT_LISTS,
  MARKET_SUBMODULES,
  REGULATORY_DEFAULT_PARAMETERS,
  SCR_REGULATORY_TABLES,
} from '@prisme/domain';
import type { ScrParameters, ScrRegulatoryTables } from '@prisme/domain';
import { toScrColumns } from './columns';
import { computeMarketScr } from './compute';
import { EUR_CURVE_2024, flatCurve } from './fixtures';
import { syntheticColumns } from './synthetic';
import type { ScrColumns, ScrInput } from './types';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const CURVES = { EUR: EUR_CURVE_2024, USD: flatCurve(0.04), GBP: flatCurve(0.035) };

function inputFor(lines: ScrColumns, over: Partial<ScrInput> = {}): ScrInput {
  return {
    lines,
    parameters: REGULATORY_DEFAULT_PARAMETERS,
    clientLists: {
      ...EMPTY_CLIENT_LISTS,
      strategicParticipations: [
        {
          code: 'ISIN1',
          denomination: '',
          codeCIC: '',
          qrtAdjEqMethVal: null,
          portfolioCode: '*',
          compartmentCode: '*',
        },
      ],
      longTermAssets: [
        {
          code: 'ISIN2',
          denomination: '',
          codeCIC: '',
          portfolioCode: '*',
          compartmentCode: '*',
          currency: '*',
        },
      ],
    },
    yieldCurves: CURVES,
    eiopa: { symmetricAdjustment: 0.015 },
    ...over,
  };
}

const scaled = (c: ScrColumns, k: number): ScrColumns => ({
  ...c,
  marketValue: c.marketValue.map((v) => v * k),
});
const relClose = (a: number, b: number, tol = 1e-9) =>
  expect(Math.abs(a - b), `${a} vs ${b}`).toBeLessThanOrEqual(tol * Math.max(1, Math.abs(b)));

describe('Invariants over generated portfolios', () => {
  it('an empty portfolio gives 0 everywhere, even without curves', () => {
    const r = computeMarketScr(inputFor(toScrColumns([]), { yieldCurves: {} }));
    expect(r.globalSCRMarketResult).toBe(0);
    expect(r.globalMarketValuation).toBe(0);
    for (const m of MARKET_SUBMODULES) expect(r.submodules[m]).toBe(0);
    expect(r.correlationA).toBe(0);
  });

  for (const seed of SEEDS)
    it(`seed ${seed}: scaling every position by k scales the SCR and every submodule by k`, () => {
      const lines = syntheticColumns(400, seed);
      const base = computeMarketScr(inputFor(lines));
      expect(base.globalSCRMarketResult).toBeGreaterThan(0);
      for (const k of [3, 0.25]) {
        const r = computeMarketScr(inputFor(scaled(lines, k)));
        relClose(r.globalSCRMarketResult, k * base.globalSCRMarketResult);
        for (const m of MARKET_SUBMODULES) relClose(r.submodules[m], k * base.submodules[m]);
      }
    });

  const bumps: [string, (p: ScrParameters) => ScrParameters][] = [
    [
      'type1Stress',
      (p) => ({ ...p, equity: { ...p.equity, type1Stress: p.equity.type1Stress + 0.05 } }),
    ],
    [
      'type2Stress',
      (p) => ({ ...p, equity: { ...p.equity, type2Stress: p.equity.type2Stress + 0.05 } }),
    ],
    ['partStratStress', (p) => ({ ...p, equity: { ...p.equity, partStratStress: 0.3 } })],
    ['longTermStress', (p) => ({ ...p, equity: { ...p.equity, longTermStress: 0.3 } })],
    ['propertyStress', (p) => ({ ...p, property: { propertyStress: 0.3 } })],
    ['currencyStress', (p) => ({ ...p, currency: { ...p.currency, currencyStress: 0.3 } })],
    ['minDeltaUp', (p) => ({ ...p, interestRate: { ...p.interestRate, minDeltaUp: 0.015 } })],
    [
      'exceptionStressByCurrencies',
      (p) => ({
        ...p,
        currency: { ...p.currency, exceptionStressByCurrencies: { DKK: 0.02, XOF: 0.05 } },
      }),
    ],
  ];
  const tableBumps: [string, (t: ScrRegulatoryTables) => ScrRegulatoryTables][] = [
    [
      'spread factors',
      (t) => ({
        ...t,
        spread: {
          ...t.spread,
          bonds: t.spread.bonds.map((row) => row.map((b) => ({ a: b.a * 1.1, b: b.b * 1.1 }))),
        },
      }),
    ],
    [
      'concentration factors',
      (t) => ({
        ...t,
        concentration: { ...t.concentration, factor: t.concentration.factor.map((g) => g + 0.05) },
      }),
    ],
    [
      'interest-rate up shocks',
      (t) => ({
        ...t,
        interestRate2016: {
          ...t.interestRate2016,
          up: { ...t.interestRate2016.up, y: t.interestRate2016.up.y.map((s) => s + 0.1) },
        },
      }),
    ],
  ];

  for (const seed of SEEDS.slice(0, 4))
    it(`seed ${seed}: raising any stress never lowers the SCR (assets only)`, () => {
      const lines = syntheticColumns(400, seed, { liabilities: false });
      const base = computeMarketScr(inputFor(lines)).globalSCRMarketResult;
      for (const [name, bump] of bumps) {
        const r = computeMarketScr(
          inputFor(lines, { parameters: bump(REGULATORY_DEFAULT_PARAMETERS) }),
        );
        expect(r.globalSCRMarketResult, name).toBeGreaterThanOrEqual(base * (1 - 1e-12));
      }
      for (const [name, bump] of tableBumps) {
        const r = computeMarketScr(inputFor(lines, { tables: bump(SCR_REGULATORY_TABLES) }));
        expect(r.globalSCRMarketResult, name).toBeGreaterThanOrEqual(base * (1 - 1e-12));
      }
      const sa = computeMarketScr(inputFor(lines, { eiopa: { symmetricAdjustment: 0.05 } }));
      expect(sa.globalSCRMarketResult).toBeGreaterThanOrEqual(base);
    });
});

describe('Euler allocation', () => {
  for (const seed of SEEDS)
    it(`seed ${seed}: line contributions and group contributions sum to the total`, () => {
      const r = computeMarketScr(inputFor(syntheticColumns(600, seed)));
      relClose(
        r.lines.contribution.reduce((s, v) => s + v, 0),
        r.globalSCRMarketResult,
      );
      for (const groups of [r.byPortfolio, r.byCompartment, r.byCicCategory]) {
        relClose(
          groups.reduce((s, g) => s + g.contribution, 0),
          r.globalSCRMarketResult,
        );
        for (const m of MARKET_SUBMODULES)
          relClose(
            groups.reduce((s, g) => s + g.bySubmodule[m], 0),
            r.submodules[m],
          );
      }
    });

  it('each contribution is x·∂SCR/∂x (central finite differences)', () => {
    const lines = syntheticColumns(150, 11);
    const r = computeMarketScr(inputFor(lines));
    const h = 1e-6;
    for (let i = 0; i < lines.length; i += 7) {
      const bump = (k: number) => {
        const mv = lines.marketValue.slice();
        mv[i] = mv[i]! * k;
        return computeMarketScr(inputFor({ ...lines, marketValue: mv })).globalSCRMarketResult;
      };
      const derivative = (bump(1 + h) - bump(1 - h)) / (2 * h);
      expect(Math.abs(derivative - r.lines.contribution[i]!), `line ${i}`).toBeLessThanOrEqual(
        1e-5 * r.globalSCRMarketResult,
      );
    }
  });
});
