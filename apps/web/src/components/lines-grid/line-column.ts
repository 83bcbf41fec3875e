import type { ColDef } from 'ag-grid-community';
import { LOOK_THROUGH_STATUSES, type HierarchicalPositionColumn } from '@prisme/domain';
import type { LineRow } from '../../api/hierarchical-positions';
import { NUMBER_FILTER_OPTIONS, TEXT_FILTER_OPTIONS } from '../../lib/odata-query';

/** A column of a lines grid: its colId is the OData column it sorts and filters on. */
export type LineColumn = ColDef<LineRow> & { colId: HierarchicalPositionColumn };

/** The server filters: the grid offers only the options odata-query maps, typed slowly. */
export const textColumn = (
  colId: HierarchicalPositionColumn,
  headerName: string,
  over: Partial<LineColumn> = {},
): LineColumn => ({
  colId,
  field: colId,
  headerName,
  filter: 'agTextColumnFilter',
  filterParams: { filterOptions: [...TEXT_FILTER_OPTIONS], maxNumConditions: 1, debounceMs: 500 },
  ...over,
});

export const numberColumn = (
  colId: HierarchicalPositionColumn,
  headerName: string,
  over: Partial<LineColumn> = {},
): LineColumn => ({
  colId,
  field: colId,
  headerName,
  type: 'rightAligned',
  filter: 'agNumberColumnFilter',
  filterParams: { filterOptions: [...NUMBER_FILTER_OPTIONS], maxNumConditions: 1, debounceMs: 500 },
  ...over,
});

/** The columns asked for: the line number (the order's last key), the shown ones, extras. */
export const selectOf = (
  columns: readonly LineColumn[],
  extra: readonly HierarchicalPositionColumn[] = [],
): HierarchicalPositionColumn[] => [
  ...new Set<HierarchicalPositionColumn>([
    'LineNo',
    ...columns.map((column) => column.colId),
    ...extra,
  ]),
];

/** A look-through status code → its French label (the grid filters on the labels). */
export const statusLabel = (code: unknown) =>
  typeof code === 'string'
    ? (LOOK_THROUGH_STATUSES[code as keyof typeof LOOK_THROUGH_STATUSES] ?? code)
    : '';
