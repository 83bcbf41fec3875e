import type { LiquidityRedemption, LiquidityResult } from '@prisme/domain';

/**
 * The worked example of esg-and-liquidity §3.6.3 as the server would answer it (€100M,
 * scenario STRESS_1), and its redemption of 20 %: test data for the page.
 */
export const LIQUIDITY_PERIMETER_ID = '5b0c4f3e-8d3a-4e7a-9f4e-1c2d3e4f5a6b';
const M = 1_000_000;
const bucket = (amount: number, cumulative: number) => ({
  amount,
  share: amount / (100 * M),
  cumulativeAmount: cumulative,
  cumulativeShare: cumulative / (100 * M),
  cost: 0,
});
const group = (key: string, label: string, value: number, shares: number[]) => ({
  key,
  label,
  value,
  shares,
  notAssessedShare: 0,
  cost: 0,
});

export const liquidityResult: LiquidityResult = {
  perimeterID: LIQUIDITY_PERIMETER_ID,
  rolename: 'Client.DEMO1',
  valuationDate: '2024-12-31',
  computedAt: '2025-03-31T16:45:00.000Z',
  longValue: 100 * M,
  lineCount: 6,
  securityCount: 6,
  statuses: [{ status: 'assessed', value: 100 * M, securities: 6, lines: 6 }],
  classes: [{ liquidityClass: 'IG_CORP', scope: 'BOND', value: 30 * M, securities: 1 }],
  dealingTerms: [
    { terms: 'given', securities: 2, value: 8 * M },
    { terms: 'assumed', securities: 1, value: 2 * M },
  ],
  // §3.4's example fund: 72.8 after haircuts, level 1 at 39.3, level 2B at 25.
  hqla: {
    whole: {
      key: '',
      label: 'Périmètre',
      longValue: 100 * M,
      levels: [
        { level: '1', before: 40 * M, ciuBefore: 0, after: 39.3 * M, ciuAfter: 0 },
        { level: '2A', before: 10 * M, ciuBefore: 0, after: 8.5 * M, ciuAfter: 0 },
        { level: '2B', before: 50 * M, ciuBefore: 0, after: 25 * M, ciuAfter: 0 },
      ],
      totalBefore: 100 * M,
      totalAfter: 72.8 * M,
      weightedShare: 0.728,
      level1Share: 39.3 / 72.8,
      level2BShare: 25 / 72.8,
      categories: [
        { category: 'L1_COVERED', before: 10 * M, ciuBefore: 0, after: 9.3 * M },
        { category: 'L2B_SHARES', before: 30 * M, ciuBefore: 0, after: 15 * M },
      ],
    },
    byPortfolio: [],
  },
  scenarios: [
    {
      scenario: { code: 'STRESS_1', name: 'Stressé', comment: null, details: [] },
      buckets: [
        bucket(38.4 * M, 38.4 * M),
        bucket(35.4 * M, 73.8 * M),
        bucket(18.2 * M, 92 * M),
        bucket(8 * M, 100 * M),
        bucket(0, 100 * M),
        bucket(0, 100 * M),
        bucket(0, 100 * M),
      ],
      notAssessed: { value: 0, share: 0, noRuleValue: 0, noRuleClasses: [] },
      cost: { value: 0.3125 * M, share: 0.003125 },
      unsellable: { value: 0, share: 0 },
      reverseStress: [{ horizon: 7, amount: 14 * M, share: 0.14 }],
      byClass: [
        group(
          'IG_CORP',
          'Obligations de catégorie investissement',
          30 * M,
          [0.1, 0.6, 0.3, 0, 0, 0, 0],
        ),
      ],
      byScope: [group('BOND', 'Obligations', 65 * M, [0.5, 0.3, 0.2, 0, 0, 0, 0])],
      byPortfolio: [group('P-VIE', 'P-VIE', 100 * M, [0.384, 0.354, 0.182, 0.08, 0, 0, 0])],
      leastLiquid: [
        {
          code: 'FR0000000HY1',
          name: 'HY corporates',
          liquidityClass: 'HY_CORP',
          scope: 'BOND',
          value: 10 * M,
          dailyCapacity: 0.2 * M,
          days: 50,
        },
      ],
      shortBook: {
        count: 1,
        value: 3 * M,
        buckets: [0.3, 1.8, 0.9, 0, 0, 0, 0].map((a, k, all) => ({
          amount: a * M,
          share: a / 3,
          cumulativeShare: all.slice(0, k + 1).reduce((x, y) => x + y, 0) / 3,
          cost: a * M * 0.004,
        })),
        notAssessed: { value: 0, share: 0 },
        cost: { value: 0.012 * M, share: 0.004 },
      },
      // A 7-year swap of 10 M€ (4 %) and a 2 M€ equity future (15 %), multiplier 1.
      derivatives: {
        count: 2,
        grossExposure: 12 * M,
        netExposure: 12 * M,
        marketValue: -0.2 * M,
        multiplier: 1,
        initialMargin: 0.7 * M,
        stressedInitialMargin: 0.7 * M,
        horizons: [1, 7, 30, 90, 180, 365].map((h) => ({
          horizon: h,
          variationMargin: 0.7 * M * Math.sqrt(h / 10),
          cashNeeded: 0.7 * M * Math.sqrt(h / 10),
          available: 38.4 * M,
          coverage: 38.4 / (0.7 * Math.sqrt(h / 10)),
        })),
        byUnderlying: [
          {
            underlying: 'INTEREST_RATE',
            count: 1,
            grossExposure: 10 * M,
            netExposure: 10 * M,
            marketValue: -0.2 * M,
            initialMargin: 0.4 * M,
          },
          {
            underlying: 'EQUITY',
            count: 1,
            grossExposure: 2 * M,
            netExposure: 2 * M,
            marketValue: 0,
            initialMargin: 0.3 * M,
          },
        ],
        lines: [
          {
            code: 'XS0000000012',
            name: 'Swap payeur 7 ans',
            underlying: 'INTEREST_RATE',
            notional: 10 * M,
            value: -0.2 * M,
            initialMargin: 0.4 * M,
          },
        ],
      },
    },
  ],
};

export const redemptionOf20: LiquidityRedemption = {
  perimeterID: LIQUIDITY_PERIMETER_ID,
  outflow: 20 * M,
  outflowShare: 0.2,
  longValue: 100 * M,
  scenarios: [
    {
      code: 'STRESS_1',
      name: 'Stressé',
      slicing: {
        days: 10,
        raised: [13.4 * M, 20 * M, 20 * M, 20 * M, 20 * M, 20 * M],
        cost: 0.0625 * M,
        notAssessed: 0,
        unsellable: 0,
      },
      waterfall: {
        days: 1,
        cost: 0.0075 * M,
        raised: 20 * M,
        shortfall: 0,
        remainingValue: 80 * M,
        remainingProfile: { shares: [0.23, 0.4, 0.2, 0.17, 0, 0, 0], notAssessedShare: 0 },
        oneDayShareBefore: 0.384,
        oneDayShareAfter: 0.23,
      },
      coverage: [
        { horizon: 1, ratio: 1.92 },
        { horizon: 7, ratio: 3.69 },
        { horizon: 30, ratio: 4.6 },
      ],
    },
  ],
};
