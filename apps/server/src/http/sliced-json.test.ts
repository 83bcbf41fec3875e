import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodeInSlices } from './sliced-json';

const row = z.object({ n: z.number(), label: z.string().nullable() });

describe('a list encoded a slice at a time', () => {
  it('gives the text one encoding would give, whatever the slice', async () => {
    const rows = Array.from({ length: 11 }, (_, n) => ({ n, label: n % 3 ? `l${n}` : null }));
    const whole = JSON.stringify(z.array(row).encode(rows));
    for (const perSlice of [1, 4, 11, 50])
      expect(await encodeInSlices(row, rows, perSlice)).toBe(whole);
    expect(await encodeInSlices(row, [])).toBe('[]');
  });

  it('lets other work run between slices, and only then', async () => {
    const rows = Array.from({ length: 6 }, (_, n) => ({ n, label: null }));
    const ranDuring = async (perSlice: number) => {
      let ran = false;
      setImmediate(() => (ran = true));
      await encodeInSlices(row, rows, perSlice);
      return ran;
    };
    expect(await ranDuring(6)).toBe(false);
    expect(await ranDuring(2)).toBe(true);
  });
});
