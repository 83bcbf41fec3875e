import { ESG_TIME_FRAME_LABELS } from '@prisme/domain';
import type { ChartOption } from '../../../components/charts/EChart';
import { formatDay } from '../../../lib/iso-date';
import {
  archiveShortLabel,
  FRAMES,
  type ArchiveEsg,
  type ArchiveTemperatureRow,
  type ContributionRow,
  type MethodRow,
  type TemperatureChoice,
} from './temperature-report';

/**
 * The ECharts options of « Température Implicite » (temperature-report.ts holds its
 * figures): the archives' bars with the Paris goals, the methods, the sectors. Pure.
 */

const rounded = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
const degrees = (value: number | null) =>
  value === null || !Number.isFinite(value)
    ? '—'
    : `${value.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} °C`;

/** « 1,5 °C » on an axis. */
const axisDegrees = (value: number) => `${value.toLocaleString('fr-FR')} °C`;

/**
 * The Paris Agreement's goals (1.5 °C and 2 °C) as dashed lines across the whole chart:
 * lines on a hidden value axis from 0 to 1 (the category axis would draw nothing for one
 * archive).
 */
const PARIS_GOALS = [
  { value: 1.5, name: 'Objectif 1,5 °C', color: '#2e7d32' },
  { value: 2, name: 'Objectif 2 °C', color: '#ef6c00' },
];
const parisAxis = { type: 'value', min: 0, max: 1, show: false };
const parisSeries = PARIS_GOALS.map((goal) => ({
  name: goal.name,
  type: 'line',
  xAxisIndex: 1,
  data: [
    [0, goal.value],
    [1, goal.value],
  ],
  symbol: 'none',
  silent: true,
  lineStyle: { type: 'dashed', width: 1.5, color: goal.color },
  itemStyle: { color: goal.color },
  z: 5,
}));

/** One group of bars per archive, a bar per time frame (the chosen scope and method). */
export function archivesChartOption(
  rows: readonly ArchiveTemperatureRow[],
  choice: TemperatureChoice,
): ChartOption {
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: degrees },
    legend: { bottom: 0 },
    grid: { left: 8, right: 48, top: 24, bottom: 72, containLabel: true },
    xAxis: [
      {
        type: 'category',
        data: rows.map((r) => `${r.archive.name}\n${formatDay(r.archive.valuationDate)}`),
        axisLabel: { interval: 0, width: 160, overflow: 'truncate' },
      },
      parisAxis,
    ],
    yAxis: { type: 'value', min: 0, axisLabel: { formatter: axisDegrees } },
    series: [
      ...FRAMES.map((frame) => ({
        name: ESG_TIME_FRAME_LABELS[frame],
        type: 'bar',
        barMaxWidth: 36,
        data: rows.map((r) => rounded(r.byFrame[frame] ?? null)),
        ...(frame === choice.frame ? { itemStyle: { borderColor: '#000', borderWidth: 1 } } : {}),
      })),
      ...parisSeries,
    ],
  };
}

/** One group of bars per aggregation method, a bar per archive. */
export function methodsChartOption(
  items: readonly ArchiveEsg[],
  rows: readonly MethodRow[],
): ChartOption {
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: degrees },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 8, right: 48, top: 24, bottom: 40, containLabel: true },
    xAxis: [{ type: 'category', data: rows.map((r) => r.method) }, parisAxis],
    yAxis: { type: 'value', min: 0, axisLabel: { formatter: axisDegrees } },
    series: [
      ...items.map(({ archive }, index) => ({
        name: archiveShortLabel(archive),
        type: 'bar',
        barMaxWidth: 28,
        data: rows.map((r) => rounded(r.scores[index] ?? null)),
      })),
      ...parisSeries,
    ],
  };
}

/** The sectors' contributions, a horizontal bar per archive, the largest on top. */
export function sectorsChartOption(
  items: readonly ArchiveEsg[],
  rows: readonly ContributionRow[],
): ChartOption {
  const shown = [...rows].reverse();
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: degrees },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 8, right: 24, top: 8, bottom: 40, containLabel: true },
    yAxis: {
      type: 'category',
      data: shown.map((r) => r.label),
      axisLabel: { width: 180, overflow: 'truncate' },
    },
    xAxis: { type: 'value', axisLabel: { formatter: axisDegrees } },
    series: items.map(({ archive }, index) => ({
      name: archiveShortLabel(archive),
      type: 'bar',
      data: shown.map((r) => rounded(r.contributions[index] ?? null)),
    })),
  };
}
