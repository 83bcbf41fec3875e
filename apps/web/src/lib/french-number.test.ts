import { describe, expect, it } from 'vitest';
import { formatFrenchNumber, parseFrenchNumber } from './french-number';

describe('French numbers', () => {
  it('reads a comma, spaces between thousands, a percent sign, and a plain dot', () => {
    expect(parseFrenchNumber('0,39')).toBe(0.39);
    expect(parseFrenchNumber('1 234,5')).toBe(1234.5);
    expect(parseFrenchNumber('1\u202f234,5')).toBe(1234.5);
    expect(parseFrenchNumber('-0,25')).toBe(-0.25);
    expect(parseFrenchNumber('39 %')).toBeCloseTo(0.39, 12);
    expect(parseFrenchNumber('0.39')).toBe(0.39);
  });

  it('answers null for empty or unreadable text', () => {
    expect(parseFrenchNumber('')).toBeNull();
    expect(parseFrenchNumber('  ')).toBeNull();
    expect(parseFrenchNumber('0,3,9')).toBeNull();
    expect(parseFrenchNumber('abc')).toBeNull();
  });

  it('writes numbers the French way, and they read back the same', () => {
    expect(formatFrenchNumber(0.39)).toBe('0,39');
    expect(formatFrenchNumber(1234.5)).toBe('1\u202f234,5');
    expect(formatFrenchNumber(-0.001)).toBe('-0,001');
    expect(formatFrenchNumber(null)).toBe('');
    expect(formatFrenchNumber(Number.NaN)).toBe('');
    for (const value of [0.39, 0.123456789, 1234.5, -17.25])
      expect(parseFrenchNumber(formatFrenchNumber(value))).toBe(value);
  });
});
