import { useCallback, useState } from 'react';
import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ModuleRegistry,
  NumberFilterModule,
  PinnedRowModule,
  RowStyleModule,
  TextFilterModule,
  type ColDef,
  type GridApi,
  type RowClassParams,
} from 'ag-grid-community';
import type { DirectPosition } from '@prisme/domain';
import { AppGrid } from '../../../../components/data-grid/AppGrid';
import { formatCount } from '../../../../lib/format';
import { totalsOf } from '../../lib/position-groups';
import { POSITION_COLUMNS } from './position-columns';

ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  // forEachNodeAfterFilter: the total of the filtered rows.
  ClientSideRowModelApiModule,
  TextFilterModule,
  NumberFilterModule,
  PinnedRowModule,
  RowStyleModule,
  CellStyleModule,
]);

const DEFAULT_COLUMN: ColDef = {
  sortable: true,
  filter: true,
  floatingFilter: true,
  resizable: true,
  flex: 1,
  minWidth: 110,
};

/** The total of the rows the filters leave, as a row shaped like a position. */
function totalRow(rows: DirectPosition[]): DirectPosition {
  const totals = totalsOf(rows);
  return {
    id: -1,
    portfolioCode: 'Total',
    compartmentCode: '',
    securityCode: '',
    securityName: `${formatCount(totals.lineCount)} ligne${totals.lineCount > 1 ? 's' : ''}`,
    cic: null,
    quotationCurrency: '',
    quantity: 0,
    marketValueQc: 0,
    marketValueRc: totals.marketValueRc,
    accruedInterestRc: totals.accruedInterestRc,
    bookValueRc: totals.bookValueRc,
    acquisitionDate: null,
    isFund: false,
  };
}

function filteredRows(api: GridApi<DirectPosition>): DirectPosition[] {
  const rows: DirectPosition[] = [];
  api.forEachNodeAfterFilter((node) => {
    if (node.data) rows.push(node.data);
  });
  return rows;
}

const totalStyle = (params: RowClassParams<DirectPosition>) =>
  params.node.rowPinned ? { fontWeight: 600 } : undefined;

/**
 * The perimeter's direct positions, client-side (a perimeter holds thousands of lines,
 * which the grid's row virtualisation scrolls smoothly in a fixed height). The pinned
 * bottom row totals what the filters leave. Default export: loaded lazily with AG Grid.
 */
export default function PositionsGrid({ positions }: { positions: DirectPosition[] }) {
  const [total, setTotal] = useState(() => [totalRow(positions)]);
  const refreshTotal = useCallback(
    ({ api }: { api: GridApi<DirectPosition> }) => setTotal([totalRow(filteredRows(api))]),
    [],
  );
  return (
    <AppGrid<DirectPosition>
      label="Positions directes du périmètre"
      height={520}
      rowData={positions}
      columnDefs={POSITION_COLUMNS}
      defaultColDef={DEFAULT_COLUMN as ColDef<DirectPosition>}
      getRowId={(params) => String(params.data.id)}
      pinnedBottomRowData={total}
      getRowStyle={totalStyle}
      onFilterChanged={refreshTotal}
      onRowDataUpdated={refreshTotal}
    />
  );
}
