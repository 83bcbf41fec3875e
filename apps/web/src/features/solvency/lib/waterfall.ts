import {
  MARKET_SUBMODULE_LABELS,
  type MarketSubmoduleKey,
  type ScrResultPayload,
} from '@prisme/domain';
import { formatEuros } from '../../../lib/format';

export const DIVERSIFICATION_LABEL = 'Diversification';
export const TOTAL_LABEL = 'SCR marché';

export type StepKind = 'submodule' | 'diversification' | 'total';

/** One bar of the waterfall: it spans `start` → `end`; `amount` is the signed step. */
export interface WaterfallStep {
  label: string;
  kind: StepKind;
  start: number;
  end: number;
  amount: number;
}

const SUBMODULES = Object.keys(MARKET_SUBMODULE_LABELS) as MarketSubmoduleKey[];

/**
 * From the six submodules before diversification to the SCR: each submodule climbs from
 * where the previous one ended, the diversification comes down by its amount, and the
 * total stands on the axis. The diversification is the undiversified sum minus the SCR
 * (≥ 0), drawn as a negative step.
 */
export function waterfallSteps(result: ScrResultPayload): WaterfallStep[] {
  const steps: WaterfallStep[] = [];
  let level = 0;
  for (const key of SUBMODULES) {
    const amount = result.submodules[key];
    steps.push({
      label: MARKET_SUBMODULE_LABELS[key],
      kind: 'submodule',
      start: level,
      end: level + amount,
      amount,
    });
    level += amount;
  }
  steps.push({
    label: DIVERSIFICATION_LABEL,
    kind: 'diversification',
    start: level,
    end: level - result.diversification,
    amount: -result.diversification,
  });
  steps.push({
    label: TOTAL_LABEL,
    kind: 'total',
    start: 0,
    end: result.globalSCRMarketResult,
    amount: result.globalSCRMarketResult,
  });
  return steps;
}

/** Each bar as ECharts stacks it: an invisible base up to the lower end, then the bar. */
export const stackedBars = (steps: readonly WaterfallStep[]) => ({
  base: steps.map((step) => Math.min(step.start, step.end)),
  bar: steps.map((step) => Math.abs(step.end - step.start)),
});

/** The theme's colours (spec §2): submodules in dark red, the diversification in teal. */
export const STEP_COLORS: Record<StepKind, string> = {
  submodule: '#8B1A1A',
  diversification: '#00808A',
  total: '#3A3A3A',
};

const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact' });

/** The ECharts option of the waterfall: two stacked bar series, the base transparent. */
export function waterfallChartOption(result: ScrResultPayload) {
  const steps = waterfallSteps(result);
  const { base, bar } = stackedBars(steps);
  return {
    aria: { enabled: true },
    animation: false,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: Array<{ dataIndex: number }>) => {
        const step = steps[params[0]?.dataIndex ?? -1];
        return step ? `${step.label}<br/>${formatEuros(step.amount)}` : '';
      },
    },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: steps.map((step) => step.label),
      axisLabel: { interval: 0, hideOverlap: false },
    },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => compact.format(value) } },
    series: [
      {
        name: 'base',
        type: 'bar',
        stack: 'waterfall',
        silent: true,
        itemStyle: { color: 'transparent', borderColor: 'transparent' },
        emphasis: { disabled: true },
        data: base,
      },
      {
        name: 'SCR',
        type: 'bar',
        stack: 'waterfall',
        label: {
          show: true,
          position: 'top',
          formatter: (params: { dataIndex: number }) =>
            compact.format(steps[params.dataIndex]?.amount ?? 0),
        },
        data: bar.map((value, index) => ({
          value,
          itemStyle: { color: STEP_COLORS[steps[index]!.kind] },
        })),
      },
    ],
  };
}
