import type { ColDef } from 'ag-grid-community';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { IntegrationState } from '@prisme/domain';
import { foldGridText } from '../../../components/data-grid/grid-theme';
import { formatCount, formatDateTime } from '../../../lib/format';
import { compareDay, type LogRow } from '../lib/log-rows';
import { StateChip } from './StateChip';

const textColumn = (field: keyof LogRow, headerName: string): ColDef<LogRow> => ({
  field,
  headerName,
  filter: 'agTextColumnFilter',
  filterParams: { textFormatter: foldGridText },
});

const countColumn = (field: 'lines' | 'errors', headerName: string): ColDef<LogRow> => ({
  field,
  headerName,
  filter: 'agNumberColumnFilter',
  valueFormatter: (params) => (params.value == null ? '' : formatCount(params.value as number)),
  type: 'rightAligned',
  minWidth: 90,
  maxWidth: 140,
});

function StateCell({ value }: CustomCellRendererProps<LogRow, IntegrationState>) {
  return value ? <StateChip state={value} /> : null;
}

/**
 * The integration log's columns (spec §3 "Integration file"), newest first. Their
 * minimum widths add up to ~850 px: the whole log fits the default 1200 px window.
 */
export const LOG_COLUMNS: ColDef<LogRow>[] = [
  { ...textColumn('file', 'Fichier'), flex: 2, minWidth: 150 },
  { ...textColumn('category', 'Catégorie'), minWidth: 110 },
  { ...textColumn('state', 'État'), cellRenderer: StateCell, minWidth: 115 },
  { ...textColumn('sender', 'Expéditeur'), minWidth: 120 },
  {
    field: 'created',
    headerName: 'Date',
    filter: 'agDateColumnFilter',
    filterParams: { comparator: compareDay },
    valueFormatter: (params) => (params.value ? formatDateTime(params.value as Date) : ''),
    sort: 'desc',
    minWidth: 155,
  },
  countColumn('lines', 'Lignes'),
  countColumn('errors', 'Erreurs'),
];
