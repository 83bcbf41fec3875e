import { describe, expect, it } from 'vitest';
import { lookThrough } from '../lookthrough/lookthrough';
import { Book, isin } from '../lookthrough/test-fixtures';
import { toScrColumns } from './columns';
import { scrColumnsOfLookThrough } from './from-look-through';
import { LINE_FLAG } from './types';

const FUND = isin('LU000000001');
const LOAN = isin('FR000012027');
const BOND = isin('FR000013110');

/**
 * Art. 176(1) as amended by DR 2026/269: a loan in default or forborne is marked on every
 * line of it, held or seen through a fund, for the spread submodule of SII-2027.
 */
describe('loans in default or forborne on the SCR columns', () => {
  it('marks every line of a marked instrument, and no other', () => {
    const input = new Book()
      .add(FUND, 'LU41', { isFund: true })
      .add(LOAN, 'FR84')
      .add(BOND, 'FR21')
      .hold(LOAN, 1000)
      .hold(FUND, 2000)
      .compose(FUND, '2024-12-31', [
        [LOAN, 0.5],
        [BOND, 0.5],
      ])
      .input({ valuationDate: '2024-12-31', level: 'FULL' });
    const marked = {
      ...input,
      instruments: input.instruments.map((i) =>
        i.code === LOAN ? { ...i, isDefaultedOrForborne: true } : i,
      ),
    };
    const columns = scrColumnsOfLookThrough(lookThrough(marked), marked);
    const flagged = Array.from({ length: columns.length }, (_, i) => [
      columns.dict.codes[columns.code[i]!],
      (columns.flags[i]! & LINE_FLAG.defaultedOrForborne) !== 0,
    ]);
    expect(flagged).toEqual(
      expect.arrayContaining([
        [LOAN, true],
        [LOAN, true],
        [BOND, false],
      ]),
    );
    expect(flagged).toHaveLength(3);
  });

  it('reads ScrLine.isDefaultedOrForborne', () => {
    const columns = toScrColumns([
      { id: 1, portfolioCode: 'P', compartmentCode: 'C', code: 'A', cic: 'FR84', currency: 'EUR',
        marketValue: 10, isDefaultedOrForborne: true },
      { id: 2, portfolioCode: 'P', compartmentCode: 'C', code: 'B', cic: 'FR84', currency: 'EUR',
        marketValue: 10 },
    ]); // prettier-ignore
    expect(Array.from(columns.flags, (f) => (f & LINE_FLAG.defaultedOrForborne) !== 0)).toEqual([
      true,
      false,
    ]);
  });
});
