import { describe, expect, it } from 'vitest';
import { differenceShare, formatSignedEuros, formatSignedShare } from './valuation';

const spaced = (text: string) => text.replace(/\s+/g, ' ');
const valuation = (initial: number, current: number) => ({
  simulationID: '00000000-0000-4000-8000-000000000001',
  initial,
  current,
  difference: current - initial,
});

describe('simulation valuation', () => {
  it('gives the difference as a share of the initial value', () => {
    expect(differenceShare(valuation(1_000, 1_100))).toBeCloseTo(0.1);
    expect(differenceShare(valuation(0, 50))).toBeNull();
  });

  it('writes gains with their sign, in French', () => {
    expect(spaced(formatSignedEuros(1234.5))).toBe('+1 234,50 €');
    expect(spaced(formatSignedEuros(-1234.5))).toBe('-1 234,50 €');
    expect(spaced(formatSignedEuros(0))).toBe('0,00 €');
    expect(spaced(formatSignedShare(0.0123))).toBe('+1,23 %');
    expect(formatSignedShare(null)).toBe('');
  });
});
