import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import type { LinesPage } from '../api/hierarchical-positions';
import {
  buildLinesQuery,
  DEFAULT_ORDER,
  type FilterModel,
  type LinesQuery,
  type SortItem,
} from './odata-query';

export type LinesFetcher = (perimeterId: string, query: LinesQuery) => Promise<LinesPage>;

export interface LinesEvents {
  /** Lines matching the filters, once an answer says it (null: unknown). */
  onCount: (count: number | null) => void;
  /** A block failed (the error), or answered again after a failure (null). */
  onError: (error: unknown) => void;
}

/**
 * The infinite row model's datasource: each block the grid needs becomes one OData call
 * with its sort (`defaultOrder` when none) and filter. The count header tells the grid
 * where the lines end; without it, a short block does.
 */
export function createLinesDatasource(
  perimeterId: string,
  select: readonly string[],
  fetchPage: LinesFetcher,
  events: LinesEvents,
  defaultOrder: readonly SortItem[] = DEFAULT_ORDER,
): IDatasource {
  return {
    getRows(params: IGetRowsParams) {
      const query = buildLinesQuery(
        {
          startRow: params.startRow,
          endRow: params.endRow,
          sortModel: params.sortModel as SortItem[],
          // AG Grid types its models loosely (any); these are the shapes odata-query reads.
          filterModel: params.filterModel as FilterModel | null,
        },
        select,
        defaultOrder,
      );
      fetchPage(perimeterId, query).then(
        ({ rows, count }) => {
          const shortBlock = rows.length < query.$top;
          const lastRow = count ?? (shortBlock ? params.startRow + rows.length : undefined);
          events.onError(null);
          events.onCount(lastRow ?? null);
          params.successCallback(rows, lastRow);
        },
        (error: unknown) => {
          events.onError(error);
          params.failCallback();
        },
      );
    },
  };
}
