import { describe, expect, it } from 'vitest';
import { scrResult } from '../testing/scr-result';
import { contributionRows, contributionTotal, scrRatio } from './scr-figures';

describe('SCR figures', () => {
  it('divides the SCR by the market value, and gives nothing without one', () => {
    expect(scrRatio(2_000_000, 16_000_000)).toBe(0.125);
    expect(scrRatio(1, 0)).toBeNull();
  });

  it('orders the groups by contribution and gives each its share of the SCR', () => {
    const rows = contributionRows(scrResult.byCicCategory, 2_000_000);
    expect(rows.map((row) => [row.label, row.share])).toEqual([
      ['Actions', 0.8],
      ['Obligations d’État', 0.2],
    ]);
    expect(contributionRows(scrResult.byCicCategory, 0)[0]!.share).toBeNull();
  });

  it('sums every column into the total row', () => {
    const total = contributionTotal(scrResult.byPortfolio, 2_000_000);
    expect(total.lineCount).toBe(5_210);
    expect(total.marketValue).toBe(16_000_000);
    expect(total.contribution).toBeCloseTo(2_000_000, 6);
    expect(total.share).toBeCloseTo(1, 12);
    expect(total.bySubmodule.equity).toBeCloseTo(1_200_000, 6);
  });
});
