import type { LiquidityScenario } from '@prisme/domain';
import { describe, expect, it } from 'vitest';
import { lookThrough } from '../lookthrough/lookthrough';
import { Book, isin } from '../lookthrough/test-fixtures';
import { computeLiquidityOfLookThrough, type SecurityLiquidityData } from './from-look-through';
import { rule, scenarioOf } from './test-holdings';

// What the referential adds to a look-through (issue 39): an equity's price and ADV in
// shares (§3.6.2), funds' dealing terms (§3.6.4), derivatives' margin, HQLA (§3.4), shorts.
const M = 1_000_000;
const SHARE = isin('FR000012027');
const FUND = isin('LU000000001');
const SCENARIO = scenarioOf([
  rule('EQ_LARGE', 'EQUITY', 0),
  rule('EQ_SMALL', 'EQUITY', 0),
  rule('FUND_DAILY', 'FUND', 1),
  rule('GOV_L1', '*', 1, 0.001),
  rule('IG_CORP', '*', 0.1, 0.008),
]);

const run = (
  book: Book,
  data: Record<string, SecurityLiquidityData>,
  scenarios: LiquidityScenario[] = [SCENARIO],
) => {
  const input = book.input();
  return computeLiquidityOfLookThrough(lookThrough(input), input, {
    scenarios,
    marketData: new Map(Object.entries(data)),
  });
};

describe('an equity’s price and ADV in shares (§3.6.2)', () => {
  // 20 M€ of 400 000 shares (50 € each as value ÷ units); ADV 500 000 shares.
  const book = () =>
    new Book().add(SHARE, 'FR31', { naceCode: 'C2011' }).hold(SHARE, 20 * M, { quantity: 400_000 });

  it('sells 20 % of ADV × the referential price a day: 0.2 × 500 000 × 40 € = 4 M€', () => {
    const outcome = run(book(), {
      [SHARE]: { averageDailyVolume: 500_000, issueSize: null, price: 40 },
    });
    expect(outcome.holdings.priceSource[0]).toBe(1);
    const [analysis] = outcome.scenarios;
    expect(analysis!.buckets[0]!.amount).toBeCloseTo(4 * M, 4);
    expect(analysis!.leastLiquid[0]!.days).toBe(5);
  });

  it('converts a price quoted in another currency to the reference currency', () => {
    const outcome = run(
      new Book()
        .add(SHARE, 'US31', { currency: 'USD', naceCode: 'C2011' })
        .hold(SHARE, 20 * M, { quantity: 400_000 }),
      { [SHARE]: { averageDailyVolume: 500_000, issueSize: null, price: 50 } },
    );
    // 50 $ at 1.25 $ per € is 40 €.
    expect(outcome.scenarios[0]!.buckets[0]!.amount).toBeCloseTo(4 * M, 4);
  });

  it('falls back to value ÷ units without a price, and says so on the line', () => {
    const outcome = run(book(), { [SHARE]: { averageDailyVolume: 500_000, issueSize: null } });
    expect(outcome.holdings.priceSource[0]).toBe(2);
    expect(outcome.scenarios[0]!.buckets[0]!.amount).toBeCloseTo(5 * M, 4);
  });

  it('needs no units when the price is known', () => {
    const outcome = run(new Book().add(SHARE, 'FR31').hold(SHARE, 20 * M, { quantity: null }), {
      [SHARE]: { averageDailyVolume: 500_000, issueSize: null, price: 40 },
    });
    expect(outcome.statuses.find((s) => s.status === 'assessed')!.securities).toBe(1);
  });
});

