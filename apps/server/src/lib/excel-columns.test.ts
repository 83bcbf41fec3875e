import { describe, expect, it } from 'vitest';
import { columnIndexOf, columnLetters } from './excel-columns';

describe('Excel columns', () => {
  it('counts columns from A (0) to XFD (16,383)', () => {
    expect(['A1', 'Z9', 'AA1', 'AZ3', 'BA1', 'XFD1048576'].map(columnIndexOf)).toEqual([
      0, 25, 26, 51, 52, 16_383,
    ]);
  });

  it('names a column by its letters', () => {
    expect([0, 25, 26, 51, 52, 701, 702, 16_383].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });

  it('reads back the letters it writes', () => {
    for (let index = 0; index < 20_000; index += 7)
      expect(columnIndexOf(`${columnLetters(index)}1`)).toBe(index);
  });
});
