import type { LiquidityClass, LiquidityScenario, LiquidityScope } from '@prisme/domain';
import { describe, expect, it } from 'vitest';
import { analyseScenario, redemptionAnalysis } from './analysis';
import { allocateHoldings, setHolding } from './holdings';

// esg-and-liquidity §3.6.3 and the liquidity vectors of §7. The example's classes EQ, IG
// and HY are the product's EQ_LARGE, IG_CORP and HY_CORP.
const M = 1_000_000;

const STRESS_1: LiquidityScenario = {
  code: 'STRESS_1',
  name: 'Stress 1',
  comment: null,
  details: [
    {
      liquidityClass: 'CASH',
      scopeCode: '*',
      bondRatio: 1,
      equityDailyTreshold: 0,
      spreadBidAskRatio: 0,
    },
    {
      liquidityClass: 'EQ_LARGE',
      scopeCode: 'EQUITY',
      bondRatio: 0,
      equityDailyTreshold: 0.2,
      spreadBidAskRatio: 0.002,
    },
    {
      liquidityClass: 'GOV_L1',
      scopeCode: 'BOND',
      bondRatio: 1,
      equityDailyTreshold: 0,
      spreadBidAskRatio: 0.001,
    },
    {
      liquidityClass: 'IG_CORP',
      scopeCode: 'BOND',
      bondRatio: 0.1,
      equityDailyTreshold: 0,
      spreadBidAskRatio: 0.008,
    },
    {
      liquidityClass: 'HY_CORP',
      scopeCode: 'BOND',
      bondRatio: 0.02,
      equityDailyTreshold: 0,
      spreadBidAskRatio: 0.03,
    },
  ],
};

/** Position, class, scope, value (€), and for shares price and ADV. */
const POSITIONS: [string, LiquidityClass, LiquidityScope, number, number?, number?][] = [
  ['Cash', 'CASH', 'CASH', 5 * M],
  ['Equity X', 'EQ_LARGE', 'EQUITY', 20 * M, 50, 500_000],
  ['Equity Y', 'EQ_LARGE', 'EQUITY', 10 * M, 20, 50_000],
  ['Gov bond', 'GOV_L1', 'BOND', 25 * M],
  ['IG corporates', 'IG_CORP', 'BOND', 30 * M],
  ['HY corporates', 'HY_CORP', 'BOND', 10 * M],
];

function workedPortfolio() {
  const holdings = allocateHoldings(POSITIONS.length);
  POSITIONS.forEach(([code, liquidityClass, scope, value, price, adv], i) => {
    // ADV / units held: the units are value / price.
    const volumeShare = price && adv ? adv / (value / price) : Number.NaN;
    setHolding(
      holdings,
      i,
      { code, name: code, value, volumeShare },
      {
        status: 'assessed',
        reason: 'other',
        liquidityClass,
        scope,
      },
    );
  });
  return holdings;
}

describe('liquidity worked example (esg-and-liquidity §3.6.3)', () => {
  const holdings = workedPortfolio();
  const outcome = analyseScenario(holdings, STRESS_1);

  it('profiles the portfolio: 38.4 / 35.4 / 18.2 / 8.0 / 0 / 0 / 0 %', () => {
    const shares = outcome.buckets.map((b) => b.share * 100);
    [38.4, 35.4, 18.2, 8.0, 0, 0, 0].forEach((expected, k) =>
      expect(shares[k]).toBeCloseTo(expected, 10),
    );
    expect(outcome.buckets[6]!.cumulativeAmount).toBeCloseTo(100 * M, 4);
    expect(outcome.notAssessed.value).toBe(0);
  });

  it('costs a full liquidation €0.3125M, 0.3125 % of NAV', () => {
    expect(outcome.cost.value).toBeCloseTo(0.3125 * M, 4);
    expect(outcome.cost.share).toBeCloseTo(0.003125, 12);
    const byBuckets = outcome.buckets.reduce((sum, b) => sum + b.cost, 0);
    expect(byBuckets).toBeCloseTo(0.3125 * M, 4);
  });

  it('finds R* = €14M for a slice met within 7 days', () => {
    const seven = outcome.reverseStress.find((r) => r.horizon === 7)!;
    expect(seven.amount).toBeCloseTo(14 * M, 4);
  });

  it('gives R* at every horizon of the profile: NAV × min(h × L_i / MV_i), capped at NAV', () => {
    // The slowest lines, Y and HY, sell 2 % a day: 2, 14, 60, then the whole NAV.
    const amounts = outcome.reverseStress.map((r) => [r.horizon, r.amount / M]);
    const expected = [
      [1, 2],
      [7, 14],
      [30, 60],
      [90, 100],
      [180, 100],
      [365, 100],
    ];
    amounts.forEach(([h, a], k) => {
      expect(h).toBe(expected[k]![0]);
      expect(a).toBeCloseTo(expected[k]![1]!, 9);
    });
  });

  const [redemption] = redemptionAnalysis(holdings, [STRESS_1], 20 * M);

  it('slices 20 %: 10 days, €13.4M on day 1, cost €0.0625M', () => {
    expect(redemption!.slicing.days).toBe(10);
    expect(redemption!.slicing.raised[0]).toBeCloseTo(13.4 * M, 4);
    expect(redemption!.slicing.cost).toBeCloseTo(0.0625 * M, 4);
  });

  it('waterfalls 20 %: 1 day, cost €0.0075M, remaining 1-day liquidity 23.0 %', () => {
    expect(redemption!.waterfall.days).toBe(1);
    expect(redemption!.waterfall.cost).toBeCloseTo(0.0075 * M, 4);
    expect(redemption!.waterfall.oneDayShareBefore).toBeCloseTo(0.384, 12);
    expect(redemption!.waterfall.oneDayShareAfter).toBeCloseTo(0.23, 12);
    expect(redemption!.waterfall.remainingValue).toBeCloseTo(80 * M, 4);
  });

  it('covers the outflow 1.92 times in one day, 3.69 times in seven', () => {
    expect(redemption!.coverage[0]!.ratio).toBeCloseTo(1.92, 12);
    expect(redemption!.coverage[1]!.ratio).toBeCloseTo(3.69, 12);
  });
});
