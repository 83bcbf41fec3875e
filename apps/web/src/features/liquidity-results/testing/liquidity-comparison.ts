import type { LiquidityResult, LiquidityScenarioResult } from '@prisme/domain';
import { liquidityResult } from './liquidity-result';

/**
 * Test data of the side-by-side view: `liquidityResult` is the real portfolio (the base,
 * scenario « Stressé »), this a simulation that sells faster in a day, keeps 2 M€ beyond
 * a year and 2 M€ unassessed, and is also run under a scenario « Normal » the base lacks.
 */

export const LIQUIDITY_SIMULATION_ID = '5b0c4f3e-8d3a-4e7a-9f4e-1c2d3e4f5a6c';
const M = 1_000_000;

/** Buckets of €100M from the amounts sold in each (cumulative sums computed here). */
const buckets = (amounts: number[]) =>
  amounts.map((amount, k) => {
    const cumulative = amounts.slice(0, k + 1).reduce((a, b) => a + b, 0);
    return {
      amount,
      share: amount / (100 * M),
      cumulativeAmount: cumulative,
      cumulativeShare: cumulative / (100 * M),
      cost: 0,
    };
  });

const [stressed] = liquidityResult.scenarios as [LiquidityScenarioResult];

export const liquiditySimulationResult: LiquidityResult = {
  ...liquidityResult,
  perimeterID: LIQUIDITY_SIMULATION_ID,
  scenarios: [
    {
      ...stressed,
      buckets: buckets([45 * M, 30 * M, 15 * M, 6 * M, 0, 0, 2 * M]),
      notAssessed: { value: 2 * M, share: 0.02, noRuleValue: 0, noRuleClasses: [] },
      cost: { value: 0.25 * M, share: 0.0025 },
    },
    {
      ...stressed,
      scenario: { code: 'NORMAL', name: 'Normal', comment: null, details: [] },
      buckets: buckets([50 * M, 30 * M, 20 * M, 0, 0, 0, 0]),
      notAssessed: { value: 0, share: 0, noRuleValue: 0, noRuleClasses: [] },
      cost: { value: 0.1 * M, share: 0.001 },
    },
  ],
};
