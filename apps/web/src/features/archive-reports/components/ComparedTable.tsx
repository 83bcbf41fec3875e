import { Difference } from '../../../components/comparison/Difference';
import { formatShare } from '../../../lib/format';
import { signed, type Better } from '../../../components/comparison/compare';
import { FigureTable } from '../../../components/FigureTable';
import type { ComparedRow } from '../lib/comparison-rows';

/** Figures of archive A and B side by side, with B − A coloured by what improves. */
export function ComparedTable({
  label,
  rows,
  format,
  better,
  names,
}: {
  label: string;
  rows: readonly ComparedRow[];
  format: (value: number | null | undefined) => string;
  better: Better | ((row: ComparedRow) => Better);
  names: { a: string; b: string };
}) {
  const betterOf = (row: ComparedRow) => (typeof better === 'function' ? better(row) : better);
  const difference = signed((value) => format(value));
  return (
    <FigureTable
      label={label}
      columns={[
        { header: 'Indicateur', cell: (row: ComparedRow) => row.label },
        { header: `A · ${names.a}`, numeric: true, cell: (row) => format(row.base) },
        { header: `B · ${names.b}`, numeric: true, cell: (row) => format(row.simulated) },
        {
          header: 'Écart (B − A)',
          numeric: true,
          cell: (row) => (
            <Difference value={row.difference} better={betterOf(row)} format={difference} />
          ),
        },
        {
          header: 'Écart relatif',
          numeric: true,
          cell: (row) =>
            row.relative === null ? '—' : signed((v) => formatShare(v))(row.relative),
        },
      ]}
      rows={rows}
      rowKey={(row) => row.key}
    />
  );
}
