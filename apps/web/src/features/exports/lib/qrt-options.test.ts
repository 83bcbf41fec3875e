import { describe, expect, it } from 'vitest';
import { FRENCH_DAY_ERROR } from '../../../lib/iso-date';
import { beginDateError, DATE_ORDER_ERROR, initialQrtOptions, qrtQuery } from './qrt-options';

describe('the QRT options', () => {
  it('starts on 1 January of the valuation year unless the state holds a date (issue 36)', () => {
    expect(initialQrtOptions({ bceColumns: true, beginDateQrts0901: null }, '2024-03-01')).toEqual({
      bceColumns: true,
      beginDate: '01/01/2024',
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
    expect(beginDateError('32/12/2024', '2024-12-31')).toBe(FRENCH_DAY_ERROR);
    expect(qrtQuery({ bceColumns: true, beginDate: '2024-12-30' }, '2024-12-31')).toBeNull();
  });
});
