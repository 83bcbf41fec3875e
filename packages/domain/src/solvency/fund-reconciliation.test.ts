import { describe, expect, it } from 'vitest';
import { compareStress, fundReconciliationQuerySchema } from './fund-reconciliation';

const limits = { threshold: 0.1, floor: 1000 };

describe('compareStress', () => {
  it('flags a gap over both 10 % of the manager’s figure and the floor', () => {
    expect(compareStress(13_000, 10_000, limits)).toEqual({
      prisme: 13_000,
      manager: 10_000,
      difference: 3000,
      relativeDifference: 0.3,
      flagged: true,
    });
    // 5 % of 10,000: within the threshold.
    expect(compareStress(10_500, 10_000, limits).flagged).toBe(false);
    // 50 % but 500: under the floor.
    expect(compareStress(1500, 1000, limits).flagged).toBe(false);
  });

  it('measures the gap against the size of a negative figure (a gain)', () => {
    const gain = compareStress(-2400, -1920, { threshold: 0.1, floor: 0 });
    expect(gain.difference).toBeCloseTo(-480, 9);
    expect(gain.relativeDifference).toBeCloseTo(-0.25, 9);
    expect(gain.flagged).toBe(true);
  });

  it('has no percentage against a manager’s 0, and nothing to compare without a figure', () => {
    expect(compareStress(5000, 0, limits)).toMatchObject({
      difference: 5000,
      relativeDifference: null,
      flagged: true,
    });
    expect(compareStress(5000, null, limits)).toEqual({
      prisme: 5000,
      manager: null,
      difference: null,
      relativeDifference: null,
      flagged: false,
    });
  });
});

describe('fundReconciliationQuerySchema', () => {
  it('defaults to 10 % and 1,000, and reads the query string’s numbers', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(fundReconciliationQuerySchema.parse({ perimeterID: id })).toMatchObject({
      threshold: 0.1,
      floor: 1000,
    });
    expect(
      fundReconciliationQuerySchema.parse({ perimeterID: id, threshold: '0.25', floor: '0' }),
    ).toMatchObject({ threshold: 0.25, floor: 0 });
    expect(fundReconciliationQuerySchema.safeParse({ perimeterID: id, floor: '-1' }).success).toBe(
      false,
    );
  });
});
