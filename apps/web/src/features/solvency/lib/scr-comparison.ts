import {
  MARKET_SUBMODULE_LABELS,
  type ScrGroupContribution,
  type ScrResultPayload,
} from '@prisme/domain';
import { BRAND } from '../../../app/theme';
import type { ChartOption } from '../../../components/charts/EChart';
import { compare, type Compared } from '../../../components/comparison/compare';
import { formatCount, formatEuros } from '../../../lib/format';
import { SUBMODULE_KEYS } from './scr-figures';

/** The SCR of the base perimeter beside the simulation's (issue 17 §4). */

export interface ComparedRow extends Compared {
  key: string;
  label: string;
  kind: 'submodule' | 'undiversified' | 'diversification' | 'total' | 'group';
}

const row = (
  key: string,
  label: string,
  kind: ComparedRow['kind'],
  base: number,
  simulated: number,
): ComparedRow => ({ key, label, kind, ...compare(base, simulated) });

/**
 * The headline figures: SCR marché and market value, base and simulated; the counterparty
 * charge and the « SCR des actifs » (issue 42) when both results have them, else null.
 */
export function headlineComparison(base: ScrResultPayload, simulated: ScrResultPayload) {
  const [b, s] = [base.counterparty, simulated.counterparty];
  return {
    scr: compare(base.globalSCRMarketResult, simulated.globalSCRMarketResult),
    marketValue: compare(base.globalMarketValuation, simulated.globalMarketValuation),
    counterparty: b && s ? compare(b.scr, s.scr) : null,
    assets: b && s ? compare(b.assets.combined, s.assets.combined) : null,
  };
}

/**
 * The six submodules, their sum, the diversification and the SCR marché. The
 * diversification is written as the negative step it is (as in the cascade), so that
 * each column adds up and a larger diversification reads as a fall of the SCR.
 */
export function submoduleComparisonRows(
  base: ScrResultPayload,
  simulated: ScrResultPayload,
): ComparedRow[] {
  return [
    ...SUBMODULE_KEYS.map((key) =>
      row(
        key,
        MARKET_SUBMODULE_LABELS[key],
        'submodule',
        base.submodules[key],
        simulated.submodules[key],
      ),
    ),
    row(
      'undiversified',
      'SCR avant diversification',
      'undiversified',
      base.undiversified,
      simulated.undiversified,
    ),
    row(
      'diversification',
      'Diversification',
      'diversification',
      -base.diversification,
      -simulated.diversification,
    ),
    row(
      'total',
      'SCR marché',
      'total',
      base.globalSCRMarketResult,
      simulated.globalSCRMarketResult,
    ),
  ];
}

const naturalOrder = new Intl.Collator('fr', { numeric: true });

/**
 * The contributions by CIC category, over the categories of either side (0 where a side
 * has none: a category bought or sold out by the simulation), in category order.
 */
export function cicComparisonRows(
  base: ScrResultPayload,
  simulated: ScrResultPayload,
): ComparedRow[] {
  const byKey = (groups: readonly ScrGroupContribution[]) =>
    new Map(groups.map((group) => [group.key, group]));
  const before = byKey(base.byCicCategory);
  const after = byKey(simulated.byCicCategory);
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort(naturalOrder.compare);
  return keys.map((key) => {
    const label = after.get(key)?.label || before.get(key)?.label || key;
    return row(
      key,
      label,
      'group',
      before.get(key)?.contribution ?? 0,
      after.get(key)?.contribution ?? 0,
    );
  });
}

/** The theme's colours: the real portfolio in the brand's red, the simulation in yellow. */
export const COMPARISON_COLORS = {
  base: BRAND.primary,
  simulated: BRAND.simulationYellow,
} as const;

const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact' });

/** Réel beside simulé for each submodule: two bar series over the six categories. */
export function submoduleComparisonChartOption(
  base: ScrResultPayload,
  simulated: ScrResultPayload,
): ChartOption {
  const labels = SUBMODULE_KEYS.map((key) => MARKET_SUBMODULE_LABELS[key]);
  return {
    aria: { enabled: true },
    animation: false,
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: number) => formatEuros(value),
    },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: labels, axisLabel: { interval: 0, hideOverlap: false } },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => compact.format(value) } },
    series: [
      {
        name: 'Réel',
        type: 'bar',
        itemStyle: { color: COMPARISON_COLORS.base },
        data: SUBMODULE_KEYS.map((key) => base.submodules[key]),
      },
      {
        name: 'Simulé',
        type: 'bar',
        // The yellow is light: an edge keeps the bar visible on white.
        itemStyle: { color: COMPARISON_COLORS.simulated, borderColor: '#8A6D00', borderWidth: 1 },
        data: SUBMODULE_KEYS.map((key) => simulated.submodules[key]),
      },
    ],
  };
}

/** The total of compared rows: both sides summed, then compared. */
export function comparedTotal(rows: readonly Compared[]): Compared {
  const sum = (pick: (row: Compared) => number | null) =>
    rows.reduce((total, row) => total + (pick(row) ?? 0), 0);
  return compare(
    sum((row) => row.base),
    sum((row) => row.simulated),
  );
}

/** « 3 titres modifiés », and how many of them are listed when not all are. */
export function changedCountText(changedCount: number, listed: number): string {
  if (changedCount === 0) return 'Aucun titre modifié';
  const count =
    changedCount === 1 ? '1 titre modifié' : `${formatCount(changedCount)} titres modifiés`;
  return listed < changedCount
    ? `${count} ; les ${formatCount(listed)} plus grands écarts de contribution au SCR sont listés`
    : count;
}
