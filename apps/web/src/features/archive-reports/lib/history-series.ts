import {
  ASSETS_SCR_LABEL,
  COUNTERPARTY_TITLE,
  ESG_CARBON_METRICS,
  ESG_PILLAR_LABELS,
  ESG_PILLARS,
  MARKET_SUBMODULE_LABELS,
  PAI_FIGURES,
  paiFigureFormat,
  type ArchiveHistoryPoint,
  type MarketSubmoduleKey,
  type ReportSheet,
  type RuleSetId,
} from '@prisme/domain';
import type { ChartOption } from '../../../components/charts/EChart';
import { formatDay } from '../../../lib/iso-date';
import type { ReportModule } from './report-module';
import { KIND_OF_UNIT, sheetOf } from './report-workbook';

/**
 * « Analyse Historique » (issue 18 §3): the figures of a category's archives in time,
 * grouped by unit so that each chart has one axis (amounts, shares, scores…). Pure.
 */
export type HistoryUnit = 'euros' | 'share' | 'score' | 'count' | 'carbon' | 'temperature';

export interface HistoryMetric {
  key: string;
  label: string;
  values: (number | null)[];
}

export interface HistoryGroup {
  id: string;
  title: string;
  unit: HistoryUnit;
  metrics: HistoryMetric[];
}

export interface HistoryOptions {
  /** Own funds, for the solvency ratio (own funds ÷ SCR marché); none: no ratio. */
  ownFunds?: number | null;
  /** The implied temperature shown: time frame, scope and aggregation method. */
  temperature?: { frame: string; scope: string; method: string };
}

export const DEFAULT_TEMPERATURE = { frame: 'mid', scope: 'S1S2', method: 'WATS' } as const;

const SUBMODULES = Object.keys(MARKET_SUBMODULE_LABELS) as MarketSubmoduleKey[];

/** The x axis: each archive's valuation date, and its name when a date repeats. */
export function historyAxis(points: readonly ArchiveHistoryPoint[]): string[] {
  const counts = new Map<string, number>();
  for (const point of points)
    counts.set(point.valuationDate, (counts.get(point.valuationDate) ?? 0) + 1);
  return points.map((point) =>
    (counts.get(point.valuationDate) ?? 0) > 1
      ? `${formatDay(point.valuationDate)} · ${point.name}`
      : formatDay(point.valuationDate),
  );
}

const metric = (
  key: string,
  label: string,
  points: readonly ArchiveHistoryPoint[],
  value: (point: ArchiveHistoryPoint) => number | null | undefined,
): HistoryMetric => ({
  key,
  label,
  values: points.map((point) => {
    const v = value(point);
    return v === undefined || v === null || !Number.isFinite(v) ? null : v;
  }),
});

const ratio = (numerator: number | null | undefined, denominator: number | null | undefined) =>
  numerator === null || numerator === undefined || !denominator ? null : numerator / denominator;

