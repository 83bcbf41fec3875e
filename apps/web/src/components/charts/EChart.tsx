import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';

/** The option object given to ECharts' setOption (typed loosely: the builders are pure). */
export type ChartOption = Record<string, unknown>;

/**
 * One chart drawn by ECharts (SVG renderer), its code loaded on first use and resized
 * with its box. If the chart cannot load, the figures are in the table each chart sits
 * beside, so nothing else is shown. `label` names the image for screen readers.
 */
export function EChart({
  option,
  label,
  height = 300,
}: {
  option: ChartOption;
  label: string;
  height?: number;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    import('./echarts-setup').then(
      ({ init }) => {
        const element = container.current;
        if (disposed || !element) return;
        const chart = init(element, null, { renderer: 'svg' });
        chart.setOption(option);
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
  }, [option]);
  return (
    <Box
      ref={container}
      role="img"
      aria-label={label}
      sx={{ height, width: '100%', minWidth: 0 }}
    />
  );
}
