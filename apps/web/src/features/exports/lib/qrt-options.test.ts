import { describe, expect, it } from 'vitest';
import {
  beginDateError,
  DATE_FORMAT_ERROR,
  DATE_ORDER_ERROR,
  initialQrtOptions,
  parseFrenchDay,
  qrtQuery,
} from './qrt-options';

describe('the QRT options', () => {
  it('reads a French day, and only a day of the calendar', () => {
    expect(parseFrenchDay('30/09/2024')).toBe('2024-09-30');
    expect(parseFrenchDay(' 1/3/2024 ')).toBe('2024-03-01');
    expect(parseFrenchDay('29/02/2024')).toBe('2024-02-29');
    expect(parseFrenchDay('29/02/2023')).toBeNull();
    expect(parseFrenchDay('2024-09-30')).toBeNull();
    expect(parseFrenchDay('')).toBeNull();
  });

  it('starts the day before the valuation date unless the state holds a date (spec §4)', () => {
    expect(initialQrtOptions({ bceColumns: true, beginDateQrts0901: null }, '2024-03-01')).toEqual({
      bceColumns: true,
      beginDate: '29/02/2024',
    });
    expect(
      initialQrtOptions({ bceColumns: false, beginDateQrts0901: '2024-06-30' }, '2024-12-31'),
    ).toEqual({ bceColumns: false, beginDate: '30/06/2024' });
    expect(initialQrtOptions({ bceColumns: true, beginDateQrts0901: null }, null).beginDate).toBe(
      '',
    );
  });

  it('sends an ISO start date before the valuation date, else nothing', () => {
    expect(qrtQuery({ bceColumns: false, beginDate: '31/12/2023' }, '2024-12-31')).toEqual({
      bceColumns: false,
      beginDateQrts0901: '2023-12-31',
    });
    expect(beginDateError('31/12/2024', '2024-12-31')).toBe(DATE_ORDER_ERROR);
    expect(beginDateError('32/12/2024', '2024-12-31')).toBe(DATE_FORMAT_ERROR);
    expect(qrtQuery({ bceColumns: true, beginDate: '2024-12-30' }, '2024-12-31')).toBeNull();
  });
});
