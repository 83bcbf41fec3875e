import { describe, expect, it } from 'vitest';
import { position } from '../testing/fixtures';
import { groupByPortfolio, totalsOf } from './position-groups';

describe('direct position groups', () => {
  const positions = [
    position({ portfolioCode: 'P-VIE', compartmentCode: 'GEN', marketValueRc: 300 }),
    position({ portfolioCode: 'P-RET', compartmentCode: 'GEN', marketValueRc: 100 }),
    position({
      portfolioCode: 'P-VIE',
      compartmentCode: 'EUR',
      marketValueRc: 500,
      bookValueRc: null,
    }),
    position({ portfolioCode: 'P-VIE', compartmentCode: 'GEN', marketValueRc: 100 }),
  ];

  it('adds up the reference-currency values, counting unknown book values as nothing', () => {
    expect(totalsOf(positions)).toEqual({
      lineCount: 4,
      marketValueRc: 1000,
      accruedInterestRc: 4,
      bookValueRc: 270,
    });
    expect(totalsOf([])).toEqual({
      lineCount: 0,
      marketValueRc: 0,
      accruedInterestRc: 0,
      bookValueRc: 0,
    });
  });

  it('groups portfolio → compartment, sorted by code, with each portfolio share', () => {
    const groups = groupByPortfolio(positions);
    expect(groups.map((g) => [g.portfolioCode, g.lineCount, g.marketValueRc, g.share])).toEqual([
      ['P-RET', 1, 100, 0.1],
      ['P-VIE', 3, 900, 0.9],
    ]);
    expect(groups[1]!.compartments).toEqual([
      {
        compartmentCode: 'EUR',
        lineCount: 1,
        marketValueRc: 500,
        accruedInterestRc: 1,
        bookValueRc: 0,
      },
      {
        compartmentCode: 'GEN',
        lineCount: 2,
        marketValueRc: 400,
        accruedInterestRc: 2,
        bookValueRc: 180,
      },
    ]);
  });

  it('gives a zero share when the perimeter is worth nothing', () => {
    const [group] = groupByPortfolio([position({ marketValueRc: 0 })]);
    expect(group!.share).toBe(0);
  });
});
