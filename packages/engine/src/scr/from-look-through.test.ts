import { describe, expect, it } from 'vitest';
import {
  EMPTY_CLIENT_LISTS,
  LOOK_THROUGH_STATUS_CODES,
  REGULATORY_DEFAULT_PARAMETERS,
} from '@prisme/domain';
import { lookThrough } from '../lookthrough/lookthrough';
import { Book, isin } from '../lookthrough/test-fixtures';
import { computeMarketScr } from './compute';
import { scrColumnsOfLookThrough } from './from-look-through';
import { LINE_FLAG } from './types';

const FUND = isin('LU000000001');
const EURO = isin('FR000012027');
const DOLLAR = isin('US037833100');

/**
 * The portfolio holds EURO for 1,000 and FUND for 2,000; FUND is half EURO, half DOLLAR
 * (a USD equity). Both equities are listed type 1.
 */
function book() {
  return new Book()
    .add(FUND, 'LU41', { isFund: true })
    .add(EURO, 'FR31', { equityType: 'type1' })
    .add(DOLLAR, 'US31', { equityType: 'type1', currency: 'USD', country: 'US' })
    .hold(EURO, 1000)
    .hold(FUND, 2000)
    .compose(FUND, '2024-12-31', [
      [EURO, 0.5],
      [DOLLAR, 0.5],
    ])
    .input({ valuationDate: '2024-12-31', level: 'FULL', fxUnitsPerEur: { USD: 1.04 } });
}

describe('SCR columns of a look-through', () => {
  it('carries each line’s exposure, currency, portfolio and look-through status', () => {
    const input = book();
    const result = lookThrough(input);
    const columns = scrColumnsOfLookThrough(result, input);
    expect(columns.length).toBe(3);
    const rows = Array.from({ length: columns.length }, (_, i) => ({
      code: columns.dict.codes[columns.code[i]!],
      currency: columns.dict.currencies[columns.currency[i]!],
      value: columns.marketValue[i],
      portfolio: columns.dict.portfolios[columns.portfolio[i]!],
      status: LOOK_THROUGH_STATUS_CODES[columns.lookThroughStatus[i]!],
    }));
    expect(rows).toEqual(
      expect.arrayContaining([
        { code: EURO, currency: 'EUR', value: 1000, portfolio: 'PTF1', status: 'direct' },
        { code: EURO, currency: 'EUR', value: 1000, portfolio: 'PTF1', status: 'looked_through' },
        { code: DOLLAR, currency: 'USD', value: 1000, portfolio: 'PTF1', status: 'looked_through' },
      ]),
    );
  });

  it('lets the SCR see the fund’s underlyings: equity 39 % of 3,000, currency 25 % of 1,000', () => {
    const input = book();
    const scr = computeMarketScr({
      lines: scrColumnsOfLookThrough(lookThrough(input), input),
      parameters: REGULATORY_DEFAULT_PARAMETERS,
      clientLists: EMPTY_CLIENT_LISTS,
      yieldCurves: {},
      eiopa: { symmetricAdjustment: 0 },
    });
    // Art. 169(1)(c) with SA = 0: 0.39 × (1,000 + 1,000 + 1,000).
    expect(scr.submodules.equity).toBeCloseTo(1170, 6);
    // Art. 188(3): the USD line loses 25 % when the dollar falls against the euro.
    expect(scr.submodules.currency).toBeCloseTo(250, 6);
    expect(scr.globalMarketValuation).toBeCloseTo(3000, 6);
  });

  it('carries a defaulted or forborne loan’s mark (Art. 176(1), SII-2027)', () => {
    const LOAN = isin('FR000000LN1');
    const input = new Book()
      .add(LOAN, 'FR81', { isDefaultedOrForborne: true })
      .add(EURO, 'FR31', { equityType: 'type1' })
      .hold(LOAN, 500)
      .hold(EURO, 1000)
      .input({ valuationDate: '2024-12-31', level: 'FULL' });
    const columns = scrColumnsOfLookThrough(lookThrough(input), input);
    const marked = Array.from({ length: columns.length }, (_, i) => ({
      code: columns.dict.codes[columns.code[i]!],
      marked: (columns.flags[i]! & LINE_FLAG.defaultedOrForborne) !== 0,
    }));
    expect(marked).toEqual(
      expect.arrayContaining([
        { code: LOAN, marked: true },
        { code: EURO, marked: false },
      ]),
    );
  });
});