describe('a fund’s dealing terms from the referential (§3.6.4)', () => {
  it('moves a weekly T+3 fund to the 8–30 days bucket; without terms it is « supposées »', () => {
    const book = () => new Book().add(FUND, 'LU42', { isFund: true }).hold(FUND, 10 * M);
    const dealt = run(book(), {
      [FUND]: {
        averageDailyVolume: null,
        issueSize: null,
        dealing: {
          frequency: 'weekly',
          frequencyDays: null,
          noticeDays: 0,
          settlementDays: 3,
          gate: null,
          suspended: false,
        },
      },
    });
    expect(dealt.scenarios[0]!.buckets.map((b) => b.share)).toEqual([0, 0, 1, 0, 0, 0, 0]);
    expect(dealt.dealingTerms).toEqual([{ terms: 'given', securities: 1, value: 10 * M }]);
    const assumed = run(book(), {});
    expect(assumed.scenarios[0]!.buckets[0]!.share).toBe(1);
    expect(assumed.dealingTerms[0]!.terms).toBe('assumed');
  });
});

describe('derivatives’ margin (§3.6.4, an estimate)', () => {
  const SWAP = isin('XS000000001');
  const FUTURE = isin('DE000000001');
  // A 7-year payer swap, notional 10 M€, worth −0.2 M€; a short equity future, 2 M€.
  const book = () =>
    new Book()
      .add(SWAP, 'XTD1', { maturityDate: '2031-12-31' })
      .add(FUTURE, 'DEA1', { maturityDate: '2025-03-21' })
      .add(FUND, 'FR71')
      .hold(SWAP, -0.2 * M, { notional: 10 * M })
      .hold(FUTURE, 0, { notional: -2 * M })
      .hold(FUND, 1 * M);
  const stressed = { ...SCENARIO, details: [...SCENARIO.details, rule('CASH', '*', 1)] };

  it('counts them, their gross and net exposure, and the schedule’s initial margin', () => {
    const block = run(book(), {}, [stressed]).scenarios[0]!.derivatives;
    expect(block.count).toBe(2);
    expect(block.grossExposure).toBeCloseTo(12 * M, 6);
    // Net within each underlying: rates 10, equity 2.
    expect(block.netExposure).toBeCloseTo(12 * M, 6);
    // Rates beyond 5 years 4 % of 10 M€; equity 15 % of 2 M€.
    expect(block.initialMargin).toBeCloseTo(0.4 * M + 0.3 * M, 6);
    expect(block.marketValue).toBeCloseTo(-0.2 * M, 6);
  });

  it('calls variation margin on the 10-day move scaled by √(h/10) and the scenario multiplier', () => {
    const plain = run(book(), {}, [stressed]).scenarios[0]!.derivatives;
    const thirty = plain.horizons.find((h) => h.horizon === 30)!;
    expect(thirty.variationMargin).toBeCloseTo(0.7 * M * Math.sqrt(3), 4);
    expect(thirty.cashNeeded).toBeCloseTo(thirty.variationMargin, 6);
    // The 1 M€ of cash raised by day 1 against 0.7 × √0.1 of calls.
    const one = plain.horizons[0]!;
    expect(one.available).toBeCloseTo(1 * M, 6);
    expect(one.coverage).toBeCloseTo(1 / (0.7 * Math.sqrt(0.1)), 9);
    const doubled = run(book(), {}, [{ ...stressed, marginMultiplier: 2 }]).scenarios[0]!
      .derivatives;
    // m = 2: twice the move, and the initial margin doubled (0.7 M€ more) on day 1.
    expect(doubled.horizons[0]!.cashNeeded).toBeCloseTo(1.4 * M * Math.sqrt(0.1) + 0.7 * M, 4);
  });

  it('nets opposite notionals of one underlying and calls no margin on a bought option', () => {
    const OTHER = isin('XS000000002');
    const OPTION = isin('XS000000003');
    const block = run(
      book()
        .add(OTHER, 'XTD1', { maturityDate: '2031-12-31' })
        .add(OPTION, 'XTB1')
        .hold(OTHER, 0, { notional: -4 * M })
        .hold(OPTION, 0.1 * M, { notional: 1 * M }),
      {},
      [stressed],
    ).scenarios[0]!.derivatives;
    expect(block.grossExposure).toBeCloseTo(17 * M, 6);
    expect(block.netExposure).toBeCloseTo(6 * M + 2 * M, 6);
    expect(block.initialMargin).toBeCloseTo(0.56 * M + 0.3 * M, 6);
  });
});

