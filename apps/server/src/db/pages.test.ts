import { describe, expect, it } from 'vitest';
import { pagesOf } from './pages';

describe('pagesOf', () => {
  it('cuts a list into consecutive pages, the last one shorter', () => {
    expect(pagesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('gives no page for an empty list, one page for a short one', () => {
    expect(pagesOf([], 3)).toEqual([]);
    expect(pagesOf(['a'], 3)).toEqual([['a']]);
  });

  it('refuses a page size below one', () => {
    expect(() => pagesOf([1], 0)).toThrow(RangeError);
    expect(() => pagesOf([1], Number.NaN)).toThrow(RangeError);
  });
});
