import { describe, expect, it } from 'vitest';
import { chooseComposition, isoDay } from './composition-choice';
import type { DatedComposition } from './composition-choice';
import { STATUS } from './status';

const day = (text: string) => isoDay(text);
const VALUATION = day('2024-12-31');
const reported = (date: string): DatedComposition => ({ day: day(date), basis: 'reported' });
const target = (date: string): DatedComposition => ({ day: day(date), basis: 'target_allocation' });

describe('isoDay', () => {
  it('counts days since 1970-01-01 in UTC', () => {
    expect(isoDay('1970-01-01')).toBe(0);
    expect(isoDay('1970-01-02')).toBe(1);
    expect(isoDay('2024-12-31') - isoDay('2024-09-30')).toBe(92);
    expect(isoDay('2024-03-01') - isoDay('2024-02-28')).toBe(2); // 2024 is a leap year
    expect(isoDay('2024-12-31T23:59:59Z')).toBe(isoDay('2024-12-31'));
  });

  it('gives NaN for what is not a calendar date', () => {
    for (const text of ['', '31/12/2024', '2024-02-30', '2023-02-29', '2024-13-01'])
      expect(isoDay(text)).toBeNaN();
  });
});

describe('chooseComposition (Art. 84 DR)', () => {
  it('returns nothing without a composition on or before the date', () => {
    expect(chooseComposition([], VALUATION, 93)).toBeUndefined();
    expect(chooseComposition([reported('2025-01-01')], VALUATION, 93)).toBeUndefined();
  });

  it('chooses the latest reported composition within the age limit', () => {
    const candidates = [reported('2024-10-31'), reported('2024-12-31'), reported('2024-11-30')];
    expect(chooseComposition(candidates, VALUATION, 93)).toEqual({
      index: 1,
      status: STATUS.looked_through,
    });
  });

  it('falls back to the latest target allocation, then to the last reported one', () => {
    const old = reported('2024-01-31');
    expect(
      chooseComposition([old, target('2023-06-30'), target('2023-12-31')], VALUATION, 93),
    ).toEqual({
      index: 2,
      status: STATUS.target_allocation,
    });
    expect(chooseComposition([reported('2023-12-31'), old], VALUATION, 93)).toEqual({
      index: 1,
      status: STATUS.last_reported,
    });
  });

  it('counts the age limit inclusively', () => {
    expect(chooseComposition([reported('2024-09-29')], VALUATION, 93)?.status).toBe(
      STATUS.looked_through,
    );
    expect(chooseComposition([reported('2024-09-28')], VALUATION, 93)?.status).toBe(
      STATUS.last_reported,
    );
  });

  it('uses nothing when the valuation date itself is unreadable', () => {
    expect(chooseComposition([reported('2024-12-31')], Number.NaN, 93)).toBeUndefined();
  });
});
