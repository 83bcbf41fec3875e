import { describe, expect, it } from 'vitest';
import { valueAt } from './rule-set-tables';

describe('valueAt', () => {
  const table = { x: [1, 2, 90], y: [0.7, 0.7, 0.2] };
  it('is linear between the points and flat outside', () => {
    expect(valueAt(table, 0.5)).toBe(0.7);
    expect(valueAt(table, 1)).toBe(0.7);
    // 0.7 + (0.2 − 0.7) × (46 − 2) / (90 − 2) = 0.7 − 0.25 = 0.45
    expect(valueAt(table, 46)).toBeCloseTo(0.45, 12);
    expect(valueAt(table, 120)).toBe(0.2);
  });
});
