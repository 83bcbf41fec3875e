import type {
  ColDef,
  ICellRendererParams,
  ValueFormatterParams,
  ValueParserParams,
  ValueSetterParams,
} from 'ag-grid-community';
import type { SimulationPosition } from '@prisme/domain';
import { foldGridText } from '../../../components/data-grid/grid-theme';
import { formatAmount, formatQuantity } from '../../../lib/format';
import { parseFrenchNumber } from '../../../lib/french-number';
import { positionStatus, STATUS_LABELS, valueDifference } from '../lib/position-status';

type Column = ColDef<SimulationPosition>;

const text = (field: keyof SimulationPosition, headerName: string, over: Column = {}): Column => ({
  field,
  headerName,
  filter: 'agTextColumnFilter',
  filterParams: { textFormatter: foldGridText },
  ...over,
});

const numeric = (
  headerName: string,
  format: (value: number | null) => string,
  over: Column,
): Column => ({
  headerName,
  filter: 'agNumberColumnFilter',
  type: 'rightAligned',
  valueFormatter: (params: ValueFormatterParams<SimulationPosition>) =>
    format(params.value as number | null),
  minWidth: 130,
  ...over,
});

export interface PositionColumnHandlers {
  /** A quantity typed in the grid (Enter commits): the page sends it. */
  onQuantity: (position: SimulationPosition, quantity: number | null) => void;
  /** The row's « Vendre » / « Supprimer » cell. */
  actionCell: (params: ICellRendererParams<SimulationPosition>) => unknown;
}

/**
 * The simulation's positions: what they were, what they are, the difference and the
 * status. The quantity is typed in French (« 1 234,5 ») and goes to the server as typed;
 * the grid keeps showing the server's rows, so a refused quantity never shows as saved.
 */
export function positionColumns({ onQuantity, actionCell }: PositionColumnHandlers): Column[] {
  return [
    text('portfolioCode', 'Portefeuille', { pinned: 'left', minWidth: 120 }),
    text('compartmentCode', 'Compartiment', { minWidth: 110 }),
    text('securityCode', 'Code titre', { minWidth: 130 }),
    text('securityName', 'Libellé', { flex: 2, minWidth: 180 }),
    text('cic', 'CIC', { minWidth: 80, maxWidth: 100 }),
    numeric('Quantité', formatQuantity, {
      field: 'quantity',
      editable: true,
      headerTooltip: 'Entrée ou double-clic pour modifier, Entrée pour valider',
      // The text editor shows the French value and the parser reads it back.
      cellEditor: 'agTextCellEditor',
      cellEditorParams: { useFormatter: true },
      valueParser: ({ newValue }: ValueParserParams<SimulationPosition>) =>
        parseFrenchNumber(String(newValue ?? '')),
      valueSetter: ({ data, oldValue, newValue }: ValueSetterParams<SimulationPosition>) => {
        if (newValue !== oldValue) onQuantity(data, newValue as number | null);
        return false;
      },
      cellStyle: { fontWeight: 600 },
    }),
    numeric('Valeur (EUR)', formatAmount, { field: 'marketValueRc', sort: 'desc' }),
    numeric('Écart (EUR)', formatAmount, {
      colId: 'difference',
      valueGetter: ({ data }) => (data ? valueDifference(data) : null),
    }),
    {
      colId: 'status',
      headerName: 'Statut',
      filter: 'agTextColumnFilter',
      filterParams: { textFormatter: foldGridText },
      valueGetter: ({ data }) => (data ? STATUS_LABELS[positionStatus(data)] : ''),
      minWidth: 110,
    },
    numeric('Quantité initiale', formatQuantity, { field: 'initialQuantity' }),
    numeric('Valeur initiale (EUR)', formatAmount, { field: 'initialMarketValueRc' }),
    numeric('Valeur (cotation)', formatAmount, { field: 'marketValueQc' }),
    text('quotationCurrency', 'Devise', { minWidth: 80, maxWidth: 100 }),
    {
      colId: 'actions',
      headerName: 'Action',
      cellRenderer: actionCell,
      sortable: false,
      filter: false,
      resizable: false,
      pinned: 'right',
      minWidth: 110,
      maxWidth: 120,
    },
  ];
}
