import { describe, expect, it } from 'vitest';
import { FRENCH_DAY_ERROR } from '../../../lib/iso-date';
import {
  beginDateError,
  DATE_ORDER_ERROR,
  initialQrtOptions,
  isNonFileable,
  qrtQuery,
} from './qrt-options';

describe('the QRT options', () => {
  it('starts on 1 January of the valuation year unless the state holds a date (issue 36), quarterly', () => {
    expect(initialQrtOptions({ bceColumns: true, beginDateQrts0901: null }, '2024-03-01')).toEqual({
      bceColumns: true,
      beginDate: '01/01/2024',
      module: 'quarterly',
    });
    expect(
      initialQrtOptions({ bceColumns: false, beginDateQrts0901: '2024-06-30' }, '2024-12-31'),
    ).toEqual({ bceColumns: false, beginDate: '30/06/2024', module: 'quarterly' });
    expect(initialQrtOptions({ bceColumns: true, beginDateQrts0901: null }, null).beginDate).toBe(
      '',
    );
  });

  it('sends the module and an ISO start date before the valuation date, else nothing', () => {
    expect(
      qrtQuery({ bceColumns: false, beginDate: '31/12/2023', module: 'annual' }, '2024-12-31'),
    ).toEqual({ bceColumns: false, beginDateQrts0901: '2023-12-31', module: 'annual' });
    expect(beginDateError('31/12/2024', '2024-12-31')).toBe(DATE_ORDER_ERROR);
    expect(beginDateError('32/12/2024', '2024-12-31')).toBe(FRENCH_DAY_ERROR);
    expect(
      qrtQuery({ bceColumns: true, beginDate: '2024-12-30', module: 'annual' }, '2024-12-31'),
    ).toBeNull();
  });

  it('asks no S.09.01 start date of the quarterly module (issue 36 §4)', () => {
    expect(beginDateError('32/12/2024', '2024-12-31', 'quarterly')).toBeNull();
    expect(
      qrtQuery({ bceColumns: true, beginDate: '', module: 'quarterly' }, '2024-12-31'),
    ).toEqual({ bceColumns: true, module: 'quarterly' });
  });

  it('tells a package marked « non déposable » by its name', () => {
    expect(isNonFileable('Client.DEMO1_ensemble_QRS_20271231_NON_DEPOSABLE.zip')).toBe(true);
    expect(isNonFileable('Client.DEMO1_ensemble_QRS_20271231.zip')).toBe(false);
  });
});
