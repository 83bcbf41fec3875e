import { useCallback, useMemo } from 'react';
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ModuleRegistry,
  NumberFilterModule,
  QuickFilterModule,
  RowStyleModule,
  TextEditorModule,
  TextFilterModule,
  TooltipModule,
  type ColDef,
  type ICellRendererParams,
  type RowClassParams,
} from 'ag-grid-community';
import Button from '@mui/material/Button';
import { alpha, useTheme } from '@mui/material/styles';
import type { SimulationPosition } from '@prisme/domain';
import { AppGrid } from '../../../components/data-grid/AppGrid';
import { foldText } from '../../../lib/fold-text';
import { removeAction } from '../lib/position-status';
import { positionColumns } from './position-columns';

// The read-only grid's modules, the quantity's editor and the quick filter.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  TextFilterModule,
  NumberFilterModule,
  TextEditorModule,
  QuickFilterModule,
  RowStyleModule,
  CellStyleModule,
  TooltipModule,
]);

const DEFAULT_COLUMN: ColDef = {
  // The quick search ignores accents and case, as the column filters do.
  getQuickFilterText: ({ value }) =>
    value === null || value === undefined ? '' : foldText(String(value)),
  sortable: true,
  filter: true,
  floatingFilter: true,
  resizable: true,
  flex: 1,
  minWidth: 110,
};

export interface SimulationPositionsGridProps {
  positions: readonly SimulationPosition[];
  quickFilter: string;
  onQuantity: (position: SimulationPosition, quantity: number | null) => void;
  onRemove: (position: SimulationPosition) => void;
}

/** « Vendre » a copied position, « Supprimer » a bought one; nothing on a sold one. */
function ActionCell({
  data,
  onRemove,
}: ICellRendererParams<SimulationPosition> & { onRemove: (row: SimulationPosition) => void }) {
  if (!data) return null;
  const action = removeAction(data);
  if (!action) return null;
  const verb = action === 'sell' ? 'Vendre' : 'Supprimer';
  return (
    <Button
      size="small"
      color={action === 'sell' ? 'primary' : 'error'}
      onClick={() => onRemove(data)}
      aria-label={`${verb} ${data.securityCode} (${data.portfolioCode}, ${data.compartmentCode})`}
    >
      {verb}
    </Button>
  );
}

/**
 * The simulation's positions in AG Grid: sorting, filters, quick search, the quantity
 * edited in place (Entrée or double-click, then Entrée), the changed rows in the
 * simulation's yellow. Default export: loaded lazily with AG Grid.
 */
export default function SimulationPositionsGrid({
  positions,
  quickFilter,
  onQuantity,
  onRemove,
}: SimulationPositionsGridProps) {
  const highlight = useTheme().palette.simulation?.highlight;
  const columns = useMemo(
    () =>
      positionColumns({
        onQuantity,
        actionCell: (params) => <ActionCell {...params} onRemove={onRemove} />,
      }),
    [onQuantity, onRemove],
  );
  // Stable, so that a page render does not restyle every row.
  const rowStyle = useCallback(
    ({ data }: RowClassParams<SimulationPosition>) =>
      data?.changed && highlight ? { background: alpha(highlight, 0.35) } : undefined,
    [highlight],
  );
  return (
    <AppGrid<SimulationPosition>
      label="Positions de la simulation"
      height={520}
      rowData={positions as SimulationPosition[]}
      columnDefs={columns}
      defaultColDef={DEFAULT_COLUMN as ColDef<SimulationPosition>}
      getRowId={(params) => String(params.data.positionNo)}
      getRowStyle={rowStyle}
      quickFilterText={quickFilter}
      quickFilterParser={(text) => foldText(text).toUpperCase().split(/\s+/).filter(Boolean)}
      cacheQuickFilter
      stopEditingWhenCellsLoseFocus
      suppressColumnVirtualisation
    />
  );
}
