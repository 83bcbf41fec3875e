import { describe, expect, it } from 'vitest';
import { formatEuros } from '../../lib/format';
import { compare, formatPoints, showsZero, signed, toneOf } from './compare';

const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('comparison of a figure', () => {
  it('gives the difference and its size against the base', () => {
    // 2 000 000 → 1 920 000: −80 000, that is −4 % of the base.
    expect(compare(2_000_000, 1_920_000)).toEqual({
      base: 2_000_000,
      simulated: 1_920_000,
      difference: -80_000,
      relative: -0.04,
    });
    // A negative base: the size is against its magnitude (−500 000 → −480 000: +4 %).
    expect(compare(-500_000, -480_000).relative).toBe(0.04);
  });

  it('has no relative size from 0, and no difference when a side is missing', () => {
    expect(compare(0, 120_000)).toMatchObject({ difference: 120_000, relative: null });
    expect(compare(null, 3)).toMatchObject({ base: null, difference: null, relative: null });
    expect(compare(3, undefined)).toMatchObject({ simulated: null, difference: null });
  });

  it('reads the noise of a subtraction as no change', () => {
    expect(compare(0.1 + 0.2, 0.3).difference).toBe(0);
  });

  it('colours by the direction that improves the figure', () => {
    expect(toneOf(-1, 'lower')).toBe('good');
    expect(toneOf(1, 'lower')).toBe('bad');
    expect(toneOf(1, 'higher')).toBe('good');
    expect(toneOf(-1, 'higher')).toBe('bad');
    expect(toneOf(0, 'lower')).toBe('neutral');
    expect(toneOf(null, 'lower')).toBe('neutral');
    expect(toneOf(5, 'none')).toBe('neutral');
  });

  it('writes the sign of a rise and never « -0 »', () => {
    const euros = signed((value) => formatEuros(value));
    expect(spaced(euros(20_000))).toBe('+20 000,00 €');
    expect(spaced(euros(-80_000))).toBe('-80 000,00 €');
    expect(spaced(euros(-0))).toBe('0,00 €');
    expect(euros(null)).toBe('—');
    expect(spaced(formatPoints(0.0125))).toBe('+1,25 pt');
    expect(spaced(formatPoints(-0.2))).toBe('-20,00 pt');
  });
});

describe('differences rounded away', () => {
  const twoDecimals = (value: number) =>
    new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      value,
    );
  it('reads a difference below the precision as an unsigned zero', () => {
    expect(signed(twoDecimals)(-0.001)).toBe('0,00');
    expect(signed(twoDecimals)(0.004)).toBe('0,00');
    expect(signed(twoDecimals)(-0.01)).toBe('-0,01');
  });
  it('knows a formatted zero from a small figure', () => {
    expect(showsZero('-0,00 °C')).toBe(true);
    expect(showsZero('0,01')).toBe(false);
    expect(showsZero('—')).toBe(false);
  });
});
