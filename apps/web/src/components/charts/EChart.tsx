import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type * as EChartsSetup from './echarts-setup';

/** The option object given to ECharts' setOption (typed loosely: the builders are pure). */
export type ChartOption = Record<string, unknown>;

/**
 * ECharts' chunk, imported once for every chart of the page (a second `import()` of a
 * module vitest mocks would give the real one: one promise serves all).
 */
let setup: Promise<typeof EChartsSetup> | null = null;
const loadSetup = () =>
  (setup ??= import('./echarts-setup').catch((error: unknown) => {
    setup = null; // A chunk that failed to load is asked again by the next chart.
    throw error;
  }));

/**
 * The option with `label` as its accessible description when the chart's `aria` is on:
 * ECharts writes that description over the box's aria-label, and without one it writes its
 * own, in English (« This is a chart… », issue 40). The one place charts are described.
 */
export function describedOption(option: ChartOption, label: string): ChartOption {
  const aria = option['aria'] as { enabled?: boolean; label?: object } | undefined;
  if (!aria?.enabled) return option;
  return { ...option, aria: { ...aria, label: { ...aria.label, description: label } } };
}

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
    loadSetup().then(
      ({ init }) => {
        const element = container.current;
        if (disposed || !element) return;
        const chart = init(element, null, { renderer: 'svg' });
        chart.setOption(describedOption(option, label));
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
  }, [option, label]);
  return (
    <Box
      ref={container}
      role="img"
      aria-label={label}
      sx={{ height, width: '100%', minWidth: 0 }}
    />
  );
}
