import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type { BreakdownItem } from '@prisme/domain';
import { breakdownChartOption } from '../../lib/breakdown-chart-option';

/**
 * One breakdown drawn by ECharts, loaded on first use. If the chart cannot load, the
 * table beside it still holds every figure, so nothing else is shown.
 */
export function BreakdownChart({ items, title }: { items: BreakdownItem[]; title: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    import('./echarts-setup').then(
      ({ init }) => {
        const element = container.current;
        if (disposed || !element) return;
        const chart = init(element, null, { renderer: 'svg' });
        chart.setOption(breakdownChartOption(items, title));
        const observer =
          typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
        observer?.observe(element);
        cleanup = () => {
          observer?.disconnect();
          chart.dispose();
        };
      },
      () => {},
    );
    return () => {
      disposed = true;
      cleanup();
    };
  }, [items, title]);
  return (
    <Box
      ref={container}
      role="img"
      aria-label={`Graphique de la répartition par ${title.toLowerCase()}`}
      sx={{ height: 300, width: '100%', minWidth: 0 }}
    />
  );
}
