import { describe, expect, it } from 'vitest';
import { pageSizeChoices } from './page-sizes';

describe('the grid page sizes', () => {
  it('offers the grid’s own page size, so the picker is never blank (issue 40 §5)', () => {
    expect(pageSizeChoices(25)).toEqual([20, 25, 50, 100]);
    expect(pageSizeChoices(20)).toEqual([20, 50, 100]);
    expect(pageSizeChoices(500)).toEqual([20, 50, 100, 500]);
  });
});
