import type { BreakdownItem } from '@prisme/domain';
import { formatAmount, formatShare } from '../../../lib/format';

/** Up to this many slices a pie reads well; beyond, horizontal bars. */
export const PIE_MAX_ITEMS = 8;
/** Bars shown; the smaller ones are summed into « Autres ». */
export const BAR_MAX_ITEMS = 15;
export const OTHERS_LABEL = 'Autres';

/** The theme's dark red and teal first (spec §2), then muted colours that tell apart. */
export const CHART_COLORS = [
  '#8B1A1A',
  '#00808A',
  '#D4A017',
  '#4E79A7',
  '#A0522D',
  '#59A14F',
  '#B07AA1',
  '#76B7B2',
  '#9C755F',
  '#BAB0AC',
];

interface Slice {
  name: string;
  value: number;
  share: number;
}

/** The largest items first, the rest summed into one « Autres » slice. */
export function topSlices(items: readonly BreakdownItem[], max: number): Slice[] {
  const sorted = [...items].sort((a, b) => b.marketValue - a.marketValue);
  const slices = sorted
    .slice(0, max)
    .map((item) => ({ name: item.label, value: item.marketValue, share: item.share }));
  const rest = sorted.slice(max);
  if (rest.length > 0) {
    slices.push({
      name: OTHERS_LABEL,
      value: rest.reduce((sum, item) => sum + item.marketValue, 0),
      share: rest.reduce((sum, item) => sum + item.share, 0),
    });
  }
  return slices;
}

const tooltip = (slice: Slice) =>
  `${slice.name}<br/>${formatAmount(slice.value)} (${formatShare(slice.share)})`;

/**
 * The ECharts option of one breakdown (an axis of the summary): a ring for a few slices,
 * horizontal bars otherwise. Values are market values; tooltips say them in French with
 * their share. The aria component describes the chart to screen readers (EChart gives it
 * its label); the table beside it holds every figure.
 */
export function breakdownChartOption(items: readonly BreakdownItem[]) {
  const base = {
    aria: { enabled: true },
    animation: false,
    color: CHART_COLORS,
  };
  if (items.length <= PIE_MAX_ITEMS) {
    const slices = topSlices(items, PIE_MAX_ITEMS);
    return {
      ...base,
      tooltip: { trigger: 'item', formatter: (p: { data: Slice }) => tooltip(p.data) },
      series: [
        {
          type: 'pie',
          radius: ['40%', '70%'],
          data: slices,
          // Issue 40 §6: slivers' labels (levels 1-4 beside a 95 % level 0) overlapped. A
          // label that would overlap another, or name a slice under 4°, is left out: the
          // tooltip and the table beside the chart keep every figure.
          avoidLabelOverlap: true,
          minShowLabelAngle: 4,
          labelLayout: { hideOverlap: true },
          label: {
            formatter: (p: { data: Slice }) => `${p.data.name} (${formatShare(p.data.share)})`,
          },
        },
      ],
    };
  }
  // Largest on top: a category axis draws its first item at the bottom.
  const slices = topSlices(items, BAR_MAX_ITEMS).reverse();
  return {
    ...base,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: Array<{ data: Slice }>) => (params[0] ? tooltip(params[0].data) : ''),
    },
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: {
      type: 'value',
      axisLabel: {
        formatter: (value: number) =>
          new Intl.NumberFormat('fr-FR', { notation: 'compact' }).format(value),
      },
    },
    yAxis: { type: 'category', data: slices.map((slice) => slice.name) },
    series: [{ type: 'bar', data: slices }],
  };
}
