import { describe, expect, it } from 'vitest';
import { EMPTY_CLIENT_LISTS, REGULATORY_DEFAULT_PARAMETERS } from '@prisme/domain';
import { lookThrough } from '../lookthrough/lookthrough';
import { Book } from '../lookthrough/test-fixtures';
import { computeMarketScr } from './compute';
import { scrColumnsOfLookThrough } from './from-look-through';

// Fund units that cannot be looked through, from a hand-built TPT (Art. 84, 168(3) DR,
// reference §8 and §3.1). Symmetric adjustment 0: the type 2 equity shock is 49 %.

function scrOf(book: Book) {
  const input = book.input({ valuationDate: '2024-12-31' });
  return computeMarketScr({
    lines: scrColumnsOfLookThrough(lookThrough(input), input),
    parameters: REGULATORY_DEFAULT_PARAMETERS,
    clientLists: EMPTY_CLIENT_LISTS,
    yieldCurves: {},
    eiopa: { symmetricAdjustment: 0 },
  }).submodules;
}

describe('a fund line of a TPT that is itself a fund, with no composition', () => {
  it('is type 2 equity (49 %) when the TPT gives no duration, not 3 % spread', () => {
    // Fund P (held for 1,000, in a unit-linked compartment so that the 20 % limit is out)
    // reports one line: the units of debt fund N (CIC XL42, EUR, no field 90), and N has
    // no composition in the database. Before: a data grouping charged 1,000 × 3 % spread
    // (unrated, duration floored at 1) and no interest or equity.
    const book = new Book()
      .add('P', 'XL44')
      .add('N', 'XL42', { creditQualityStep: null, rating: null })
      .hold('P', 1000, { compartmentCode: 'UC' })
      .compose('P', '2024-12-31', [['N', 1]]);
    const s = scrOf(book);
    expect(s.spread).toBe(0);
    expect(s.interestRate).toBe(0);
    expect(s.equity).toBeCloseTo(490, 9); // 1,000 × 49 %, Art. 168(3), 169(1)(b)
  });

  it('is type 2 equity above the 20 % limit of data groupings (Art. 84(3), 168(3))', () => {
    // Assets 1,000: an EEA government bond 750 (no spread, no equity) and debt fund D 250
    // (CIC XL42, modified duration 5, unrated), which a grouping could charge by its
    // duration, but 250 > 20 % × 1,000: no grouping, type 2 equity, 250 × 49 % = 122.5.
    // Before: 250 × 15 % spread (unrated, duration 5: 3 % × 5, Art. 176(4)) = 37.5.
    const book = new Book()
      .add('G', 'FR11', { isGovernment: true, modifiedDuration: 0 })
      .add('D', 'XL42', { modifiedDuration: 5, creditQualityStep: null, rating: null })
      .hold('G', 750)
      .hold('D', 250);
    const s = scrOf(book);
    expect(s.spread).toBe(0);
    expect(s.equity).toBeCloseTo(122.5, 9);
    // Within the limit, the same fund for 150 of 1,000 (15 %) is charged as its data
    // grouping, by its duration: spread 150 × 15 % = 22.5, no equity.
    const within = new Book()
      .add('G', 'FR11', { isGovernment: true, modifiedDuration: 0 })
      .add('D', 'XL42', { modifiedDuration: 5, creditQualityStep: null, rating: null })
      .hold('G', 850)
      .hold('D', 150);
    expect(scrOf(within).spread).toBeCloseTo(22.5, 9);
    expect(scrOf(within).equity).toBe(0);
  });
});
