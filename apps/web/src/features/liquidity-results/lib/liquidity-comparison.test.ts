import { describe, expect, it } from 'vitest';
import { liquidityResult } from '../testing/liquidity-result';
import { liquiditySimulationResult } from '../testing/liquidity-comparison';
import { liquidityComparison } from './liquidity-comparison';

// Base « Stressé » (testing/liquidity-result, €100M): 38.4, 35.4, 18.2, 8, 0, 0, 0 M sold
// by bucket, nothing unassessed, cost 312 500 € (0.3125 %).
// Simulated « Stressé » (testing/liquidity-comparison): 45, 30, 15, 6, 0, 0, 2 M, 2 M
// unassessed, cost 250 000 € (0.25 %); « Normal » only in the simulation.

describe('liquidity comparison', () => {
  const [stressed, normal] = liquidityComparison(liquidityResult, liquiditySimulationResult);
  const value = (key: string) => stressed!.rows.find((row) => row.key === key)!;

  it('matches the scenarios by code, the simulation’s first', () => {
    expect([stressed!.code, normal!.code]).toEqual(['STRESS_1', 'NORMAL']);
    expect(normal!.rows.every((row) => row.base === null && row.difference === null)).toBe(true);
    expect(normal!.rows[0]!.simulated).toBe(0.5);
  });

  it('compares the share sold in each AIFMD bucket, in points', () => {
    const buckets = stressed!.rows.slice(0, 7);
    const points = buckets.map((row) => Math.round(row.difference! * 10_000) / 100);
    // 45 − 38.4, 30 − 35.4, 15 − 18.2, 6 − 8, 0, 0, 2 − 0.
    expect(points).toEqual([6.6, -5.4, -3.2, -2, 0, 0, 2]);
    expect(buckets.every((row) => row.better === 'none')).toBe(true);
  });

  it('compares « non évalué », the week, the least liquid and the cost', () => {
    expect(value('not-assessed')).toMatchObject({ base: 0, simulated: 0.02, better: 'lower' });
    // Within a week: 38.4 + 35.4 = 73.8 % against 45 + 30 = 75 %.
    expect(value('week').base).toBeCloseTo(0.738, 12);
    expect(value('week').simulated).toBeCloseTo(0.75, 12);
    expect(value('week').difference).toBeCloseTo(0.012, 12);
    // Beyond a year or unassessed: 0 against 2 + 2 = 4 %.
    expect(value('least-liquid').simulated).toBeCloseTo(0.04, 12);
    expect(value('cost')).toMatchObject({ base: 312_500, simulated: 250_000, difference: -62_500 });
    expect(value('cost').relative).toBeCloseTo(-0.2, 12);
    expect(value('cost-share').difference).toBeCloseTo(-0.000625, 12);
  });

  it('keeps a scenario only the base has, with nothing simulated', () => {
    const rows = liquidityComparison(liquiditySimulationResult, liquidityResult);
    expect(rows.map((s) => s.code)).toEqual(['STRESS_1', 'NORMAL']);
    expect(rows[1]!.rows.every((row) => row.simulated === null)).toBe(true);
  });
});
