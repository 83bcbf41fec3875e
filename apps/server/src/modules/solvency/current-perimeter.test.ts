import { describe, expect, it } from 'vitest';
import { isComputationOf } from './current-perimeter';

const saved = {
  rolename: 'Client.A',
  valuationDate: '2024-12-31',
  portfolios: ['P1', 'P2'],
  compartments: ['GEN', 'UC'],
  lookThroughLevel: 'FULL' as const,
};
const computed = {
  roleCode: 'Client.A',
  valuationDate: '2024-12-31',
  portfolios: ['P2', 'P1'],
  compartments: ['UC', 'GEN'],
  lookThroughLevel: 'FULL',
};

describe('the computation of the saved perimeter (issue 35 §B.10)', () => {
  it('is the same client, date, level and sets of portfolios and compartments', () => {
    expect(isComputationOf(computed, saved)).toBe(true);
    expect(isComputationOf({ ...computed, compartments: ['GEN'] }, saved)).toBe(false);
    expect(isComputationOf({ ...computed, portfolios: ['P1', 'P2', 'P3'] }, saved)).toBe(false);
    expect(isComputationOf({ ...computed, valuationDate: '2024-12-30' }, saved)).toBe(false);
    expect(isComputationOf({ ...computed, roleCode: 'Client.B' }, saved)).toBe(false);
    expect(isComputationOf({ ...computed, lookThroughLevel: '1' }, saved)).toBe(false);
  });
});
