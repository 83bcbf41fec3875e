import { useMemo } from 'react';
import type { BreakdownItem } from '@prisme/domain';
import { EChart } from '../../../../components/charts/EChart';
import { breakdownChartOption } from '../../lib/breakdown-chart-option';

/** One breakdown drawn by ECharts; the table beside it holds every figure. */
export function BreakdownChart({ items, title }: { items: BreakdownItem[]; title: string }) {
  const option = useMemo(() => breakdownChartOption(items), [items]);
  return (
    <EChart option={option} label={`Graphique de la répartition par ${title.toLowerCase()}`} />
  );
}