/** The groups of figures a module's historical report charts and tabulates. */
export function historyGroups(
  module: ReportModule,
  points: readonly ArchiveHistoryPoint[],
  options: HistoryOptions = {},
): HistoryGroup[] {
  const lookThrough: HistoryGroup[] = [
    {
      id: 'valeur',
      title: 'Valeur de marché',
      unit: 'euros',
      metrics: [metric('marketValue', 'Valeur de marché', points, (p) => p.marketValue)],
    },
    {
      id: 'transparisation',
      title: 'Taux de transparisation',
      unit: 'share',
      metrics: [
        metric(
          'lookedThroughShare',
          'Taux de transparisation',
          points,
          (p) => p.lookedThroughShare,
        ),
        metric(
          'dataGroupingShare',
          'Part en regroupements de données',
          points,
          (p) => p.dataGroupingShare,
        ),
      ],
    },
  ];
  switch (module) {
    case 'transparisation':
      return [
        ...lookThrough,
        {
          id: 'lignes',
          title: 'Lignes transparisées',
          unit: 'count',
          metrics: [metric('lineCount', 'Lignes', points, (p) => p.lineCount)],
        },
      ];
    case 'solvency': {
      const ratios = [
        metric('scrShare', 'SCR marché / valeur de marché', points, (p) =>
          ratio(p.scr?.total, p.scr?.marketValue),
        ),
      ];
      if (options.ownFunds)
        ratios.push(
          metric(
            'solvencyRatio',
            'Ratio de solvabilité (fonds propres / SCR marché)',
            points,
            (p) => ratio(options.ownFunds, p.scr?.total),
          ),
        );
      return [
        {
          id: 'scr',
          title: 'SCR marché et sous-modules',
          unit: 'euros',
          metrics: [
            metric('scr', 'SCR marché', points, (p) => p.scr?.total),
            ...SUBMODULES.map((key) =>
              metric(key, MARKET_SUBMODULE_LABELS[key], points, (p) => p.scr?.submodules[key]),
            ),
          ],
        },
        // Issue 42: none before the counterparty charge was computed.
        ...(points.some((p) => typeof p.scr?.counterparty === 'number')
          ? [
              {
                id: 'contrepartie',
                title: `${COUNTERPARTY_TITLE} et ${ASSETS_SCR_LABEL}`,
                unit: 'euros' as const,
                metrics: [
                  metric('counterparty', COUNTERPARTY_TITLE, points, (p) => p.scr?.counterparty),
                  metric('assets', ASSETS_SCR_LABEL, points, (p) => p.scr?.assets),
                ],
              },
            ]
          : []),
        { id: 'ratios', title: 'Ratios', unit: 'share', metrics: ratios },
        // Only once a rule set other than today's or an impact is in the series.
        ...(points.some((p) => p.scr?.impact || p.scr?.ruleSetId === 'SII-2027')
          ? [impact2027Group(points)]
          : []),
        lookThrough[0]!,
      ];
    }
    case 'esg': {
      const t = options.temperature ?? DEFAULT_TEMPERATURE;
      // The PAI statement's figures (issue 38 §10): its shares on one axis, the rest on another.
      const pai = (shares: boolean) =>
        PAI_FIGURES.filter((f) => (paiFigureFormat(f) === 'share') === shares).map((f) =>
          metric(
            `pai-${f.key}`,
            `PAI ${f.key} — ${f.indicator === '1' ? f.metricLabel : f.indicatorLabel} (${f.unit})`,
            points,
            (p) => p.esg?.pai?.[f.key],
          ),
        );
      return [
        {
          id: 'scores',
          title: 'Score ESG et piliers',
          unit: 'score',
          metrics: [
            metric('score', 'Score ESG', points, (p) => p.esg?.score),
            ...ESG_PILLARS.map((pillar) =>
              metric(pillar, ESG_PILLAR_LABELS[pillar], points, (p) => p.esg?.pillars[pillar]),
            ),
          ],
        },
        {
          id: 'couverture',
          title: 'Couverture ESG',
          unit: 'share',
          metrics: [metric('coverage', 'Couverture', points, (p) => p.esg?.coverage)],
        },
        // Tonnes and intensities apart (issue 40 §7): on one axis the intensities look like zero.
        ...carbonGroups(points),
        {
          id: 'temperature',
          title: 'Température implicite',
          unit: 'temperature',
          metrics: [
            metric(
              'temperature',
              'Température implicite (°C)',
              points,
              (p) => p.esg?.temperature[t.frame]?.[t.scope]?.[t.method],
            ),
          ],
        },
        {
          id: 'pai-parts',
          title: 'Incidences négatives (PAI) : parts',
          unit: 'share',
          metrics: pai(true),
        },
        {
          id: 'pai',
          title: 'Incidences négatives (PAI) : autres indicateurs',
          unit: 'carbon',
          metrics: pai(false),
        },
      ];
    }
    case 'risk':
      return lookThrough;
  }
}

/**
 * « Impact 2027 » in time (issue 37 §3): the market SCR of each archive under both rule
 * sets, where its computation gave both, and the SCR marché split by the rule set it was
 * computed under, so that the change of rules on 30/01/2027 shows as the change of series
 * it is.
 */
function impact2027Group(points: readonly ArchiveHistoryPoint[]): HistoryGroup {
  const underSet = (id: RuleSetId) =>
    metric(`scr-${id}`, `SCR marché calculé sous ${id}`, points, (p) =>
      p.scr && (p.scr.ruleSetId ?? 'SII-2016') === id ? p.scr.total : null,
    );
  return {
    id: 'impact2027',
    title: 'Jeux de règles et impact 2027',
    unit: 'euros',
    metrics: [
      underSet('SII-2016'),
      underSet('SII-2027'),
      metric('impactFrom', 'Impact 2027 : SCR marché SII-2016', points, (p) => p.scr?.impact?.from),
      metric('impactTo', 'Impact 2027 : SCR marché SII-2027', points, (p) => p.scr?.impact?.to),
      metric('impactDifference', 'Impact 2027 : écart', points, (p) => p.scr?.impact?.difference),
    ],
  };
}

