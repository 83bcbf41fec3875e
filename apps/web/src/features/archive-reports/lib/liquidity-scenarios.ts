import {
  LIQUIDITY_BUCKET_ENDS,
  LIQUIDITY_BUCKET_LABELS,
  type LiquidityResult,
  type LiquidityScenarioResult,
} from '@prisme/domain';
import type { ChartOption } from '../../../components/charts/EChart';

/**
 * The scenario figures of an archived liquidity result, as the liquidity results page
 * shows them (issue 16): each scenario's profile by liquidation delay, what sells within
 * a week, the cost of a full liquidation, the largest outflow a vertical slice serves.
 * Pure.
 */

/** The eight columns of a profile: the seven delays, then « non évalué ». */
export const PROFILE_LABELS = [...LIQUIDITY_BUCKET_LABELS, 'Non évalué'] as const;

/** A scenario's profile as shares of the long value: delays, then « non évalué ». */
export const profileShares = (s: LiquidityScenarioResult): number[] => [
  ...s.buckets.map((b) => b.share),
  s.notAssessed.share,
];

/** Share of the long value sold within a week (the second delay's cumulative share). */
export const weekShare = (s: LiquidityScenarioResult) => s.buckets[1]?.cumulativeShare ?? 0;

/** « 1 jour », « 30 jours ». */
export const formatHorizon = (days: number) =>
  `${days.toLocaleString('fr-FR')} jour${days > 1 ? 's' : ''}`;

/** The value the positions that could not be assessed weigh (no CIC, volume or quantity). */
export function notAssessedValue(result: LiquidityResult): number {
  return result.statuses
    .filter((s) => s.status !== 'assessed' && s.status !== 'derivative' && s.status !== 'short')
    .reduce((sum, s) => sum + s.value, 0);
}

const percent = (share: number) => Math.round(share * 10_000) / 100;

/** One stacked bar per scenario, a segment per delay, « non évalué » on top, in %. */
export function profileChartOption(scenarios: readonly LiquidityScenarioResult[]): ChartOption {
  return {
    aria: { enabled: true },
    grid: { left: 8, right: 8, top: 64, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (v: number) => `${v.toLocaleString('fr-FR')} %`,
    },
    legend: { top: 0, itemGap: 8 },
    xAxis: { type: 'category', data: scenarios.map((s) => s.scenario.name) },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value} %' } },
    series: PROFILE_LABELS.map((label, k) => ({
      name: label,
      type: 'bar',
      stack: 'profil',
      barMaxWidth: 80,
      data: scenarios.map((s) => percent(profileShares(s)[k] ?? 0)),
      ...(k === PROFILE_LABELS.length - 1 && { itemStyle: { color: '#9e9e9e' } }),
    })),
  };
}

/** The horizons of the cumulative profile: 1, 7, 30, 90, 180 and 365 days. */
export const HORIZONS = LIQUIDITY_BUCKET_ENDS;

/** Share of the long value sold by each horizon, per scenario. */
export const cumulativeShares = (s: LiquidityScenarioResult) =>
  HORIZONS.map((_, k) => s.buckets[k]?.cumulativeShare ?? 0);

/** The largest outflow a vertical slice serves within `horizon` days, as a share. */
export const reverseStressShare = (s: LiquidityScenarioResult, horizon: number) =>
  s.reverseStress.find((r) => r.horizon === horizon)?.share ?? null;

/** The margin cash a scenario's derivatives need within `horizon` days; null before issue 39. */
export const marginCashWithin = (s: LiquidityScenarioResult, horizon: number) =>
  s.derivatives?.horizons.find((h) => h.horizon === horizon)?.cashNeeded ?? null;

/**
 * Issue 39's figures of a scenario, as the results page shows them: the derivatives'
 * estimated margin, the cash their calls need within a week and a month, the short
 * book's buy-back cost. Null for a result computed before them.
 */
export const SCENARIO_BLOCK_FIGURES: {
  header: string;
  value: (s: LiquidityScenarioResult) => number | null;
}[] = [
  { header: 'Marge initiale des dérivés', value: (s) => s.derivatives?.initialMargin ?? null },
  { header: 'Appels de marge en 7 jours', value: (s) => marginCashWithin(s, 7) },
  { header: 'Appels de marge en 30 jours', value: (s) => marginCashWithin(s, 30) },
  { header: 'Positions courtes à racheter', value: (s) => s.shortBook?.value ?? null },
  { header: 'Coût du rachat des positions courtes', value: (s) => s.shortBook?.cost.value ?? null },
];

/** The HQLA summary of an archived result (§3.4): after haircuts, and its shares. */
export const HQLA_FIGURES: {
  header: string;
  kind: 'amount' | 'share';
  value: (r: LiquidityResult) => number | null;
}[] = [
  { header: 'HQLA après décotes', kind: 'amount', value: (r) => r.hqla?.whole.totalAfter ?? null },
  {
    header: 'HQLA pondéré (part)',
    kind: 'share',
    value: (r) => r.hqla?.whole.weightedShare ?? null,
  },
  { header: 'Part du niveau 1', kind: 'share', value: (r) => r.hqla?.whole.level1Share ?? null },
  { header: 'Part du niveau 2B', kind: 'share', value: (r) => r.hqla?.whole.level2BShare ?? null },
];
