import { beforeAll, describe, expect, it } from 'vitest';
import { generateDemoData, type DemoDataset } from './generate';
import { SYNTHETIC_SOURCE } from './market-rows';

describe('demo market data and positions', () => {
  let data: DemoDataset;
  beforeAll(() => {
    data = generateDemoData({ dates: 3, linesPerClientDate: 400 });
  });

  it('puts the §9.1 EUR curve at 31/12/2024, flagging interpolated maturities only', () => {
    const curve = data.yieldCurvePoints.filter(
      (p) => p.curveId === 'EUR_RFR_NO_VA' && p.curveDate === '2024-12-31',
    );
    const at = (t: number) => curve.find((p) => p.maturity === t)!;
    expect(curve).toHaveLength(150);
    const published: [number, number][] = [
      [1, 0.02236],
      [10, 0.02267],
      [20, 0.02259],
      [21, 0.02257],
      [30, 0.02386],
      [50, 0.02698],
      [150, 0.03097],
    ];
    for (const [t, rate] of published) {
      expect(at(t).rate).toBe(rate);
      expect(at(t).synthetic).toBe(false);
    }
    expect(at(31).synthetic).toBe(true);
    expect(at(31).rate).toBeCloseTo(0.02386 + (0.02479 - 0.02386) / 5, 9);
    const others = data.yieldCurvePoints.filter(
      (p) => p.curveDate !== '2024-12-31' || p.currency === 'USD',
    );
    expect(others.every((p) => p.synthetic)).toBe(true);
  });

  it('flags every symmetric adjustment as synthetic, within ±10 %', () => {
    for (const r of data.scrReferences) {
      expect(Math.abs(r.symmetricAdjustment)).toBeLessThanOrEqual(0.1);
      expect(r.type1Stress).toBeCloseTo(0.39 + r.symmetricAdjustment, 9);
      expect(r.type2Stress).toBeCloseTo(0.49 + r.symmetricAdjustment, 9);
      expect(r).toMatchObject({
        synthetic: true,
        source: SYNTHETIC_SOURCE,
        yieldCurveId: 'EUR_RFR_NO_VA',
      });
    }
  });

  it('converts positions to euros with the FX rates of their date', () => {
    const fx = new Map(data.fxRates.map((r) => [`${r.rateDate} ${r.currency}`, r.unitsPerEur]));
    expect(new Set(data.positions.map((p) => p.quotationCurrency))).toEqual(
      expect.objectContaining({ size: expect.any(Number) }),
    );
    for (const p of data.positions) {
      const rate = fx.get(`${p.valuationDate} ${p.quotationCurrency}`)!;
      expect(Math.abs(p.marketValueRc - p.marketValueQc / rate)).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(Math.abs(p.accruedInterestRc! - p.accruedInterestQc! / rate)).toBeLessThanOrEqual(
        0.005 + 1e-9,
      );
    }
    for (const currency of ['EUR', 'USD', 'GBP', 'CHF', 'JPY']) {
      expect(data.positions.some((p) => p.quotationCurrency === currency)).toBe(true);
    }
  });

  it('keeps most holdings from one month to the next', () => {
    const key = (p: DemoDataset['positions'][number]) =>
      `${p.roleCode} ${p.portfolioCode} ${p.compartmentCode} ${p.securityCode}`;
    const [d1, d2] = data.notes.dates.slice(-2);
    const before = new Set(data.positions.filter((p) => p.valuationDate === d1).map(key));
    const after = data.positions.filter((p) => p.valuationDate === d2).map(key);
    const kept = after.filter((k) => before.has(k)).length / after.length;
    expect(kept).toBeGreaterThan(0.95);
    expect(kept).toBeLessThan(1);
  });

  it('leaves gaps in ESG, climate and liquidity data', () => {
    const scored = new Set(data.esgScores.map((s) => s.issuerCode));
    expect(scored.size / data.issuers.length).toBeGreaterThan(0.7);
    expect(scored.size).toBeLessThan(data.issuers.length);
    expect(data.esgScores.every((s) => s.score >= 0 && s.score <= 10)).toBe(true);
    const temperatures = data.climateData.flatMap((c) =>
      c.impliedTemperature == null ? [] : [c.impliedTemperature],
    );
    expect(Math.min(...temperatures)).toBeGreaterThanOrEqual(1.3);
    expect(Math.max(...temperatures)).toBeLessThanOrEqual(4);
    expect(data.climateData.some((c) => c.impliedTemperature == null)).toBe(true);
    // Rows of a fund that is not listed carry its dealing terms only (issue 39).
    const classed = data.liquidityData.filter((l) => l.liquidityClass != null);
    expect(new Set(classed.map((l) => l.liquidityClass))).toEqual(new Set([1, 2, 3, 4, 5]));
    const frequencies = new Set(data.liquidityData.map((l) => l.dealingFrequency ?? null));
    expect(frequencies).toEqual(new Set([null, 'daily', 'weekly', 'monthly', 'quarterly']));
    expect(data.liquidityData.some((l) => l.price != null)).toBe(true);
    expect(data.liquidityData.some((l) => l.averageDailyVolume == null)).toBe(true);
  });
});
