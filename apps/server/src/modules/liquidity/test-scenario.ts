import type { LiquidityScenario } from '@prisme/domain';

/**
 * The liquidity tests' scenario: rules chosen for a computation by hand on the
 * look-through fixture (liquidity-computation.test.ts, liquidity-terms.test.ts).
 */
export const TEST_SCENARIO: LiquidityScenario = {
  code: 'TEST',
  name: 'Scénario de test',
  comment: 'Règles choisies pour un calcul à la main.',
  details: [
    {
      liquidityClass: 'EQ_SMALL',
      scopeCode: 'EQUITY',
      bondRatio: 0,
      equityDailyTreshold: 0.5,
      spreadBidAskRatio: 0.01,
    },
    {
      liquidityClass: 'HY_CORP',
      scopeCode: 'BOND',
      bondRatio: 0.25,
      equityDailyTreshold: 0,
      spreadBidAskRatio: 0.02,
    },
    {
      liquidityClass: 'FUND_DAILY',
      scopeCode: '*',
      bondRatio: 1,
      equityDailyTreshold: 0,
      spreadBidAskRatio: 0,
    },
  ],
};
