import { firstCashDay, type DealingTerms } from '@prisme/domain';
import { describe, expect, it } from 'vitest';
import { analyseScenario, redemptionAnalysis } from './analysis';
import { holdingDealing } from './dealing';
import { holdingsOf, rule, scenarioOf } from './test-holdings';

// Funds' dealing terms (esg-and-liquidity §3.6.4, issue 39): nothing received before the
// first cash day D (notice + dealing day + settlement), then the scenario's rate.
const M = 1_000_000;
const terms = (overrides: Partial<DealingTerms>): DealingTerms => ({
  frequency: 'daily',
  frequencyDays: null,
  noticeDays: 0,
  settlementDays: 0,
  gate: null,
  suspended: false,
  ...overrides,
});
const scenario = scenarioOf([
  rule('CASH', '*', 1),
  rule('FUND_DAILY', 'FUND', 1, 0.002),
  rule('FUND_RESTRICTED', 'FUND', 0.5, 0.01),
]);

describe('funds’ dealing terms (§3.6.4)', () => {
  it('pays daily T+3 on day 4, in the 2–7 days bucket as the reference says', () => {
    expect(firstCashDay(terms({ settlementDays: 3 }))).toBe(4);
    expect(firstCashDay(terms({}))).toBe(1);
  });

  it('sells nothing of a weekly T+3 fund before its day 8, then at the scenario rate', () => {
    const weekly = holdingDealing('FUND', terms({ frequency: 'weekly', settlementDays: 3 }));
    expect(weekly).toMatchObject({ start: 8, period: 5, terms: 'given' });
    const holdings = holdingsOf([
      ['cash', 'CASH', 'CASH', 10 * M],
      ['fund', 'FUND_DAILY', 'FUND', 30 * M, undefined, weekly],
    ]);
    const outcome = analyseScenario(holdings, scenario);
    const amounts = outcome.buckets.map((b) => b.amount / M);
    // Day 1: the cash only; 2–7: nothing; 8–30: the whole fund (rate 1 from day 8).
    expect(amounts[0]).toBeCloseTo(10, 9);
    expect(amounts[1]).toBe(0);
    expect(amounts[2]).toBeCloseTo(30, 9);
    // A slice waits for the fund; R* within 7 days is 0: its slice is not paid by then.
    const [r] = redemptionAnalysis(holdings, [scenario], 4 * M);
    expect(r!.slicing.days).toBe(8);
    expect(r!.slicing.raised[1]).toBeCloseTo(1 * M, 6);
    expect(outcome.reverseStress.find((x) => x.horizon === 7)!.amount).toBe(0);
    expect(outcome.reverseStress.find((x) => x.horizon === 30)!.amount).toBeCloseTo(40 * M, 6);
    // The waterfall meets 15 on day 8: cash 10 on day 1 is not enough.
    expect(r!.waterfall.days).toBe(1);
    const [big] = redemptionAnalysis(holdings, [scenario], 15 * M);
    expect(big!.waterfall.days).toBe(8);
    expect(outcome.leastLiquid[0]).toMatchObject({ code: 'fund', days: 8, firstDay: 8 });
  });

  it('holds a monthly fund with notice to its gate each dealing day', () => {
    // Notice 10 + month 21 + T+2: day 33, then at most 10 % each 21 days.
    const monthly = holdingDealing(
      'FUND',
      terms({ frequency: 'monthly', noticeDays: 10, settlementDays: 2, gate: 0.1 }),
    );
    expect(monthly.start).toBe(33);
    const holdings = holdingsOf([['fund', 'FUND_DAILY', 'FUND', 10 * M, undefined, monthly]]);
    const shares = analyseScenario(holdings, scenario).buckets.map((b) => b.share);
    // By day 90: dealing days 33, 54, 75 → 30 %; by 180: 8 dealing days → 80 %; by 365: all.
    [0, 0, 0, 0.3, 0.5, 0.2, 0].forEach((expected, k) =>
      expect(shares[k]).toBeCloseTo(expected, 12),
    );
    const [r] = redemptionAnalysis(holdings, [scenario], 2.5 * M);
    // 25 % needs three dealing days: 33 + 2 × 21.
    expect(r!.slicing.days).toBe(75);
  });

  it('never sells a suspended fund within the horizon, and sets its slice apart', () => {
    const suspended = holdingDealing('FUND', terms({ suspended: true }));
    expect(suspended.terms).toBe('suspended');
    const holdings = holdingsOf([
      ['cash', 'CASH', 'CASH', 5 * M],
      ['fund', 'FUND_RESTRICTED', 'FUND', 5 * M, undefined, suspended],
    ]);
    const outcome = analyseScenario(holdings, scenario);
    expect(outcome.buckets[6]!.amount).toBeCloseTo(5 * M, 6);
    expect(outcome.unsellable.value).toBeCloseTo(5 * M, 6);
    const [r] = redemptionAnalysis(holdings, [scenario], 2 * M);
    expect(r!.slicing.unsellable).toBeCloseTo(1 * M, 6);
    expect(r!.slicing.days).toBe(1);
  });

  it('keeps a fund without terms on its CIC rule from day 1, flagged « supposées »', () => {
    expect(holdingDealing('FUND', null)).toMatchObject({ start: 1, terms: 'assumed' });
    expect(holdingDealing('BOND', terms({ settlementDays: 9 }))).toMatchObject({
      start: 1,
      terms: 'none',
    });
    const holdings = holdingsOf([
      ['fund', 'FUND_RESTRICTED', 'FUND', 10 * M, undefined, holdingDealing('FUND', null)],
    ]);
    const shares = analyseScenario(holdings, scenario).buckets.map((b) => b.share);
    expect(shares[0]).toBeCloseTo(0.5, 12);
    expect(shares[1]).toBeCloseTo(0.5, 12);
  });
});
