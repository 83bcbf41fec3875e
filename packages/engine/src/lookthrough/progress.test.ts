import { describe, expect, it } from 'vitest';
import { lookThrough } from './lookthrough';
import { Book } from './test-fixtures';

describe('lookThrough: progress', () => {
  it('tells the positions expanded every 2,048 positions and at the end, without changing the result', () => {
    const book = new Book().add('B1', 'FR21');
    for (let i = 0; i < 5_000; i++) book.hold('B1', 10);
    const input = book.input();
    const told: [number, number][] = [];
    const result = lookThrough(input, { onProgress: (done, total) => told.push([done, total]) });
    expect(told).toEqual([
      [2_048, 5_000],
      [4_096, 5_000],
      [5_000, 5_000],
    ]);
    expect(result.count).toBe(lookThrough(input).count);
    expect(result.statistics).toEqual(lookThrough(input).statistics);
  });

  it('tells the end once for an empty perimeter', () => {
    const told: number[][] = [];
    lookThrough(new Book().input(), { onProgress: (done, total) => told.push([done, total]) });
    expect(told).toEqual([[0, 0]]);
  });
});
