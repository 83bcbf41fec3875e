import { describe, expect, it } from 'vitest';
import { forEachPage, pagesOf } from './pages';

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

describe('forEachPage', () => {
  const later = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

  it('visits every page once, never more than `concurrency` at a time', async () => {
    const seen: number[][] = [];
    let running = 0;
    let most = 0;
    await forEachPage([1, 2, 3, 4, 5, 6, 7], 2, 2, async (page) => {
      most = Math.max(most, ++running);
      await later();
      seen.push(page);
      running--;
    });
    expect(most).toBe(2);
    expect(seen.flat().sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('answers the first failure and takes no page after it', async () => {
    const visited: number[] = [];
    const visit = async ([item]: number[]) => {
      visited.push(item!);
      await later();
      if (item === 2) throw new Error('page 2');
    };
    await expect(forEachPage([1, 2, 3, 4, 5, 6], 1, 2, visit)).rejects.toThrow('page 2');
    // Pages 1 and 2 started together; 3 was taken when 1 ended, before 2 failed; none after.
    expect(visited).toEqual([1, 2, 3]);
  });
});
