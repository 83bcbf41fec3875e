import { describe, expect, it } from 'vitest';
import { analyseScenario, redemptionAnalysis } from './analysis';
import { holdingsOf, rule, scenarioOf } from './test-holdings';

// The four defects of issue 39 §4, each against the rule it broke.
const M = 1_000_000;

describe('liquidity defects (issue 39 §4)', () => {
  it('says « jamais » (null), not 0 days, when no slice can be sold (§3.5, §3.6.2 step 6)', () => {
    const holdings = holdingsOf([
      ['building', 'PROPERTY', 'OTHER', 10 * M],
      ['loan', 'LOAN', 'OTHER', 5 * M],
    ]);
    // The building never sells (rate 0); the loan has no rule: nothing can be sold.
    const [r] = redemptionAnalysis(holdings, [scenarioOf([rule('PROPERTY', '*', 0)])], 3 * M);
    expect(r!.slicing.days).toBeNull();
    expect(r!.slicing.unsellable).toBeCloseTo(2 * M, 6);
    expect(r!.slicing.notAssessed).toBeCloseTo(1 * M, 6);
  });

  it('sells and costs what it can when the waterfall cannot meet the outflow, with the shortfall', () => {
    const holdings = holdingsOf([
      ['cash', 'CASH', 'CASH', 10 * M],
      ['fund', 'FUND_DAILY', 'FUND', 20 * M],
      ['building', 'PROPERTY', 'OTHER', 15 * M],
      ['bond', 'IG_CORP', 'BOND', 55 * M],
    ]);
    const scenario = scenarioOf([
      rule('CASH', '*', 1),
      rule('FUND_DAILY', 'FUND', 0.25, 0.002),
      rule('PROPERTY', '*', 0, 0.05),
    ]);
    const [r] = redemptionAnalysis(holdings, [scenario], 40 * M);
    const w = r!.waterfall;
    expect(w.days).toBeNull();
    // Cash 10 and the fund 20 sell (the fund in 4 days); the building never, the bond
    // has no rule. Cost: half the fund's 0.2 % spread on 20.
    expect(w.raised).toBeCloseTo(30 * M, 6);
    expect(w.shortfall).toBeCloseTo(10 * M, 6);
    expect(w.cost).toBeCloseTo(20 * M * 0.001, 6);
    expect(w.remainingValue).toBeCloseTo(70 * M, 6);
    // What remains: the building beyond 365 days, the bond « non évalué ».
    expect(w.remainingProfile.shares[6]).toBeCloseTo(15 / 70, 12);
    expect(w.remainingProfile.notAssessedShare).toBeCloseTo(55 / 70, 12);
    expect(w.oneDayShareAfter).toBe(0);
  });

  it('orders the least liquid by days to sell all, then by value', () => {
    // 10 % a day and 10.5 % a day both take 10 days: the larger value comes first.
    const holdings = holdingsOf([
      ['small', 'IG_CORP', 'BOND', 1 * M],
      ['large', 'HY_CORP', 'BOND', 5 * M],
      ['slow', 'LOAN', 'OTHER', 0.5 * M],
    ]);
    const scenario = scenarioOf([
      rule('IG_CORP', '*', 0.1),
      rule('HY_CORP', '*', 0.105),
      rule('LOAN', '*', 0.02),
    ]);
    const { leastLiquid } = analyseScenario(holdings, scenario);
    expect(leastLiquid.map((l) => [l.code, l.days])).toEqual([
      ['slow', 50],
      ['large', 10],
      ['small', 10],
    ]);
  });

  it('refuses an outflow above the long value in the engine itself', () => {
    const holdings = holdingsOf([['cash', 'CASH', 'CASH', 10 * M]]);
    const scenario = scenarioOf([rule('CASH', '*', 1)]);
    expect(() => redemptionAnalysis(holdings, [scenario], 10 * M + 1)).toThrow(
      /ne peut pas dépasser la valeur longue/,
    );
    expect(() => redemptionAnalysis(holdings, [scenario], -1)).toThrow(RangeError);
    expect(redemptionAnalysis(holdings, [scenario], 10 * M)[0]!.waterfall.days).toBe(1);
  });
});
