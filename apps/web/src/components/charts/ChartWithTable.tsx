import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { EChart, type ChartOption } from './EChart';

/** A chart beside the table of its figures (the table for whoever cannot see the chart). */
export function ChartWithTable({
  option,
  label,
  height = 320,
  chartShare = 1,
  children,
}: {
  option: ChartOption;
  label: string;
  height?: number;
  /** The chart's width against the table's 1. */
  chartShare?: number;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: `minmax(0, ${chartShare}fr) minmax(0, 1fr)`,
        },
      }}
    >
      <EChart option={option} label={label} height={height} />
      <Box>{children}</Box>
    </Box>
  );
}
