import { describe, expect, it } from 'vitest';
import { Book, brief } from './test-fixtures';
import type { CompositionBasis } from './types';

// Art. 84(3) DR fallbacks when no recent reported composition exists. Valuation date
// 2024-12-31; 2024-09-30 is 92 days before, 2024-09-29 93, 2024-09-28 94.

/** Fund F (CIC 42, a debt fund) held for 1,000, with compositions [date, basis] of B1 100 %. */
function fund(compositions: [string, CompositionBasis][], cic = 'XL42') {
  const book = new Book().add('F', cic).add('B1', 'FR21').hold('F', 1000);
  for (const [date, basis] of compositions) book.compose('F', date, [['B1', 1]], { basis });
  return book;
}

const statusOf = (book: Book, extra = {}) => brief(book.run(extra), book.input())[0]!.status;

describe('composition choice at the valuation date', () => {
  it('uses a reported composition up to 93 days old as a real look-through', () => {
    expect(statusOf(fund([['2024-09-30', 'reported']]))).toBe('looked_through');
    expect(statusOf(fund([['2024-09-29', 'reported']]))).toBe('looked_through');
  });

  it('past the age limit, uses the old composition as the last reported one', () => {
    const book = fund([['2024-09-28', 'reported']]);
    expect(brief(book.run(), book.input())).toEqual([
      { code: 'B1', status: 'last_reported', depth: 1, path: 'F', rc: 1000 },
    ]);
  });

  it('reads the age limit from the input', () => {
    expect(statusOf(fund([['2024-09-28', 'reported']]), { maxCompositionAgeDays: 94 })).toBe(
      'looked_through',
    );
    expect(statusOf(fund([['2024-09-30', 'reported']]), { maxCompositionAgeDays: 30 })).toBe(
      'last_reported',
    );
  });

  it('never uses a composition dated after the valuation date', () => {
    const book = fund([['2025-01-02', 'reported']]);
    expect(brief(book.run(), book.input())).toEqual([
      { code: 'F', status: 'not_looked_through', depth: 0, path: '', rc: 1000 },
    ]);
  });

  it('takes the latest reported composition within the limit', () => {
    const book = new Book()
      .add('F', 'XL42')
      .add('B1', 'FR21')
      .add('B2', 'FR21')
      .hold('F', 1000)
      .compose('F', '2024-11-30', [['B2', 1]])
      .compose('F', '2024-12-31', [['B1', 1]])
      .compose('F', '2024-10-31', [['B2', 1]]);
    expect(brief(book.run(), book.input())[0]!.code).toBe('B1');
  });

  it('prefers the target allocation to an old reported composition (first fallback)', () => {
    const book = fund([
      ['2024-03-31', 'reported'],
      ['2024-06-30', 'target_allocation'],
    ]);
    expect(brief(book.run(), book.input())).toEqual([
      { code: 'B1', status: 'target_allocation', depth: 1, path: 'F', rc: 1000 },
    ]);
    // An older target allocation still comes before the last reported composition.
    expect(
      statusOf(
        fund([
          ['2024-06-30', 'reported'],
          ['2023-12-31', 'target_allocation'],
        ]),
      ),
    ).toBe('target_allocation');
  });

  it('prefers a recent reported composition to the target allocation', () => {
    const book = fund([
      ['2024-12-31', 'target_allocation'],
      ['2024-11-30', 'reported'],
    ]);
    expect(statusOf(book)).toBe('looked_through');
  });

  it('ignores a composition whose date cannot be read, with a warning', () => {
    const book = fund([['2024-02-30', 'reported']]);
    const result = book.run();
    expect(brief(result, book.input())[0]!.status).toBe('not_looked_through');
    expect(result.statistics.warnings).toEqual([
      expect.objectContaining({ kind: 'invalid_composition', fundCode: 'F' }),
    ]);
  });
});

describe('funds without a composition', () => {
  it('keeps a fund whose CIC gives a type the submodules charge (41, 43, 45) whole, as a data grouping', () => {
    // Held in a unit-linked compartment, so that the 20 % limit (fund-units.test.ts) is out.
    for (const cic of ['XL41', 'XL43', 'FR45']) {
      const book = new Book()
        .add('F', cic, { modifiedDuration: 0.2 })
        .hold('F', 1000, { compartmentCode: 'UC' });
      expect(brief(book.run(), book.input())).toEqual([
        { code: 'F', status: 'data_grouping', depth: 0, path: '', rc: 1000 },
      ]);
    }
  });

  it('treats any other fund as not looked through (type 2 equity, Art. 168(3))', () => {
    expect(statusOf(fund([], 'XL49'))).toBe('not_looked_through');
    // Funds by the reference data whose CIC gives no fund type, or no CIC at all.
    for (const cic of ['FR31', null]) {
      const book = new Book().add('F', cic, { isFund: true }).hold('F', 1000);
      expect(statusOf(book)).toBe('not_looked_through');
    }
  });
});

describe('status inheritance along the path', () => {
  /** F1 holds 50 % E1 and 50 % F2; F2 holds 100 % B1. */
  function nested(f1: [string, CompositionBasis], f2: [string, CompositionBasis]) {
    return new Book()
      .add('F1', 'XL44')
      .add('F2', 'XL42')
      .add('E1', 'FR31')
      .add('B1', 'FR21')
      .hold('F1', 1000)
      .compose(
        'F1',
        f1[0],
        [
          ['E1', 0.5],
          ['F2', 0.5],
        ],
        { basis: f1[1] },
      )
      .compose('F2', f2[0], [['B1', 1]], { basis: f2[1] });
  }

  it('keeps target_allocation below a target allocation, even over a fresh composition', () => {
    const book = nested(['2024-12-31', 'target_allocation'], ['2024-12-31', 'reported']);
    expect(brief(book.run(), book.input())).toEqual([
      { code: 'E1', status: 'target_allocation', depth: 1, path: 'F1', rc: 500 },
      { code: 'B1', status: 'target_allocation', depth: 2, path: 'F1 > F2', rc: 500 },
    ]);
  });

  it('gives a fresh fund’s lines the weaker status of a stale fund below', () => {
    const book = nested(['2024-12-31', 'reported'], ['2024-01-31', 'reported']);
    expect(brief(book.run(), book.input()).map((l) => l.status)).toEqual([
      'looked_through',
      'last_reported',
    ]);
  });

  it('ranks last_reported weaker than target_allocation', () => {
    const book = nested(['2024-01-31', 'reported'], ['2024-12-31', 'target_allocation']);
    expect(brief(book.run(), book.input()).map((l) => l.status)).toEqual([
      'last_reported',
      'last_reported',
    ]);
  });

  it('lets a terminal status (data grouping) win below an allocation', () => {
    const book = new Book()
      .add('F1', 'XL44')
      .add('F2', 'XL42', { modifiedDuration: 3 })
      .hold('F1', 1000, { compartmentCode: 'UC' })
      .compose('F1', '2024-12-31', [['F2', 1]], { basis: 'target_allocation' });
    expect(brief(book.run(), book.input())).toEqual([
      { code: 'F2', status: 'data_grouping', depth: 1, path: 'F1', rc: 1000 },
    ]);
  });
});
