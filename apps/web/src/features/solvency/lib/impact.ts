import type { ImpactCurve, ImpactDriverRow, ImpactResult } from '@prisme/domain';
import { compare } from '../../../components/comparison/compare';
import { formatEuros, formatShare } from '../../../lib/format';

/**
 * « Impact 2027 » (issue 37 §3) for the page: pure helpers over the server's result. `from`
 * is SII-2016 and `to` SII-2027 throughout (packages/domain/src/solvency/impact.ts).
 */
export const FROM = 'SII-2016';
export const TO = 'SII-2027';

interface Compared {
  from: number;
  to: number;
}

/** The difference over |SII-2016|; null when SII-2016 is 0. */
export const relativeDifference = (figures: Compared): number | null =>
  compare(figures.from, figures.to).relative;

/** The sums of a breakdown: they add up to the market SCR of each set. */
export const driverTotal = (rows: readonly ImpactDriverRow[]) => ({
  from: rows.reduce((sum, row) => sum + row.from, 0),
  to: rows.reduce((sum, row) => sum + row.to, 0),
  difference: rows.reduce((sum, row) => sum + row.difference, 0),
});

const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact' });
/** The theme's colours (spec §2): today's rules in teal, the 2027 rules in dark red. */
export const SET_COLORS = { from: '#00808A', to: '#8B1A1A' } as const;

/** Each submodule's SCR under both sets, side by side (two bar series). */
export function submoduleChartOption(impact: ImpactResult) {
  const rows = impact.submodules;
  return {
    aria: { enabled: true },
    animation: false,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: number) => formatEuros(value),
    },
    legend: { bottom: 0 },
    grid: { left: 8, right: 16, top: 16, bottom: 32, containLabel: true },
    xAxis: {
      type: 'category',
      data: rows.map((row) => row.label),
      axisLabel: { interval: 0 },
    },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => compact.format(value) } },
    series: [
      {
        name: FROM,
        type: 'bar',
        data: rows.map((r) => r.from),
        itemStyle: { color: SET_COLORS.from },
      },
      { name: TO, type: 'bar', data: rows.map((r) => r.to), itemStyle: { color: SET_COLORS.to } },
    ],
  };
}

/** The curves of one currency, named as the chart's legend and table say them. */
export const CURVE_SERIES = [
  { key: 'base', name: 'Courbe de base', color: '#3A3A3A', dashed: false },
  { key: 'upFrom', name: `Hausse ${FROM}`, color: SET_COLORS.from, dashed: true },
  { key: 'downFrom', name: `Baisse ${FROM}`, color: SET_COLORS.from, dashed: false },
  { key: 'upTo', name: `Hausse ${TO}`, color: SET_COLORS.to, dashed: true },
  { key: 'downTo', name: `Baisse ${TO}`, color: SET_COLORS.to, dashed: false },
] as const satisfies ReadonlyArray<{
  key: 'base' | 'upFrom' | 'downFrom' | 'upTo' | 'downTo';
  name: string;
  color: string;
  dashed: boolean;
}>;

/** « Premier point de lissage : 20 ans ». */
export const smoothingPointText = (years: number) => `Premier point de lissage : ${years} ans`;

/**
 * A currency's base curve and its up and down shocks under both sets against maturity,
 * the first smoothing point marked by a vertical line: beyond it SII-2027 re-extrapolates
 * the stressed curve (Art. 166(2a), 167(2a)).
 */
export function curveChartOption(curve: ImpactCurve) {
  const points = (values: readonly number[]) =>
    curve.maturities.map((maturity, index) => [maturity, values[index] ?? null]);
  const fsp = curve.firstSmoothingPoint;
  return {
    aria: { enabled: true },
    animation: false,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number) => formatShare(value),
    },
    legend: { bottom: 0 },
    grid: { left: 8, right: 24, top: 24, bottom: 40, containLabel: true },
    xAxis: { type: 'value', name: 'ans', min: 0, max: Math.max(...curve.maturities, 1) },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatShare(value) } },
    series: CURVE_SERIES.map((serie, index) => ({
      name: serie.name,
      type: 'line',
      showSymbol: false,
      data: points(curve[serie.key]),
      lineStyle: { color: serie.color, type: serie.dashed ? 'dashed' : 'solid' },
      itemStyle: { color: serie.color },
      ...(index === 0 && fsp !== null
        ? {
            markLine: {
              symbol: 'none',
              silent: true,
              label: { formatter: smoothingPointText(fsp) },
              lineStyle: { color: '#7A7A7A', type: 'dotted' },
              data: [{ xAxis: fsp }],
            },
          }
        : {}),
    })),
  };
}
