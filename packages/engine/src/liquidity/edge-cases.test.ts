import type { LiquidityScenario, LiquidityStatus } from '@prisme/domain';
import { describe, expect, it } from 'vitest';
import { analyseScenario, redemptionAnalysis } from './analysis';
import { classifySecurity, type LiquiditySecurityFacts } from './classify';
import { allocateHoldings, setHolding } from './holdings';
import { securityFacts } from './test-facts';

// The edge cases of esg-and-liquidity §3.6.4: missing data, zero capacity, shorts, cash,
// derivatives, funds kept whole, a class without a rule. Never NaN.
const M = 1_000_000;
const detail = (liquidityClass: string, scopeCode: string, bondRatio: number, spread = 0) =>
  ({
    liquidityClass,
    scopeCode,
    bondRatio,
    equityDailyTreshold: 0.2,
    spreadBidAskRatio: spread,
  }) as LiquidityScenario['details'][number];

const SCENARIO: LiquidityScenario = {
  code: 'EDGE',
  name: 'Cas limites',
  comment: null,
  details: [
    detail('CASH', '*', 1),
    detail('FUND_DAILY', 'FUND', 0.25, 0.002),
    detail('PROPERTY', '*', 0, 0.05),
    detail('EQ_SMALL', 'EQUITY', 0, 0.01),
  ],
};

function portfolio(rows: [string, Partial<LiquiditySecurityFacts>][]) {
  const holdings = allocateHoldings(rows.length);
  rows.forEach(([code, overrides], i) => {
    const facts = securityFacts({ value: M, ...overrides });
    setHolding(
      holdings,
      i,
      { code, name: code, value: facts.value, volumeShare: facts.volumeShare },
      classifySecurity(facts),
    );
  });
  return holdings;
}

const statusOf = (holdings: ReturnType<typeof portfolio>, i: number) =>
  ['assessed', 'no_cic', 'no_volume', 'no_quantity', 'derivative', 'short'][
    holdings.status[i]!
  ] as LiquidityStatus;

describe('liquidity edge cases (esg-and-liquidity §3.6.4)', () => {
  const holdings = portfolio([
    ['cash', { cic: 'XT71', value: 10 * M }],
    ['fund', { cic: 'XL42', value: 20 * M }],
    ['no adv', { cic: 'FR31', value: 5 * M }],
    ['future', { cic: 'FRA1', value: 3 * M }],
    ['short', { cic: 'FR21', value: -4 * M, creditQualityStep: 2 }],
    ['building', { cic: 'XT91', value: 15 * M }],
    ['bond', { cic: 'FR21', value: 50 * M, creditQualityStep: 2 }],
  ]);
  const outcome = analyseScenario(holdings, SCENARIO);

  it('reports missing volume, derivatives and shorts apart, out of the long value', () => {
    expect(statusOf(holdings, 2)).toBe('no_volume');
    expect(statusOf(holdings, 3)).toBe('derivative');
    expect(statusOf(holdings, 4)).toBe('short');
    expect(outcome.longValue).toBe(100 * M);
  });

  it('puts a class without a rule and data gaps in « non évalué », never redistributed', () => {
    expect(outcome.notAssessed.value).toBe(55 * M);
    expect(outcome.notAssessed.noRuleValue).toBe(50 * M);
    expect(outcome.notAssessed.noRuleClasses).toEqual(['IG_CORP']);
    const profiled = outcome.buckets.reduce((sum, b) => sum + b.amount, 0);
    expect(profiled + outcome.notAssessed.value).toBeCloseTo(100 * M, 6);
  });

  it('sells cash in a day, a daily fund on its ratio, and never sells at capacity 0', () => {
    expect(outcome.buckets[0]!.amount).toBeCloseTo(10 * M + 5 * M, 6);
    expect(outcome.buckets[1]!.amount).toBeCloseTo(15 * M, 6);
    // The building (rate 0) stays beyond 365 days and tops the least liquid.
    expect(outcome.buckets[6]!.amount).toBe(15 * M);
    expect(outcome.leastLiquid[0]).toMatchObject({
      code: 'building',
      days: null,
      dailyCapacity: 0,
    });
  });

  it('sets apart the slice of a holding that never sells, with no NaN anywhere', () => {
    const [redemption] = redemptionAnalysis(holdings, [SCENARIO], 10 * M);
    // 10 % of each: cash and the fund's slices sell in a day; the building's 1.5 never.
    expect(redemption!.slicing.days).toBe(1);
    expect(redemption!.slicing.unsellable).toBeCloseTo(1.5 * M, 6);
    expect(redemption!.slicing.notAssessed).toBeCloseTo(5.5 * M, 6);
    expect(outcome.unsellable.value).toBe(15 * M);
    expect(redemption!.waterfall.days).toBe(1);
    expect(JSON.stringify(redemption)).not.toMatch(/NaN|null,"raised":\[null/);
    for (const value of Object.values(outcome.cost)) expect(Number.isFinite(value)).toBe(true);
    // The slowest holding that sells is the fund, 25 % a day: R*(1) = 25 % of 100.
    expect(outcome.reverseStress[0]!.amount).toBeCloseTo(25 * M, 6);
  });

  it('answers « never » for an outflow larger than what can ever be sold', () => {
    const [redemption] = redemptionAnalysis(holdings, [SCENARIO], 40 * M);
    expect(redemption!.waterfall.days).toBeNull();
  });

  it('answers an empty portfolio with zeros, and refuses an outflow it does not hold', () => {
    const empty = allocateHoldings(0);
    const nothing = analyseScenario(empty, SCENARIO);
    expect(nothing.buckets.every((b) => b.share === 0)).toBe(true);
    const [redemption] = redemptionAnalysis(empty, [SCENARIO], 0);
    expect(redemption!.waterfall.days).toBe(0);
    expect(redemption!.coverage[0]!.ratio).toBe(0);
    expect(() => redemptionAnalysis(empty, [SCENARIO], 1)).toThrow(RangeError);
  });
});
