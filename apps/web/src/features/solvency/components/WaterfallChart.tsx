import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { ScrResultPayload } from '@prisme/domain';
import { EChart } from '../../../components/charts/EChart';
import { FigureTable } from '../../../components/FigureTable';
import { formatEuros } from '../../../lib/format';
import { waterfallChartOption, waterfallSteps, type WaterfallStep } from '../lib/waterfall';

/**
 * From the submodules to the SCR marché: the chart, and the same steps as a table for
 * whoever cannot see it.
 */
export function WaterfallChart({ result }: { result: ScrResultPayload }) {
  const option = useMemo(() => waterfallChartOption(result), [result]);
  const steps = useMemo(() => waterfallSteps(result), [result]);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
      }}
    >
      <EChart
        option={option}
        height={320}
        label="Graphique en cascade : SCR des sous-modules, diversification et SCR marché"
      />
      <FigureTable<WaterfallStep>
        label="Du SCR des sous-modules au SCR marché"
        rows={steps}
        rowKey={(step) => step.label}
        columns={[
          { header: 'Étape', cell: (step) => step.label },
          { header: 'Montant', numeric: true, cell: (step) => formatEuros(step.amount) },
        ]}
      />
    </Box>
  );
}
