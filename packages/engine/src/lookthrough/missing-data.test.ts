import { describe, expect, it } from 'vitest';
import { MISSING_BIT, missingDataText, missingItemsOf } from './missing-data';
import { STATUS, STATUS_STRENGTH_ORDER, statusOfCode, weakerStatus } from './status';
import { Book, isin, lei, readLines } from './test-fixtures';

const B = isin('FR000000001');
const E = isin('FR000000002');

const missingOf = (book: Book) => readLines(book.run(), book.input()).map((l) => l.missing);

describe('missing data flags', () => {
  it('flags nothing on a complete bond', () => {
    expect(missingOf(new Book().add(B, 'FR21').hold(B, 100))).toEqual([[]]);
  });

  it('flags a code that is not a valid ISIN', () => {
    const bad = B.slice(0, 11) + ((Number(B[11]) + 1) % 10);
    expect(missingOf(new Book().add(bad, 'FR21').hold(bad, 100))).toEqual([['isin']]);
  });

  it('flags a rating only where spread risk needs one', () => {
    const book = new Book()
      .add(B, 'FR21', { rating: null, creditQualityStep: 9 })
      .add(E, 'FR31', { rating: null, creditQualityStep: null })
      .hold(B, 100)
      .hold(E, 100);
    expect(missingOf(book)).toEqual([['rating'], []]);
    // A credit quality step 0-6 stands for the rating.
    expect(
      missingOf(new Book().add(B, 'FR21', { rating: null, creditQualityStep: 3 }).hold(B, 1)),
    ).toEqual([[]]);
  });

  it('flags the sector and the LEI of corporate issuers', () => {
    const book = new Book()
      .add(E, 'FR31', { naceCode: null, issuerCode: 'NOT-A-LEI' })
      .add('CASH', 'XT71', { naceCode: null, issuerCode: null, rating: null })
      .hold(E, 100)
      .hold('CASH', 100);
    expect(missingOf(book)).toEqual([['sector', 'lei'], []]);
    expect(
      missingOf(new Book().add(E, 'FR31', { issuerCode: lei('529900T8BM49AURSDO') }).hold(E, 1)),
    ).toEqual([[]]);
  });

  it('expects everything of an instrument whose CIC is absent or invalid', () => {
    const book = new Book()
      .add('X1', null, { rating: null, creditQualityStep: null, naceCode: null })
      .add(B, 'FR4Z')
      .hold('X1', 1)
      .hold(B, 1);
    expect(missingOf(book)).toEqual([['isin', 'cic', 'rating', 'sector'], ['cic']]);
  });

  it('flags an unknown value as missing and counts it as 0, never NaN', () => {
    const book = new Book()
      .add(B, 'FR21')
      .hold(B, null, { marketValueQc: null })
      .hold(B, Number.NaN, { marketValueQc: Number.POSITIVE_INFINITY });
    const result = book.run();
    expect(readLines(result, book.input()).map((l) => [l.rc, l.qc, l.missing])).toEqual([
      [0, 0, ['value']],
      [0, 0, ['value']],
    ]);
    expect(result.statistics.byMissing.value).toEqual({ lineCount: 2, exposureRc: 0 });
  });

  it('derives a missing weight from TPT 24 / NAV, else flags the line', () => {
    const book = new Book()
      .add('F', 'XL44')
      .add(B, 'FR21')
      .add(E, 'FR31')
      .hold('F', 1000)
      .compose(
        'F',
        '2024-12-31',
        [
          [B, null, { marketValuePc: 2500 }],
          [E, null],
          [E, 0.75],
        ],
        { netAssetValue: 10_000 },
      );
    // B1 = 2,500 / 10,000 = 25 %; the middle line has no weight at all: 0, flagged.
    // 25 % + 75 % = 100 %: no residual.
    expect(readLines(book.run(), book.input()).map((l) => [l.code, l.rc, l.missing])).toEqual([
      [B, 250, []],
      [E, 0, ['value']],
      [E, 750, []],
    ]);
  });

  it('counts lines and value by item in the statistics', () => {
    const book = new Book()
      .add(B, 'FR21', { rating: null, creditQualityStep: null })
      .add('X', 'FR21', { rating: null, creditQualityStep: null })
      .hold(B, 100)
      .hold('X', 50);
    const { byMissing, incompleteLineCount } = book.run().statistics;
    expect(byMissing.rating).toEqual({ lineCount: 2, exposureRc: 150 });
    expect(byMissing.isin).toEqual({ lineCount: 1, exposureRc: 50 });
    expect(incompleteLineCount).toBe(2);
  });
});

describe('decoding helpers', () => {
  it('decodes a missing-data mask to item names and to the stored text', () => {
    const mask = MISSING_BIT.rating | MISSING_BIT.lei;
    expect(missingItemsOf(mask)).toEqual(['rating', 'lei']);
    expect(missingDataText(mask)).toBe('rating,lei');
    expect(missingDataText(0)).toBe('');
  });

  it('decodes status codes and refuses unknown ones', () => {
    expect(statusOfCode(STATUS.target_allocation)).toBe('target_allocation');
    expect(() => statusOfCode(42)).toThrow(RangeError);
  });

  it('orders the inherited statuses from the strongest to the weakest', () => {
    expect(STATUS_STRENGTH_ORDER.slice(0, 4)).toEqual([
      'direct',
      'looked_through',
      'target_allocation',
      'last_reported',
    ]);
    expect(weakerStatus(STATUS.looked_through, STATUS.last_reported)).toBe(STATUS.last_reported);
    expect(weakerStatus(STATUS.target_allocation, STATUS.looked_through)).toBe(
      STATUS.target_allocation,
    );
  });
});
