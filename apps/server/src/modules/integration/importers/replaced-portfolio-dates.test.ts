import { describe, expect, it } from 'vitest';
import { ReplacedPortfolioDates } from './replaced-portfolio-dates';

describe('ReplacedPortfolioDates', () => {
  it('gives each portfolio and date once, in the order first met, to the next takeNew', () => {
    const replaced = new ReplacedPortfolioDates();
    replaced.note('P1', '2024-12-31');
    replaced.note('P1', '2024-12-31');
    replaced.note('P2', '2024-12-31');
    expect(replaced.takeNew()).toEqual([
      { portfolioCode: 'P1', valuationDate: '2024-12-31' },
      { portfolioCode: 'P2', valuationDate: '2024-12-31' },
    ]);
    // Met again after a change of pair, or after being taken: never given twice.
    replaced.note('P1', '2024-12-31');
    replaced.note('P1', '2024-06-30');
    expect(replaced.takeNew()).toEqual([{ portfolioCode: 'P1', valuationDate: '2024-06-30' }]);
    expect(replaced.takeNew()).toEqual([]);
    expect(replaced.size).toBe(3);
    expect(replaced.valuationDates()).toEqual(['2024-06-30', '2024-12-31']);
  });
});
