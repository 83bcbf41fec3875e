import {
  DERIVATIVE_UNDERLYING_LABELS,
  LIQUIDITY_BUCKET_ENDS,
  LIQUIDITY_PRICE_SOURCE_LABELS,
  LIQUIDITY_TERMS_LABELS,
  LIQUIDITY_BUCKET_LABELS,
  LIQUIDITY_CLASS_LABELS,
  LIQUIDITY_REASON_LABELS,
  LIQUIDITY_SCOPE_LABELS,
  LIQUIDITY_STATUS_LABELS,
  type DerivativeUnderlying,
  type LiquidityClass,
  type LiquidityPriceSource,
  type LiquidityReason,
  type LiquidityScenarioResult,
  type LiquidityStatus,
  type LiquidityTerms,
} from '@prisme/domain';
import type { ChartOption } from '../../../components/charts/EChart';
import type { FilterModel } from '../../../lib/odata-query';

/** The liquidity figures of the results page: labels, charts, drill-downs. */

export const classLabel = (code: string | null) =>
  code ? (LIQUIDITY_CLASS_LABELS[code as LiquidityClass] ?? code) : 'Non classé';
export const scopeLabel = (code: string | null) =>
  code ? (LIQUIDITY_SCOPE_LABELS[code as keyof typeof LIQUIDITY_SCOPE_LABELS] ?? code) : '';
export const statusLabel = (code: string) =>
  LIQUIDITY_STATUS_LABELS[code as LiquidityStatus] ?? code;
export const reasonLabel = (code: string) =>
  LIQUIDITY_REASON_LABELS[code as LiquidityReason] ?? code;

export const termsLabel = (code: string) => LIQUIDITY_TERMS_LABELS[code as LiquidityTerms] ?? code;
export const priceSourceLabel = (code: string) =>
  LIQUIDITY_PRICE_SOURCE_LABELS[code as LiquidityPriceSource] ?? code;
export const underlyingLabel = (code: string) =>
  DERIVATIVE_UNDERLYING_LABELS[code as DerivativeUnderlying] ?? code;

/** « 10 jours », « 1 jour », « jamais » for a holding that never sells. */
export const formatDays = (days: number | null) =>
  days === null ? 'jamais' : `${days.toLocaleString('fr-FR')} jour${days > 1 ? 's' : ''}`;

const ratioFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** A coverage ratio: « 1,92 ». */
export const formatRatio = (ratio: number) => ratioFormat.format(ratio);

/** The eight columns of a profile: the seven buckets, then « non évalué ». */
export const PROFILE_LABELS = [...LIQUIDITY_BUCKET_LABELS, 'Non évalué'] as const;

/** A scenario's profile as shares of the long value, buckets then « non évalué ». */
export const profileShares = (s: LiquidityScenarioResult) => [
  ...s.buckets.map((b) => b.share),
  s.notAssessed.share,
];

const percent = (share: number) => Math.round(share * 10_000) / 100;

/**
 * The scenarios' profiles side by side: one stacked bar per scenario, a segment per
 * bucket (most liquid at the bottom), « non évalué » on top, in % of the long value.
 */
export function profileChartOption(scenarios: readonly LiquidityScenarioResult[]): ChartOption {
  return {
    aria: { enabled: true },
    grid: { left: 8, right: 8, top: 64, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (v: number) => `${v} %`,
    },
    // Eight entries: the legend wraps on two lines above the bars rather than paging.
    legend: { top: 0, itemGap: 8 },
    xAxis: { type: 'category', data: scenarios.map((s) => s.scenario.name) },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value} %' } },
    series: PROFILE_LABELS.map((label, k) => ({
      name: label,
      type: 'bar',
      stack: 'profil',
      barMaxWidth: 80,
      data: scenarios.map((s) => percent(profileShares(s)[k]!)),
      ...(k === PROFILE_LABELS.length - 1 && { itemStyle: { color: '#9e9e9e' } }),
    })),
  };
}

/** The share sold by each horizon (1 to 365 days), one line per scenario. */
export function cumulativeChartOption(scenarios: readonly LiquidityScenarioResult[]): ChartOption {
  return {
    aria: { enabled: true },
    grid: { left: 8, right: 24, top: 40, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v} %` },
    legend: { top: 0 },
    xAxis: {
      type: 'category',
      name: 'jours',
      data: LIQUIDITY_BUCKET_ENDS.map(String),
    },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value} %' } },
    series: scenarios.map((s) => ({
      name: s.scenario.name,
      type: 'line',
      data: s.buckets.slice(0, LIQUIDITY_BUCKET_ENDS.length).map((b) => percent(b.cumulativeShare)),
    })),
  };
}

// --- Drill-downs: the lines grid's filter for a figure --------------------------------

const equals = (filter: string) => ({ filterType: 'text', type: 'equals', filter });

/** The lines of a class; the unclassed group (no key) has no single filter. */
export const classFilter = (key: string): FilterModel | null =>
  key ? { LiquidityClass: equals(classLabel(key)) } : null;
export const scopeFilter = (key: string): FilterModel | null =>
  key ? { LiquidityScope: equals(scopeLabel(key)) } : null;
export const portfolioFilter = (key: string): FilterModel => ({ PortfolioCode: equals(key) });
export const securityFilter = (code: string): FilterModel => ({ IsinCode: equals(code) });
export const statusFilter = (status: string): FilterModel => ({
  LiquidityStatus: equals(statusLabel(status)),
});
export const termsFilter = (terms: string): FilterModel => ({
  LiquidityTerms: equals(termsLabel(terms)),
});
