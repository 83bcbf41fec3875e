import { describe, expect, it } from 'vitest';
import type { LiquidityResult, LiquidityScenarioResult } from '@prisme/domain';
import { HQLA_FIGURES, marginCashWithin, SCENARIO_BLOCK_FIGURES } from './liquidity-scenarios';

// Issue 39's figures in an archive's details: read from the stored result, « — » (null)
// for a result archived before them.
const M = 1_000_000;
const older = { reverseStress: [] } as unknown as LiquidityScenarioResult;
const newer = {
  reverseStress: [],
  derivatives: {
    initialMargin: 0.7 * M,
    horizons: [7, 30].map((horizon) => ({ horizon, cashNeeded: horizon * 1000 })),
  },
  shortBook: { value: 3 * M, cost: { value: 12_000 } },
} as unknown as LiquidityScenarioResult;

describe('archived liquidity blocks (issue 39)', () => {
  it('reads the margin, its cash within a week and a month, and the short book', () => {
    expect(SCENARIO_BLOCK_FIGURES.map((f) => f.value(newer))).toEqual([
      0.7 * M,
      7000,
      30000,
      3 * M,
      12_000,
    ]);
    expect(marginCashWithin(newer, 90)).toBeNull();
  });

  it('says nothing of what a result archived before did not compute', () => {
    expect(SCENARIO_BLOCK_FIGURES.map((f) => f.value(older))).toEqual(Array(5).fill(null));
    expect(HQLA_FIGURES.map((f) => f.value({} as LiquidityResult))).toEqual(Array(4).fill(null));
    const hqla = {
      whole: { totalAfter: 72.8 * M, weightedShare: 0.728, level1Share: 0.54, level2BShare: 0.34 },
    };
    expect(HQLA_FIGURES.map((f) => f.value({ hqla } as unknown as LiquidityResult))).toEqual([
      72.8 * M,
      0.728,
      0.54,
      0.34,
    ]);
  });
});
