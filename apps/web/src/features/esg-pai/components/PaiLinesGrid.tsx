import { useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import type { PaiFigureDefinition, PaiLinePayload } from '@prisme/domain';
import DataGrid from '../../../components/data-grid/DataGrid';
import { formatAmount, formatCount, formatQuantity } from '../../../lib/format';
import { formatPaiValue, paiStatusLabel } from '../lib/pai-figures';

const numeric = (
  field: keyof PaiLinePayload,
  headerName: string,
  format: (value: number | null) => string,
): ColDef<PaiLinePayload> => ({
  field,
  headerName,
  type: 'rightAligned',
  filter: 'agNumberColumnFilter',
  valueFormatter: ({ value }) => format(value as number | null),
});

/** A figure's securities: value, datum, contribution, or why each is left out. AG Grid's chunk. */
export default function PaiLinesGrid({
  figure,
  lines,
}: {
  figure: PaiFigureDefinition;
  lines: PaiLinePayload[];
}) {
  const columns = useMemo<ColDef<PaiLinePayload>[]>(
    () => [
      { field: 'code', headerName: 'Code', minWidth: 140, pinned: 'left' },
      { field: 'name', headerName: 'Libellé', minWidth: 200 },
      { field: 'issuerName', headerName: 'Émetteur', minWidth: 180 },
      numeric('value', 'Valeur', formatAmount),
      numeric('lines', 'Lignes', formatCount),
      numeric('factor', 'Donnée', formatQuantity),
      numeric('contribution', 'Contribution', (v) => formatPaiValue(figure, v)),
      {
        field: 'estimated',
        headerName: 'Estimée',
        valueFormatter: ({ value }) => (value ? 'Oui' : 'Non'),
        minWidth: 100,
      },
      {
        field: 'status',
        headerName: 'Statut',
        valueFormatter: ({ value }) => paiStatusLabel(value as string),
        minWidth: 200,
      },
    ],
    [figure],
  );
  return (
    <DataGrid
      rows={lines}
      columns={columns}
      label={`Titres de l’indicateur ${figure.indicator}`}
      getRowId={(line) => line.code}
      pageSize={20}
    />
  );
}
