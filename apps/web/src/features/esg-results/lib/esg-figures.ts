import {
  ESG_LINE_STATUS_LABELS,
  ESG_METHOD_LABELS,
  ESG_PILLAR_LABELS,
  ESG_THEMES,
  type EsgGroupPayload,
  type EsgLineStatusKey,
  type EsgResult,
} from '@prisme/domain';
import type { ChartOption } from '../../../components/charts/EChart';
import { formatShare } from '../../../lib/format';
import type { FilterModel } from '../../../lib/odata-query';

/** The ESG figures of the results and temperature pages: labels, charts, drill-downs. */

const scoreFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const metricFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const temperatureFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** What a figure says when no line is covered (issue 38: null, never 0). */
export const NOT_COVERED = 'non couvert';

/** A score on the model scale ("5,39"), « non couvert » when there is none. */
export const formatScore = (score: number | null | undefined) =>
  score === null || score === undefined ? NOT_COVERED : scoreFormat.format(score);
/** A share of the covered value, « non couvert » when nothing is covered. */
export const formatCoveredShare = (share: number | null | undefined) =>
  share === null || share === undefined ? NOT_COVERED : formatShare(share);
const contributionFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});
/** A security's points of the portfolio's score: small, four decimals ("0,0213"). */
export const formatContribution = (value: number) => contributionFormat.format(value);
/** A carbon figure, one decimal ("1 287,5"). */
export const formatMetric = (value: number | null | undefined) =>
  value === null || value === undefined ? NOT_COVERED : metricFormat.format(value);
/** A temperature in °C ("2,68 °C"). */
export const formatTemperature = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${temperatureFormat.format(value)} °C`;

export const THEME_LABELS: Record<string, string> = Object.fromEntries(
  ESG_THEMES.map((theme) => [theme.id, theme.labelFr]),
);

export const statusLabel = (status: string) =>
  ESG_LINE_STATUS_LABELS[status as EsgLineStatusKey] ?? status;

/** A group with no key gathers the lines lacking the attribute. */
export const groupLabel = (group: EsgGroupPayload) => group.label || 'Non renseigné';

// --- Drill-downs: the lines grid's filter for a figure --------------------------------

const equals = (filter: string) => ({ filterType: 'text', type: 'equals', filter });

/** The lines of a breakdown's group; null for the group of lines lacking the attribute. */
export function groupFilter(
  breakdown: keyof EsgResult['breakdowns'],
  group: EsgGroupPayload,
): FilterModel | null {
  if (!group.key) return null;
  switch (breakdown) {
    case 'portfolio':
      return { PortfolioCode: equals(group.key) };
    case 'sector':
      return { NaceCode: { filterType: 'text', type: 'startsWith', filter: group.key } };
    case 'country':
      return { Country: equals(group.key) };
  }
}

/** The lines of a security (a contributor). */
export const securityFilter = (code: string): FilterModel => ({ IsinCode: equals(code) });

/** The lines of a status: filtered by its French label, which the grid maps to the code. */
export const statusFilter = (status: string): FilterModel => ({
  EsgStatus: equals(statusLabel(status)),
});

// --- Charts ---------------------------------------------------------------------------

const barOption = (labels: string[], values: (number | null)[], max?: number): ChartOption => ({
  aria: { enabled: true },
  grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'value', ...(max !== undefined && { max }) },
  yAxis: { type: 'category', data: labels, inverse: true },
  series: [{ type: 'bar', data: values, label: { show: true, position: 'right' } }],
});

/** The pillar and theme scores, each pillar followed by its themes. */
export function pillarRows(result: EsgResult) {
  return (['E', 'S', 'G'] as const).flatMap((pillar) => [
    {
      key: pillar,
      label: ESG_PILLAR_LABELS[pillar],
      score: result.pillars[pillar] ?? null,
      pillar: true,
    },
    ...ESG_THEMES.filter((theme) => theme.pillar === pillar).map((theme) => ({
      key: theme.id,
      label: theme.labelFr,
      score: result.themes[theme.id] ?? null,
      pillar: false,
    })),
  ]);
}

const rounded = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

export const pillarsChartOption = (result: EsgResult): ChartOption => {
  const rows = pillarRows(result);
  return barOption(
    rows.map((row) => (row.pillar ? row.label.toUpperCase() : row.label)),
    rows.map((row) => rounded(row.score)),
    10,
  );
};

/** The covered value's split by letter, as percentages, AAA first. */
export const lettersChartOption = (letters: Record<string, number | null>): ChartOption => {
  const order = ['AAA', 'AA', 'A', 'BBB', 'BB', 'B', 'CCC'];
  return barOption(
    order,
    order.map((letter) => Math.round((letters[letter] ?? 0) * 10_000) / 100),
  );
};

/** A breakdown's scores, largest eligible value first (the ten first groups). */
export const breakdownChartOption = (groups: readonly EsgGroupPayload[]): ChartOption => {
  const shown = groups.filter((group) => group.score !== null).slice(0, 10);
  return barOption(
    shown.map(groupLabel),
    shown.map((group) => rounded(group.score)),
    10,
  );
};

/** The portfolio's temperature by aggregation method (one frame and scope), in °C. */
export const temperatureChartOption = (
  cells: Record<string, { score: number | null }>,
): ChartOption => {
  const methods = Object.keys(ESG_METHOD_LABELS).filter((method) => cells[method]);
  return barOption(
    methods,
    methods.map((method) => rounded(cells[method]!.score)),
  );
};
