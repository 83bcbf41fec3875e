import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatDateTime,
  formatEuros,
  formatMoney,
  formatShare,
  formatWeight,
} from './format';

/** fr-FR groups thousands with a narrow no-break space and puts a no-break space before %. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('French formats', () => {
  it('writes amounts with 2 decimals and grouped thousands', () => {
    expect(plain(formatAmount(1234567.891))).toBe('1 234 567,89');
    expect(plain(formatAmount(-0.5))).toBe('-0,50');
    // Issue 40: the sign, as fr-FR writes it, not the code (« 1 000,00 EUR » before).
    expect(plain(formatMoney(1000, 'EUR'))).toBe('1 000,00 €');
    expect(plain(formatMoney(1000, 'USD'))).toBe('1 000,00 $US');
    expect(plain(formatMoney(1000, 'X1'))).toBe('1 000,00 X1');
    expect(formatMoney(null, 'EUR')).toBe('');
    expect(plain(formatEuros(1234567.891))).toBe('1 234 567,89 €');
  });

  it('writes shares as percentages and counts without decimals', () => {
    expect(plain(formatShare(0.1234))).toBe('12,34 %');
    expect(plain(formatWeight(0.000123))).toBe('0,012 %');
    expect(plain(formatCount(12345))).toBe('12 345');
  });

  it('leaves missing values blank', () => {
    expect(formatAmount(null)).toBe('');
    expect(formatShare(undefined)).toBe('');
    expect(formatAmount(Number.NaN)).toBe('');
  });

  it('writes date-times as dd/mm/yyyy HH:mm', () => {
    expect(formatDateTime('2025-01-10T08:05:00Z', 'UTC')).toBe('10/01/2025 08:05');
    expect(formatDateTime('pas une date')).toBe('');
  });

  describe('as the integration log shows them', () => {
    it('shows dates as dd/mm/yyyy HH:mm in the given time zone', () => {
      const date = new Date('2025-03-12T23:05:00Z');
      expect(formatDateTime(date, 'Europe/Paris')).toBe('13/03/2025 00:05');
      expect(formatDateTime(date, 'UTC')).toBe('12/03/2025 23:05');
      expect(formatDateTime(new Date('invalide'))).toBe('');
    });

    it('writes counts the French way', () => {
      expect(formatCount(1234567).replace(/\s/g, ' ')).toBe('1 234 567');
    });
  });
});
