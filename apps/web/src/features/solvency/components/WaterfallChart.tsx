import { useMemo } from 'react';
import type { ScrResultPayload } from '@prisme/domain';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
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
    <ChartWithTable
      option={option}
      chartShare={2}
      label="Graphique en cascade : SCR des sous-modules, diversification et SCR marché"
    >
      <FigureTable<WaterfallStep>
        label="Du SCR des sous-modules au SCR marché"
        rows={steps}
        rowKey={(step) => step.label}
        columns={[
          { header: 'Étape', cell: (step) => step.label },
          { header: 'Montant', numeric: true, cell: (step) => formatEuros(step.amount) },
        ]}
      />
    </ChartWithTable>
  );
}
