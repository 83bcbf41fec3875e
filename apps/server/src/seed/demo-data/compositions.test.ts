import { beforeAll, describe, expect, it } from 'vitest';
import { compositionKey } from './compositions';
import { generateDemoData, type DemoDataset } from './generate';

describe('demo fund compositions', () => {
  let data: DemoDataset;
  const totals = new Map<string, { mv: number; weight: number; lines: number }>();
  beforeAll(() => {
    data = generateDemoData({ dates: 3, linesPerClientDate: 200 });
    for (const line of data.fundCompositionLines) {
      const t = totals.get(line.compositionKey) ?? { mv: 0, weight: 0, lines: 0 };
      t.mv += line.marketValuePc;
      t.weight += line.weight;
      t.lines++;
      totals.set(line.compositionKey, t);
    }
  });

  it('adds up to the NAV, weights to 1, except for the residual fund', () => {
    let checked = 0;
    for (const c of data.fundCompositions) {
      const t = totals.get(compositionKey(c.fundCode, c.valuationDate, c.basis!))!;
      if (c.fundCode === data.notes.residualFund) {
        expect(Math.abs(t.mv - c.netAssetValue)).toBeGreaterThan(0.02 * c.netAssetValue);
        expect(t.weight).toBeLessThan(0.98);
        continue;
      }
      expect(Math.abs(t.mv - c.netAssetValue)).toBeLessThan(0.01);
      expect(Math.abs(t.weight - 1)).toBeLessThan(1e-9);
      checked++;
    }
    expect(checked).toBeGreaterThan(400);
  });

  it('contains a cross-holding cycle and three levels of funds', () => {
    const date = '2024-12-31';
    const withComposition = new Set(
      data.fundCompositions.filter((c) => c.valuationDate === date).map((c) => c.fundCode),
    );
    const holds = new Map<string, Set<string>>();
    for (const line of data.fundCompositionLines) {
      const [fund, day] = line.compositionKey.split('|');
      if (day !== date || !withComposition.has(line.instrumentCode)) continue;
      holds.set(fund!, (holds.get(fund!) ?? new Set()).add(line.instrumentCode));
    }
    const [a, b] = data.notes.cycle;
    expect(holds.get(a)?.has(b)).toBe(true);
    expect(holds.get(b)?.has(a)).toBe(true);
    const depth = (fund: string, seen: Set<string>): number =>
      seen.has(fund)
        ? 0
        : 1 +
          Math.max(
            0,
            ...[...(holds.get(fund) ?? [])].map((f) => depth(f, new Set([...seen, fund]))),
          );
    expect(
      Math.max(...data.notes.fundOfFundsOfFunds.map((f) => depth(f, new Set()))),
    ).toBeGreaterThanOrEqual(3);
  });

  it('has missing months, target allocations, both TPT versions and indicative SCR', () => {
    const [late] = Object.entries(data.notes.missingCompositions).find(([, d]) =>
      d.includes('2024-12-31'),
    )!;
    const dates = data.fundCompositions
      .filter((c) => c.fundCode === late)
      .map((c) => c.valuationDate);
    expect(dates).not.toContain('2024-12-31');
    expect(dates.length).toBeGreaterThan(0);
    expect(data.fundCompositions.filter((c) => c.basis === 'target_allocation').length).toBe(4 * 3);
    expect(new Set(data.fundCompositions.map((c) => c.tptVersion))).toEqual(new Set(['V6', 'V7']));
    expect(data.fundCompositionLines.some((l) => l.indicativeScr && '99' in l.indicativeScr)).toBe(
      true,
    );
    const noComposition = new Set(data.notes.fundsWithoutComposition);
    expect(data.fundCompositions.some((c) => noComposition.has(c.fundCode))).toBe(false);
  });

  it('keeps the TPT fields a manager writes: rate type, coupon frequency, subordination, category', () => {
    const kept = (line: (typeof data.fundCompositionLines)[number]) =>
      line.tptFields ? (JSON.parse(line.tptFields) as Record<string, string>) : {};
    const lines = data.fundCompositionLines.filter((line) => line.tptFields);
    const byCic = (test: (cic: string) => boolean) => lines.filter((l) => test(l.cic));
    // A coupon-paying bond: fixed rate, annual coupon (bond-math.ts).
    const bonds = byCic((cic) => cic[2] === '1' || cic[2] === '2').filter((l) => l.couponRate);
    expect(bonds.length).toBeGreaterThan(0);
    for (const bond of bonds) expect(kept(bond)).toMatchObject({ '32': 'Fixed', '38': '1' });
    // Subordinated debt (CIC 28 in the demo) says so; a government bond does not.
    const subordinated = byCic((cic) => cic.endsWith('28'));
    expect(subordinated.length).toBeGreaterThan(0);
    for (const line of subordinated) expect(kept(line)['58']).toBe('Y');
    for (const line of byCic((cic) => cic[2] === '1')) expect(kept(line)['58']).toBe('N');
    // TPT 131 from the CIC: equity listed (3L) or not (3X), a fund 4 (data-standards §1.5).
    for (const line of byCic((cic) => cic[2] === '3'))
      expect(kept(line)['131']).toBe(/^X[LT]/.test(line.cic) ? '3X' : '3L');
    for (const line of byCic((cic) => cic[2] === '4')) expect(kept(line)['131']).toBe('4');
    // Target allocations are not a manager's lines: nothing kept.
    const allocations = data.fundCompositions.filter((c) => c.basis === 'target_allocation');
    const allocationKeys = new Set(
      allocations.map((c) => compositionKey(c.fundCode, c.valuationDate, c.basis!)),
    );
    expect(
      data.fundCompositionLines
        .filter((l) => allocationKeys.has(l.compositionKey))
        .every((l) => !l.tptFields),
    ).toBe(true);
  });
});
