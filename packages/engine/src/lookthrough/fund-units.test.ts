import { describe, expect, it } from 'vitest';
import { Book, brief } from './test-fixtures';

// Art. 84 DR (reference §8): a fund unit without a composition is kept whole as a data
// grouping only where what the TPT gives lets every submodule charge it (84(3)), within
// 20 % of the assets (84(3), unit-linked assets left out, 84(3a)); otherwise, or above
// the limit, it is type 2 equity (168(3)). Valuation date 2024-12-31.

const statuses = (book: Book) =>
  brief(book.run(), book.input()).map((l) => [l.code, l.status, l.rc]);

/** Fund F held for 1,000 beside a bond of 9,000: 10 %, within the 20 % limit. */
const fundOf = (cic: string, extra: Parameters<Book['add']>[2] = {}) =>
  new Book()
    .add('OBL', 'FR21', { modifiedDuration: 2 })
    .add('F', cic, extra)
    .hold('OBL', 9000)
    .hold('F', 1000);
const statusOfF = (book: Book) => statuses(book).filter((l) => l[0] === 'F');

describe('what a data grouping needs (Art. 84(3))', () => {
  it('keeps a debt fund whole only with its modified duration (TPT 90) and currency', () => {
    const withDuration = fundOf('XL42', { modifiedDuration: 3 });
    expect(statusOfF(withDuration)).toEqual([['F', 'data_grouping', 1000]]);
    // Interest and spread cannot be computed without a duration: type 2 equity.
    for (const cic of ['XL42', 'XL43']) {
      const noDuration = fundOf(cic);
      expect(statusOfF(noDuration)).toEqual([['F', 'not_looked_through', 1000]]);
    }
    // Nor the currency submodule without the fund's currency (TPT 21).
    const noCurrency = fundOf('XL42', { modifiedDuration: 3, currency: null });
    expect(statusOfF(noCurrency)).toEqual([['F', 'not_looked_through', 1000]]);
    // Equity and real-estate funds: their type and currency suffice.
    for (const cic of ['XL41', 'XL45'])
      expect(statusOfF(fundOf(cic))).toEqual([['F', 'data_grouping', 1000]]);
  });

  it('charges asset-allocation, alternative, private-equity and infrastructure funds as type 2 equity', () => {
    // The CIC names the type, not the mix of assets the submodules need (Art. 168(3)).
    for (const cic of ['XL44', 'XL46', 'XL47', 'XL48'])
      expect(statusOfF(fundOf(cic, { modifiedDuration: 3 }))).toEqual([
        ['F', 'not_looked_through', 1000],
      ]);
  });

  it('applies the same rule to a fund line of a TPT that is itself a fund (nested CIC 42)', () => {
    // Fund P's TPT: 50 % a bond, 50 % the units of fund N (CIC XL42, no field 90), and
    // no composition of N in the database.
    const book = new Book()
      .add('P', 'XL44')
      .add('B', 'FR21', { modifiedDuration: 4 })
      .add('N', 'XL42')
      .hold('P', 1000)
      .compose('P', '2024-12-31', [
        ['B', 0.5],
        ['N', 0.5],
      ]);
    expect(statuses(book)).toEqual([
      ['B', 'looked_through', 500],
      ['N', 'not_looked_through', 500],
    ]);
  });
});

describe('the 20 % limit of data groupings (Art. 84(3))', () => {
  /** Assets 1,000: bonds 600, equity fund A 250, real-estate fund B 150 (both groupable). */
  function perimeter(compartmentOfA = 'C1') {
    return new Book()
      .add('OBL', 'FR21', { modifiedDuration: 2 })
      .add('A', 'XL41')
      .add('B', 'XL45')
      .hold('OBL', 600)
      .hold('A', 250, { compartmentCode: compartmentOfA })
      .hold('B', 150);
  }

  it('keeps groupings up to 20 % of the assets, the largest first; the rest is type 2 equity', () => {
    // 20 % of 1,000 = 200: A (250) does not fit, B (150) does.
    expect(statuses(perimeter())).toEqual([
      ['OBL', 'direct', 600],
      ['A', 'grouping_limit', 250],
      ['B', 'data_grouping', 150],
    ]);
  });

  it('does not count unit-linked assets towards the limit (Art. 84(3a))', () => {
    // A backs unit-linked contracts (compartment « UC »): it keeps its grouping and only
    // B's 150 and C's 100 count: 250 > 200, B fits, C does not.
    const withC = (compartmentOfA: string) =>
      perimeter(compartmentOfA).add('C', 'XL41').hold('C', 100);
    expect(statuses(withC('UC')).map((s) => s[1])).toEqual([
      'direct',
      'data_grouping',
      'data_grouping',
      'grouping_limit',
    ]);
    // Or the position says so itself.
    const book = withC('C1');
    book.positions[1]!.unitLinked = true;
    expect(statuses(book).map((s) => s[1])).toEqual([
      'direct',
      'data_grouping',
      'data_grouping',
      'grouping_limit',
    ]);
  });

  it('counts a fund held in several positions once, with all its units', () => {
    // A held twice for 100 (200 in all) with B 150: 350 > 200; A, the largest, fits alone.
    const book = new Book()
      .add('OBL', 'FR21', { modifiedDuration: 2 })
      .add('A', 'XL41')
      .add('B', 'XL45')
      .hold('OBL', 650)
      .hold('A', 100)
      .hold('B', 150)
      .hold('A', 100);
    expect(statuses(book).map((s) => s[1])).toEqual([
      'direct',
      'data_grouping',
      'grouping_limit',
      'data_grouping',
    ]);
  });
});
