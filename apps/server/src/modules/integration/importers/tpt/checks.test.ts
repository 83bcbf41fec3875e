import { describe, expect, it } from 'vitest';
import { samePortfolioValue } from './checks';

describe('samePortfolioValue', () => {
  it('takes numbers that differ in their last float digit for the same', () => {
    expect(samePortfolioValue('5.123456789012345', '5.123456789012346')).toBe(true);
    expect(samePortfolioValue('1000000', '1000000.0000001')).toBe(true);
  });

  it('tells apart numbers beyond a relative 1e-9, and differing texts', () => {
    expect(samePortfolioValue('5.1234', '5.1235')).toBe(false);
    expect(samePortfolioValue('100', '101')).toBe(false);
    expect(samePortfolioValue('Prisme Actions', 'Prisme Actions Europe')).toBe(false);
    expect(samePortfolioValue('', '0')).toBe(false);
  });
});
