import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { BREAKDOWN_AXES, type BreakdownAxis, type LookThroughSummary } from '@prisme/domain';
import { BreakdownChart } from './BreakdownChart';
import { BreakdownTable } from './BreakdownTable';

const AXES = Object.keys(BREAKDOWN_AXES) as BreakdownAxis[];

/**
 * The breakdowns of the perimeter (level, CIC category, currency, country, rating,
 * sector, status), one tab each: a chart and its table side by side. One chart at a
 * time keeps the page light; the tabs are reachable with the arrow keys.
 */
export function BreakdownSection({ summary }: { summary: LookThroughSummary }) {
  const [axis, setAxis] = useState<BreakdownAxis>('level');
  const items = summary.breakdowns[axis] ?? [];
  const title = BREAKDOWN_AXES[axis];
  return (
    <Box>
      <Tabs
        value={axis}
        onChange={(_event, value: BreakdownAxis) => setAxis(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Répartitions"
      >
        {AXES.map((key) => (
          <Tab
            key={key}
            value={key}
            label={BREAKDOWN_AXES[key]}
            id={`repartition-tab-${key}`}
            aria-controls="repartition-panel"
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="repartition-panel"
        aria-labelledby={`repartition-tab-${axis}`}
        sx={{ pt: 2 }}
      >
        {items.length === 0 ? (
          <Typography color="text.secondary">Aucune donnée pour cette répartition.</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <BreakdownChart items={items} title={title} />
            <BreakdownTable items={items} title={title} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
