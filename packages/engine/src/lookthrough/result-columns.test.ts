import { describe, expect, it } from 'vitest';
import { estimateLineCount } from './capacity';
import { isoDay } from './composition-choice';
import { CompositionIndex } from './composition-index';
import { InstrumentTable } from './instruments';
import { LineColumns } from './result-columns';
import { Book } from './test-fixtures';

describe('LineColumns', () => {
  it('grows past its first capacity without losing a line', () => {
    const columns = new LineColumns(0);
    for (let i = 0; i < 100; i++) columns.push(i, i + 1, 0, 1, 2, i * 1.5, -i, 0, 3, 0.5, 4, 1);
    const lines = columns.lines();
    expect(columns.count).toBe(100);
    expect(lines.root[99]).toBe(99);
    expect(lines.instrument[0]).toBe(1);
    expect(lines.exposureRc[42]).toBe(63);
    expect(lines.exposureQc[7]).toBe(-7);
    expect(Array.from(new Set(lines.missing))).toEqual([4]);
  });

  it('hands out exact columns when much capacity is left, views otherwise', () => {
    const roomy = new LineColumns(100_000);
    roomy.push(0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0);
    // A structured clone copies a view's whole buffer: only 1 line's worth must remain.
    expect(roomy.lines().exposureRc.buffer.byteLength).toBe(8);
    const snug = new LineColumns(16);
    for (let i = 0; i < 16; i++) snug.push(0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0);
    expect(snug.lines().exposureRc.length).toBe(16);
  });
});

describe('estimateLineCount', () => {
  it('counts the lines of the chosen compositions down to the level', () => {
    // F1 holds E1 and F2; F2 holds B1 and C1. Held: F1 and B1.
    const book = new Book()
      .add('F1', 'XL44')
      .add('F2', 'XL42')
      .add('E1', 'FR31')
      .add('B1', 'FR21')
      .add('C1', 'XT72')
      .hold('F1', 100)
      .hold('B1', 100)
      .compose('F1', '2024-12-31', [
        ['E1', 0.6],
        ['F2', 0.4],
      ])
      .compose('F2', '2024-12-31', [
        ['B1', 0.5],
        ['C1', 0.5],
      ]);
    const instruments = new InstrumentTable(book.instruments);
    const estimate = (level: number) => {
      const day = isoDay('2024-12-31');
      const index = new CompositionIndex(book.compositions, instruments, day, 93, []);
      return estimateLineCount(book.positions, instruments, index, level);
    };
    // Each expanded fund may add a residual line: the estimate errs on the high side.
    expect(estimate(0)).toBe(2); // F1 and B1 whole
    expect(estimate(1)).toBe(1 + 3); // B1; F1 gives a residual, E1 and F2
    expect(estimate(2)).toBe(1 + (1 + 1 + 3)); // F2 now gives a residual, B1 and C1
  });
});
