import { describe, expect, it } from 'vitest';
import { creditQualityStepOfRating } from './rating-scale';

describe('credit quality step of a rating (data-standards §8.1)', () => {
  it.each([
    ['AAA', 0], ['AA+', 1], ['AA-', 1], ['A', 2], ['BBB-', 3], ['BB+', 4], ['B-', 5],
    ['CCC+', 6], ['CC', 6], ['SD', 6], ['RD', 6], ['D', 6],
    ['Aaa', 0], ['Aa1', 1], ['A3', 2], ['Baa2', 3], ['Ba1', 4], ['B3', 5], ['Caa1', 6], ['Ca', 6],
    ['aa-', 1], ['bbb', 3], ['AAA (sf)', 0], ['A+ *-', 2], ['BBB- Stable', 3], ['Aa2u', 1],
    ['NR', 9], ['WR', 9], ['Non noté', 9],
  ])('maps %s to step %i', (rating, step) => {
    expect(creditQualityStepOfRating(rating)).toBe(step);
  }); // prettier-ignore

  it.each(['A-1+', 'P-1', 'F1', 'AAA+', 'Baa+', 'D1', 'Excellent', ''])(
    'does not recognise %s',
    (rating) => expect(creditQualityStepOfRating(rating)).toBeUndefined(),
  );
});
