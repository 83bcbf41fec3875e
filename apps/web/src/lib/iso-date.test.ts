import { describe, expect, it } from 'vitest';
import { formatDay, isoDay, localIsoDay, parseFrenchDay, sameDay } from './iso-date';

describe('ISO valuation dates (spec §4, §5)', () => {
  it('writes a date’s day in the browser’s own calendar', () => {
    expect(localIsoDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localIsoDay(new Date(2024, 11, 31, 0, 0))).toBe('2024-12-31');
  });

  it('reads a French day, and only a day of the calendar', () => {
    expect(parseFrenchDay('30/09/2024')).toBe('2024-09-30');
    expect(parseFrenchDay(' 1/3/2024 ')).toBe('2024-03-01');
    expect(parseFrenchDay('29/02/2024')).toBe('2024-02-29');
    expect(parseFrenchDay('29/02/2023')).toBeNull();
    expect(parseFrenchDay('31/04/2024')).toBeNull();
    expect(parseFrenchDay('2024-09-30')).toBeNull();
    expect(parseFrenchDay('')).toBeNull();
  });

  it('matches dates on their first 10 characters', () => {
    expect(isoDay('2024-12-31T00:00:00.000Z')).toBe('2024-12-31');
    expect(sameDay('2024-12-31T23:00:00Z', '2024-12-31')).toBe(true);
    expect(sameDay('2024-12-31', '2024-11-30')).toBe(false);
  });

  it('shows dd/mm/yyyy, the day written in the string whatever the time part', () => {
    expect(formatDay('2024-12-31')).toBe('31/12/2024');
    expect(formatDay('2024-01-05T23:30:00+05:00')).toBe('05/01/2024');
    expect(formatDay('pas une date')).toBe('pas une date');
  });
});
