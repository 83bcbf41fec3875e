import type { ImpactDriverRow } from '@prisme/domain';
import { FigureTable, type FigureColumn } from '../../../../components/FigureTable';
import { driverTotal, FROM, TO } from '../../lib/impact';
import { COMPARED_COLUMNS } from './ImpactSubmodules';

/** Sorts by the size of the move, whichever its direction. */
const SORT_VALUES: Record<string, (row: ImpactDriverRow) => number> = {
  [FROM]: (row) => row.from,
  [TO]: (row) => row.to,
  Écart: (row) => Math.abs(row.difference),
};

/**
 * One breakdown of the difference (currency, maturity bucket, portfolio): each group's
 * contribution under both sets, sortable by its name, either set or the size of its move
 * (largest first at first), closed by the market SCR the rows add up to.
 */
export function DriverTable({
  label,
  title,
  rows,
}: {
  label: string;
  /** The first column's header (« Devise »). */
  title: string;
  rows: readonly ImpactDriverRow[];
}) {
  const columns: FigureColumn<ImpactDriverRow>[] = [
    { header: title, cell: (row) => row.label, sortValue: (row) => row.label },
    ...COMPARED_COLUMNS.map((column) => ({ ...column, sortValue: SORT_VALUES[column.header] })),
  ];
  const total = driverTotal(rows);
  return (
    <FigureTable
      label={label}
      rows={rows}
      rowKey={(row) => row.key}
      columns={columns}
      defaultSort={{ column: 'Écart', direction: 'desc' }}
      total={['Total', ...COMPARED_COLUMNS.map((column) => column.cell(total))]}
      maxHeight={480}
    />
  );
}
