import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  CellStyleModule,
  TooltipModule,
  InfiniteRowModelModule,
  ModuleRegistry,
  NumberFilterModule,
  TextFilterModule,
  type ColDef,
  type GridApi,
  type GridReadyEvent,
} from 'ag-grid-community';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@prisme/domain';
import {
  getHierarchicalPositions,
  getHierarchicalPositionsCount,
  type LineRow,
} from '../../api/hierarchical-positions';
import {
  createLinesDatasource,
  linesCountLabel,
  type LinesCount,
} from '../../lib/lines-datasource';
import { DEFAULT_ORDER, type FilterModel, type SortItem } from '../../lib/odata-query';
import { AppGrid } from '../data-grid/AppGrid';
import { ResourceError } from '../ResourceError';

ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  TextFilterModule,
  NumberFilterModule,
  // Right-aligned number columns.
  CellStyleModule,
  // The SCR reasons' articles (scr-line-columns.ts: tooltipValueGetter); AG Grid error
  // #200 in the console without it.
  TooltipModule,
]);

/** Rows per OData call: one call per 500 lines scrolled through. */
export const BLOCK_SIZE = 500;
/** Blocks kept in memory (10,000 lines); older ones are asked again when scrolled back to. */
const BLOCKS_IN_CACHE = 20;

const DEFAULT_COLUMN: ColDef<LineRow> = {
  sortable: true,
  floatingFilter: true,
  resizable: true,
  flex: 1,
  minWidth: 100,
};

export interface LinesGridProps {
  perimeterId: string;
  columns: ColDef<LineRow>[];
  /** The OData columns asked for: the shown ones and those their cells read. */
  select: readonly string[];
  /** Names the grid's region for screen readers. */
  label: string;
  /** The order when the user sorts nothing. */
  defaultOrder?: readonly SortItem[];
  /**
   * A filter set from outside (a drill-down from a figure): applied whenever it changes,
   * shown in the columns' filters, which the user may then change or clear.
   */
  filterModel?: FilterModel | null;
}

/**
 * A transparised perimeter's look-through lines, paged by the server through the
 * infinite row model: sorting and filtering are done by the OData endpoint, the browser
 * only holds a few blocks, so 100,000 lines scroll as smoothly as 100. Default export:
 * each feature loads it lazily, in AG Grid's chunk.
 */
export default function LinesGrid({
  perimeterId,
  columns,
  select,
  label,
  defaultOrder = DEFAULT_ORDER,
  filterModel,
}: LinesGridProps) {
  const [api, setApi] = useState<GridApi<LineRow> | null>(null);
  const apiRef = useRef<GridApi<LineRow> | null>(null);
  const [count, setCount] = useState<LinesCount | null>(null);
  const [failed, setFailed] = useState(false);
  const datasource = useMemo(
    () =>
      createLinesDatasource(
        perimeterId,
        select,
        getHierarchicalPositions,
        {
          onCount: setCount,
          onError: (error) => setFailed(error !== null),
          // The exact count came after the page: the grid's scrollbar gets its true end.
          onExactCount: (exact) => apiRef.current?.setRowCount(exact, true),
        },
        defaultOrder,
        getHierarchicalPositionsCount,
      ),
    [perimeterId, select, defaultOrder],
  );
  useEffect(() => {
    if (api && filterModel !== undefined) api.setFilterModel(filterModel);
  }, [api, filterModel]);
  const onGridReady = useCallback((event: GridReadyEvent<LineRow>) => {
    apiRef.current = event.api;
    setApi(event.api);
  }, []);

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {linesCountLabel(count)}
      </Typography>
      {failed && (
        <ResourceError
          message={messages.inventory.load}
          onRetry={() => api?.refreshInfiniteCache()}
        />
      )}
      <AppGrid<LineRow>
        label={label}
        height={560}
        columnDefs={columns}
        defaultColDef={DEFAULT_COLUMN}
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={BLOCK_SIZE}
        maxBlocksInCache={BLOCKS_IN_CACHE}
        infiniteInitialRowCount={BLOCK_SIZE}
        // Fast scrolling through 100,000 lines asks only for the blocks it stops on.
        blockLoadDebounceMillis={150}
        maxConcurrentDatasourceRequests={2}
        onGridReady={onGridReady}
      />
    </Stack>
  );
}
