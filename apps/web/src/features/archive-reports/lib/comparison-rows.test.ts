import { describe, expect, it } from 'vitest';
import { scrResultOf } from '../testing/archives';
import { scrTotalsRows } from './comparison-rows';
import type { CounterpartySummary } from '@prisme/domain';

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

  it('compare the counterparty charge and the SCR des actifs when both archives have them', () => {
    const [a, b] = [scrResultOf('a', 1), scrResultOf('b', 2)];
    expect(scrTotalsRows(a, b).some((r) => r.key === 'counterparty')).toBe(false);
    // Only the two figures compared matter here.
    const cp = (scr: number, combined: number) =>
      ({ scr, assets: { combined } }) as unknown as CounterpartySummary;
    const rows = scrTotalsRows(
      { ...a, counterparty: cp(100, 650) },
      { ...b, counterparty: cp(80, 1_210) },
    );
    const row = (key: string) => rows.find((r) => r.key === key)!;
    expect([
      row('counterparty').label,
      row('counterparty').base,
      row('counterparty').simulated,
    ]).toEqual(['Risque de contrepartie (type 1)', 100, 80]);
    expect([row('assets').label, row('assets').difference]).toEqual([
      'SCR des actifs (marché + contrepartie type 1)',
      560,
    ]);
  });
});
