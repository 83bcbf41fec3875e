import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import type { LinesPage } from '../api/hierarchical-positions';
import { formatCount } from './format';
import {
  buildLinesQuery,
  DEFAULT_ORDER,
  type FilterModel,
  type LinesQuery,
  type SortItem,
} from './odata-query';

export type LinesFetcher = (perimeterId: string, query: LinesQuery) => Promise<LinesPage>;
/** The exact count of a filter's lines, asked apart when a page's count stopped short. */
export type LinesCounter = (perimeterId: string, filter: string | undefined) => Promise<number>;

/** What the grid can say of the lines matching its filters. */
export type LinesCount = { exact: number } | { atLeast: number };

export interface LinesEvents {
  /** Lines matching the filters, once an answer says it (null: unknown). */
  onCount: (count: LinesCount | null) => void;
  /** The exact count, arrived after the page said only « more than »: the grid's new end. */
  onExactCount?: (count: number) => void;
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
  countLines?: LinesCounter,
): IDatasource {
  /** The filter whose exact count was last asked: a newer filter's answer wins. */
  let countedFilter: string | undefined | null = null;
  const countInBackground = (filter: string | undefined) => {
    if (!countLines) return;
    countedFilter = filter;
    countLines(perimeterId, filter).then(
      (exact) => {
        if (countedFilter !== filter) return;
        events.onCount({ exact });
        events.onExactCount?.(exact);
      },
      // The page is there; the count stays « more than ».
      () => {},
    );
  };
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
        ({ rows, count, countExceeds }) => {
          const shortBlock = rows.length < query.$top;
          const lastRow = count ?? (shortBlock ? params.startRow + rows.length : undefined);
          events.onError(null);
          if (lastRow !== undefined) events.onCount({ exact: lastRow });
          else if (countExceeds != null) {
            events.onCount({ atLeast: countExceeds });
            countInBackground(query.$filter);
          } else if (params.startRow === 0) events.onCount(null);
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

/** « 12 345 lignes », or « plus de 100 000 lignes (décompte en cours) » while it is asked. */
export function linesCountLabel(count: LinesCount | null): string {
  if (count === null) return '\u00a0';
  if ('atLeast' in count) return `plus de ${formatCount(count.atLeast)} lignes (décompte en cours)`;
  return `${formatCount(count.exact)} ligne${count.exact > 1 ? 's' : ''}`;
}
