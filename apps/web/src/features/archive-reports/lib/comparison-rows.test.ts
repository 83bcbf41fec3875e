import { describe, expect, it } from 'vitest';
import { scrResultOf } from '../testing/archives';
import { scrTotalsRows } from './comparison-rows';

describe('the archives’ SCR comparison rows', () => {
  it('show the diversification as the negative step the Résultats page shows (issue 40 §8)', () => {
    // The result stores undiversified − SCR: 780 − 600 = 180 and 1,560 − 1,200 = 360.
    const rows = scrTotalsRows(scrResultOf('a', 1), scrResultOf('b', 2));
    const row = rows.find((r) => r.key === 'diversification');
    expect(row?.label).toBe('Effet de diversification');
    expect(row?.base).toBe(-180);
    expect(row?.simulated).toBe(-360);
    // The column adds up: 780 − 180 = 600, the SCR marché.
    const undiversified = rows.find((r) => r.key === 'undiversified')?.base ?? NaN;
    expect(undiversified + (row?.base ?? NaN)).toBe(rows.find((r) => r.key === 'scr')?.base);
  });
});
