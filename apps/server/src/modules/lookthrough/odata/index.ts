// The OData query compiler of GET /api/inventory/{perimeterId}/odata/hierarchical_positions.
export {
  compileODataQuery,
  DEFAULT_TOP,
  MAX_PAGE_SIZE,
  MAX_TOP,
  type CompileOptions,
  type CompiledODataQuery,
  type ODataQueryOptions,
} from './compiler';
export { HIERARCHICAL_POSITION_DB_COLUMNS } from './columns';
export { MAX_PARENTHESIS_DEPTH } from './in-lists';
export { readsScrColumnsOnly, SCR_KEYED_COLUMNS, scrKeyedQuery } from './scr-keys';
export {
  COUNT_CAP,
  type PageOptions,
  countLines,
  queryHierarchicalPositions,
  type LineCount,
  type LinesPerimeter,
  type HierarchicalPositionRow,
  type HierarchicalPositionsPage,
} from './repository';
