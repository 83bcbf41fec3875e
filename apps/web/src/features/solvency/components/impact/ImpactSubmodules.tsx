import { useMemo } from 'react';
import {
  DIVERSIFICATION_EFFECT_LABEL,
  impactDiversificationEffect,
  type ImpactDriverRow,
  type ImpactResult,
} from '@prisme/domain';
import { ChartWithTable } from '../../../../components/charts/ChartWithTable';
import { Difference } from '../../../../components/comparison/Difference';
import { FigureTable, type FigureColumn } from '../../../../components/FigureTable';
import { formatAmount } from '../../../../lib/format';
import { driverTotal, FROM, relativeDifference, submoduleChartOption, TO } from '../../lib/impact';
import { signedAmount, signedShare } from './figures';

type Figures = Pick<ImpactDriverRow, 'from' | 'to' | 'difference'>;

/** The figure columns of every comparison table of the page: both sets, Δ and Δ %. */
export const COMPARED_COLUMNS: FigureColumn<Figures>[] = [
  { header: FROM, numeric: true, cell: (row) => formatAmount(row.from) },
  { header: TO, numeric: true, cell: (row) => formatAmount(row.to) },
  {
    header: 'Écart',
    numeric: true,
    // A part of the SCR: a fall is green, a rise red.
    cell: (row) => <Difference value={row.difference} better="lower" format={signedAmount} />,
  },
  {
    header: 'Écart %',
    numeric: true,
    cell: (row) => (
      <Difference value={relativeDifference(row)} better="lower" format={signedShare} />
    ),
  },
];

/** Each submodule under both sets: the bars, and the table down to the market SCR. */
export function ImpactSubmodules({ impact }: { impact: ImpactResult }) {
  const option = useMemo(() => submoduleChartOption(impact), [impact]);
  // The sum of the submodules, and what the aggregation takes off it (negative, as on
  // « Résultats »): the table closes on the market SCR of each set.
  const undiversified = driverTotal(impact.submodules);
  const diversification = impactDiversificationEffect(impact);
  const rows: Array<Figures & { key: string; label: string }> = [
    ...impact.submodules,
    { key: 'undiversified', label: 'Somme avant diversification', ...undiversified },
    { key: 'diversification', label: DIVERSIFICATION_EFFECT_LABEL, ...diversification },
  ];
  return (
    <ChartWithTable
      option={option}
      chartShare={1}
      label={`Graphique en barres : SCR de chaque sous-module selon ${FROM} et ${TO}`}
    >
      <FigureTable
        label="SCR par sous-module selon les deux jeux de règles"
        rows={rows}
        rowKey={(row) => row.key}
        columns={[{ header: 'Sous-module', cell: (row) => row.label }, ...COMPARED_COLUMNS]}
        total={['SCR marché', ...COMPARED_COLUMNS.map((column) => column.cell(impact.market))]}
      />
    </ChartWithTable>
  );
}
