import { FigureTable, type FigureColumn } from '../../../../components/FigureTable';
import { signed, type Compared } from '../../../../components/comparison/compare';
import { Difference } from '../../../../components/comparison/Difference';
import { formatAmount, formatShare } from '../../../../lib/format';
import type { ComparedRow } from '../../lib/scr-comparison';

const signedAmount = signed((value) => formatAmount(value));
const signedShare = signed((value) => formatShare(value));

// Every row here is a part of the SCR: a fall is green, a rise red.
const difference = (row: Compared) => (
  <Difference value={row.difference} better="lower" format={signedAmount} />
);
const relative = (row: Compared) => (
  <Difference value={row.relative} better="lower" format={signedShare} />
);

const FIGURES: FigureColumn<Compared>[] = [
  { header: 'Réel', numeric: true, cell: (row) => formatAmount(row.base) },
  { header: 'Simulé', numeric: true, cell: (row) => formatAmount(row.simulated) },
  { header: 'Écart', numeric: true, cell: difference },
  { header: 'Écart %', numeric: true, cell: relative },
];

/** SCR figures of the base and of the simulation, one row each, with the difference. */
export function ComparedRowsTable({
  label,
  title,
  rows,
  total,
}: {
  label: string;
  title: string;
  rows: readonly ComparedRow[];
  total: { label: string; figures: Compared };
}) {
  return (
    <FigureTable<ComparedRow>
      label={label}
      rows={rows}
      rowKey={(row) => row.key}
      columns={[{ header: title, cell: (row) => row.label }, ...FIGURES]}
      total={[total.label, ...FIGURES.map((column) => column.cell(total.figures))]}
    />
  );
}
