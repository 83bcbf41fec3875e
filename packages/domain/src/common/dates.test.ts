import { describe, expect, it } from 'vitest';
import { frenchDate, isoDateSchema, isoDateTimeSchema, isStorableCalendarDay } from './dates';

describe('frenchDate', () => {
  it('writes an ISO date, or the date part of a timestamp, as dd/mm/yyyy', () => {
    expect(frenchDate('2024-12-31')).toBe('31/12/2024');
    expect(frenchDate('2025-03-01T10:00:00Z')).toBe('01/03/2025');
  });
});

describe('the one date schema', () => {
  it('accepts every real day from year 1 to 9999, the perpetual maturity included', () => {
    for (const day of ['0001-01-01', '1899-12-31', '2024-02-29', '9999-12-31'])
      expect(isoDateSchema.safeParse(day).success, day).toBe(true);
  });

  it('refuses the year 0, days that do not exist and other writings', () => {
    for (const day of [
      '0000-01-01',
      '0000-12-31',
      '2023-02-29',
      '2024-13-01',
      '31/12/2024',
      '10000-01-01',
      '2024-1-1',
    ])
      expect(isoDateSchema.safeParse(day).success, day).toBe(false);
    expect(isoDateSchema.safeParse('0000-06-15').error?.issues[0]?.message).toContain(
      'années 1 à 9999',
    );
  });

  it('applies the same years to timestamps', () => {
    expect(isoDateTimeSchema.safeParse('2024-12-31T10:00:00Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('2024-12-31T10:00:00+01:00').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('0000-12-31T10:00:00Z').success).toBe(false);
  });

  it('tells the OData filter which literals name a storable day', () => {
    expect(isStorableCalendarDay('9999-12-31')).toBe(true);
    expect(isStorableCalendarDay('0000-01-01')).toBe(false);
    expect(isStorableCalendarDay('2025-02-29')).toBe(false);
  });
});