/** The carbon metrics in two charts: financed emissions (tCO2e), then intensities. */
function carbonGroups(points: readonly ArchiveHistoryPoint[]): HistoryGroup[] {
  const chart = (id: string, title: string, emissions: boolean): HistoryGroup => ({
    id,
    title,
    unit: 'carbon',
    metrics: ESG_CARBON_METRICS.filter((m) => (m.unit === 'tCO2e') === emissions).map((m) =>
      metric(m.key, `${m.label} (${m.unit})`, points, (p) => p.esg?.carbon[m.key]),
    ),
  });
  return [
    chart('carbone', 'Émissions financées', true),
    chart('intensites', 'Intensités carbone', false),
  ];
}

/** Whether a group has at least one figure (a chart of nothing is not drawn). */
export const groupHasFigures = (group: HistoryGroup) =>
  group.metrics.some((m) => m.values.some((v) => v !== null));

const compactFormat = new Intl.NumberFormat('fr-FR', {
  notation: 'compact',
  maximumFractionDigits: 1,
});
const axisPercentFormat = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  maximumFractionDigits: 1,
});

/**
 * A value axis's labels: amounts in short form (« 1,8 Md € », « 600 M € »), shares
 * without trailing decimals; the tables keep the full figures.
 */
export function axisFormatter(
  unit: HistoryUnit,
  format: (value: number | null) => string,
): (value: number) => string {
  switch (unit) {
    case 'euros':
      return (value) => `${compactFormat.format(value)}\u00a0€`;
    case 'share':
      return (value) => axisPercentFormat.format(value);
    default:
      return (value) => format(value);
  }
}

/**
 * The smallest step between two ticks of a unit's axis: the step its labels can tell
 * apart (issue 40 §7: ticks 0.1 % apart labelled « 17,8 % » twice, 3,03 °C six times).
 */
const MIN_TICK_STEP: Partial<Record<HistoryUnit, number>> = {
  share: 0.001, // 0.1 %: axisPercentFormat's one decimal
  score: 0.01,
  temperature: 0.01,
  carbon: 0.01,
  count: 1,
};

/** The ECharts option of a group: one line per metric over the archives. */
export function historyChartOption(
  axis: readonly string[],
  group: HistoryGroup,
  format: (value: number | null) => string,
): ChartOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (value: number | null) => format(value) },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 16, right: 24, top: 24, bottom: 48, containLabel: true },
    xAxis: { type: 'category', data: [...axis], boundaryGap: false },
    yAxis: {
      type: 'value',
      scale: group.unit !== 'euros',
      ...(MIN_TICK_STEP[group.unit] !== undefined && { minInterval: MIN_TICK_STEP[group.unit] }),
      axisLabel: { formatter: axisFormatter(group.unit, format) },
    },
    series: group.metrics.map((m) => ({
      name: m.label,
      type: 'line',
      data: m.values,
      connectNulls: false,
      symbolSize: 8,
    })),
  };
}

/**
 * The history in Excel: each group's table (the chart's data), a row per archive in
 * time, each figure in its group's unit.
 */
export function historySheets(
  points: readonly ArchiveHistoryPoint[],
  groups: readonly HistoryGroup[],
): ReportSheet[] {
  const indexes = points.map((_, index) => index);
  return groups.filter(groupHasFigures).map((group) =>
    sheetOf(
      group.title,
      group.title,
      [
        { header: 'Sauvegarde', kind: 'text', value: (i: number) => points[i]!.name },
        { header: 'Date de valorisation', kind: 'date', value: (i) => points[i]!.valuationDate },
        { header: 'Date du calcul', kind: 'datetime', value: (i) => points[i]!.simulationDate },
        ...group.metrics.map((m) => ({
          header: m.label,
          kind: KIND_OF_UNIT[group.unit],
          value: (i: number) => m.values[i] ?? null,
        })),
      ],
      indexes,
    ),
  );
}
