import { describe, expect, it } from 'vitest';
import { impactResult } from '../testing/impact';
import { curveChartOption, driverTotal, relativeDifference, submoduleChartOption } from './impact';

const byCurrency = impactResult.drivers.byCurrency;

describe('« Impact 2027 » helpers', () => {
  it('measures the difference against SII-2016', () => {
    // (2 300 000 − 2 000 000) / 2 000 000 = 0.15
    expect(relativeDifference(impactResult.market)).toBeCloseTo(0.15, 12);
    expect(relativeDifference({ from: 0, to: 10 })).toBeNull();
  });

  it('adds a breakdown up to the market SCR of each set', () => {
    // 1 800 000 + 200 000 = 2 000 000; 2 050 000 + 250 000 = 2 300 000
    expect(driverTotal(byCurrency)).toEqual({
      from: 2_000_000,
      to: 2_300_000,
      difference: 300_000,
    });
  });

  it('charts the submodules of both sets side by side', () => {
    const option = submoduleChartOption(impactResult);
    expect(option.xAxis.data[0]).toBe('Taux d’intérêt');
    expect(option.series.map((s) => s.name)).toEqual(['SII-2016', 'SII-2027']);
    expect(option.series[0]!.data[0]).toBe(400_000);
    expect(option.series[1]!.data[0]).toBe(700_000);
  });

  it('charts a currency’s five curves and marks its first smoothing point', () => {
    const eur = curveChartOption(impactResult.curves[0]!);
    expect(eur.series.map((s) => s.name)).toEqual([
      'Courbe de base',
      'Hausse SII-2016',
      'Baisse SII-2016',
      'Hausse SII-2027',
      'Baisse SII-2027',
    ]);
    expect(eur.series[4]!.data[0]).toEqual([1, -0.0022]);
    expect(eur.series[0]).toMatchObject({ markLine: { data: [{ xAxis: 20 }] } });
    const usd = curveChartOption(impactResult.curves[1]!);
    expect(usd.series[0]).not.toHaveProperty('markLine');
  });
});
