import { useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import type { ImpactLine } from '@prisme/domain';
import DataGrid from '../../../../components/data-grid/DataGrid';
import { formatAmount } from '../../../../lib/format';
import { FROM, TO } from '../../lib/impact';
import { formatDecimal, signedAmount } from './figures';

const amount = (field: keyof ImpactLine, headerName: string): ColDef<ImpactLine> => ({
  field,
  headerName,
  type: 'rightAligned',
  filter: 'agNumberColumnFilter',
  valueFormatter: ({ value }) => formatAmount(value as number | null),
});

/** The lines whose contribution moves most, each under both sets, sorted and filtered. */
function topLineColumns(): ColDef<ImpactLine>[] {
  return [
    { field: 'code', headerName: 'Code', minWidth: 140, pinned: 'left' },
    { field: 'label', headerName: 'Libellé', minWidth: 180 },
    { field: 'portfolioCode', headerName: 'Portefeuille' },
    { field: 'currency', headerName: 'Devise', minWidth: 100 },
    { field: 'cic', headerName: 'CIC', minWidth: 100 },
    {
      field: 'duration',
      headerName: 'Duration (ans)',
      type: 'rightAligned',
      filter: 'agNumberColumnFilter',
      valueFormatter: ({ value }) => (value === null ? '' : formatDecimal(value as number)),
    },
    amount('marketValue', 'Valeur de marché'),
    amount('from', `Contribution ${FROM}`),
    amount('to', `Contribution ${TO}`),
    {
      ...amount('difference', 'Écart'),
      sort: 'desc',
      valueFormatter: ({ value }) => signedAmount(value as number),
      // The size of the move, whichever its direction.
      comparator: (a: number, b: number) => Math.abs(a) - Math.abs(b),
    },
    amount('interestRateLossFrom', `Perte taux ${FROM}`),
    amount('interestRateLossTo', `Perte taux ${TO}`),
  ];
}

/** « Les 50 lignes qui bougent le plus » in the application's AG Grid (its own chunk). */
export default function TopLinesGrid({ lines }: { lines: ImpactLine[] }) {
  const columns = useMemo(topLineColumns, []);
  return (
    <DataGrid
      rows={lines}
      columns={columns}
      label="Les 50 lignes qui bougent le plus"
      getRowId={(line) => String(line.lineId)}
      pageSize={50}
    />
  );
}