describe('HQLA summary (§3.4)', () => {
  it('weighs the reference’s €100M fund to 72.8 with level 1 at 53.98 % and 2B at 34.34 %', () => {
    const ids = ['CASH', 'GOV', 'COV', 'AGY', 'CORP', 'SHR'].map((c) =>
      isin(`FR${c}000000000`.slice(0, 11)),
    );
    const book = new Book()
      .add(ids[0]!, 'FR71')
      .add(ids[1]!, 'FR11', { isGovernment: true, country: 'DE' })
      .add(ids[2]!, 'FR26', { isCoveredBond: true, creditQualityStep: 1 })
      .add(ids[3]!, 'FR13', { creditQualityStep: 2 })
      .add(ids[4]!, 'FR21', { creditQualityStep: 3 })
      .add(ids[5]!, 'FR31', { naceCode: 'C2011' })
      .hold(ids[0]!, 5 * M)
      .hold(ids[1]!, 25 * M)
      .hold(ids[2]!, 10 * M)
      .hold(ids[3]!, 10 * M)
      .hold(ids[4]!, 20 * M)
      .hold(ids[5]!, 30 * M, { quantity: 1_000_000 });
    const outcome = run(book, {
      [ids[2]!]: { averageDailyVolume: null, issueSize: 600 * M },
      [ids[4]!]: { averageDailyVolume: null, issueSize: 300 * M },
      [ids[5]!]: { averageDailyVolume: 1_000_000, issueSize: null, price: 30 },
    });
    const { whole } = outcome.hqla;
    expect(whole.totalBefore).toBeCloseTo(100 * M, 4);
    expect(whole.totalAfter).toBeCloseTo(72.8 * M, 4);
    expect(whole.level1Share).toBeCloseTo(39.3 / 72.8, 12);
    expect(whole.level2BShare).toBeCloseTo(25 / 72.8, 12);
    expect(whole.weightedShare).toBeCloseTo(0.728, 12);
    expect(outcome.hqla.byPortfolio).toHaveLength(1);
  });

  it('takes Art. 15’s haircut for what is held through a fund: level 1 at 5 %', () => {
    const GOV = isin('FR000000011');
    const book = new Book()
      .add(FUND, 'LU42', { isFund: true })
      .add(GOV, 'FR11', { isGovernment: true, country: 'FR' })
      .hold(FUND, 10 * M)
      .hold(GOV, 10 * M)
      .compose(FUND, '2024-12-31', [[GOV, 1]]);
    const { whole } = run(book, {}).hqla;
    const level1 = whole.levels.find((l) => l.level === '1')!;
    expect(level1.before).toBeCloseTo(10 * M, 6);
    expect(level1.ciuBefore).toBeCloseTo(10 * M, 6);
    expect(level1.after + level1.ciuAfter).toBeCloseTo(10 * M + 9.5 * M, 6);
  });
});

describe('short book (§3.6.4)', () => {
  it('buys back shorts on the long rules, apart, with its cost', () => {
    const BOND = isin('FR000000012');
    const book = new Book()
      .add(BOND, 'FR21', { creditQualityStep: 2 })
      .add(SHARE, 'FR31')
      .hold(BOND, -3 * M)
      .hold(SHARE, 2 * M, { quantity: 100_000 });
    const outcome = run(book, { [SHARE]: { averageDailyVolume: 250_000, issueSize: null } });
    const analysis = outcome.scenarios[0]!;
    expect(analysis.longValue).toBeCloseTo(2 * M, 6);
    const shorts = analysis.shortBook;
    expect(shorts.count).toBe(1);
    expect(shorts.value).toBeCloseTo(3 * M, 6);
    // IG at 10 % a day: 0.3 on day 1, 1.8 more by day 7, 0.9 by day 10.
    expect(shorts.buckets.map((b) => b.amount / M)).toEqual([
      expect.closeTo(0.3, 9),
      expect.closeTo(1.8, 9),
      expect.closeTo(0.9, 9),
      0,
      0,
      0,
      0,
    ]);
    expect(shorts.cost.value).toBeCloseTo(3 * M * 0.004, 6);
  });
});
