import {
  ESG_LINE_STATUS_LABELS,
  LIQUIDITY_CLASS_LABELS,
  LIQUIDITY_PRICE_SOURCE_LABELS,
  LIQUIDITY_REASON_LABELS,
  LIQUIDITY_TERMS_LABELS,
  LIQUIDITY_SCOPE_LABELS,
  LIQUIDITY_STATUS_LABELS,
  HIERARCHICAL_POSITION_COLUMNS,
  LOOK_THROUGH_STATUSES,
  MISSING_DATA_ITEMS,
  type HierarchicalPositionColumn,
} from '@prisme/domain';

/**
 * A look-through lines grid (the transparisation's, the SCR results') asks the server for
 * one block at a time (AG Grid's infinite row model): its sort and filter models become
 * the OData options of
 * GET /api/inventory/{perimeterId}/odata/hierarchical_positions. Pure, so every mapping
 * is tested without a grid. Only the allowlisted columns of the domain are ever named.
 */

/** The grid's filter options offered per column type: exactly those mapped below. */
export const TEXT_FILTER_OPTIONS = ['contains', 'equals', 'startsWith'] as const;
export const NUMBER_FILTER_OPTIONS = ['equals', 'greaterThan', 'lessThan'] as const;

export interface SimpleCondition {
  filterType?: string;
  type?: string | null;
  filter?: string | number | null;
}
export interface CombinedCondition {
  filterType?: string;
  operator: 'AND' | 'OR';
  conditions: SimpleCondition[];
}
export type ColumnFilter = SimpleCondition | CombinedCondition;
export type FilterModel = Record<string, ColumnFilter | undefined>;
export interface SortItem {
  colId: string;
  sort: 'asc' | 'desc';
}

/**
 * The order when the user sorts nothing: the look-through's own, by line number, which
 * is already a tree (portfolio → compartment → position, then each fund's holdings depth
 * first) and which the server reads along its primary key: the first page of a million
 * lines without a sort over them.
 */
export const DEFAULT_ORDER: readonly SortItem[] = [];
/** Unique per line: the last key of every order, so that blocks never overlap. */
const TIE_BREAK: SortItem = { colId: 'LineNo', sort: 'asc' };

/** Columns holding codes the grid shows in French: the user filters on the labels. */
const CODED_COLUMNS: Partial<
  Record<HierarchicalPositionColumn, { labels: Record<string, string>; list: boolean }>
> = {
  LookThroughStatus: { labels: LOOK_THROUGH_STATUSES, list: false },
  // "rating,lei": a line lacking several items lists them all.
  MissingData: { labels: MISSING_DATA_ITEMS, list: true },
  EsgStatus: { labels: ESG_LINE_STATUS_LABELS, list: false },
  LiquidityStatus: { labels: LIQUIDITY_STATUS_LABELS, list: false },
  LiquidityClass: { labels: LIQUIDITY_CLASS_LABELS, list: false },
  LiquidityScope: { labels: LIQUIDITY_SCOPE_LABELS, list: false },
  LiquidityReason: { labels: LIQUIDITY_REASON_LABELS, list: false },
  LiquidityTerms: { labels: LIQUIDITY_TERMS_LABELS, list: false },
  LiquidityPriceSource: { labels: LIQUIDITY_PRICE_SOURCE_LABELS, list: false },
};

const isColumn = (name: string): name is HierarchicalPositionColumn =>
  Object.hasOwn(HIERARCHICAL_POSITION_COLUMNS, name);
const isNumberColumn = (column: HierarchicalPositionColumn) => {
  const type = HIERARCHICAL_POSITION_COLUMNS[column].type;
  return type === 'number' || type === 'integer';
};

/** An OData string literal: single quotes doubled. */
export const odataString = (text: string) => `'${text.replaceAll("'", "''")}'`;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

function textMatches(type: string, candidate: string, text: string): boolean {
  const [value, wanted] = [fold(candidate), fold(text)];
  if (type === 'equals') return value === wanted;
  if (type === 'startsWith') return value.startsWith(wanted);
  return value.includes(wanted);
}

function textExpression(column: string, type: string, text: string): string | null {
  const literal = odataString(text);
  if (type === 'contains') return `contains(${column},${literal})`;
  if (type === 'equals') return `${column} eq ${literal}`;
  if (type === 'startsWith') return `startswith(${column},${literal})`;
  return null;
}

const anyOf = (parts: string[]) => (parts.length === 1 ? parts[0]! : `(${parts.join(' or ')})`);

/** A French label typed by the user → the codes it names (or the text itself as a code). */
function codedExpression(column: HierarchicalPositionColumn, type: string, text: string) {
  const coded = CODED_COLUMNS[column]!;
  const codes = Object.entries(coded.labels)
    .filter(([code, label]) => textMatches(type, label, text) || textMatches(type, code, text))
    .map(([code]) => code);
  if (codes.length === 0) return textExpression(column, type, text);
  return anyOf(
    codes.map((code) =>
      coded.list ? `contains(${column},${odataString(code)})` : `${column} eq ${odataString(code)}`,
    ),
  );
}

const NUMBER_OPERATORS: Record<string, string> = {
  equals: 'eq',
  greaterThan: 'gt',
  lessThan: 'lt',
};

function conditionExpression(column: HierarchicalPositionColumn, condition: SimpleCondition) {
  const { type, filter } = condition;
  if (!type || filter === null || filter === undefined) return null;
  if (isNumberColumn(column)) {
    const operator = NUMBER_OPERATORS[type];
    const value = typeof filter === 'number' ? filter : Number(filter);
    return operator && Number.isFinite(value) ? `${column} ${operator} ${value}` : null;
  }
  const text = String(filter);
  if (text.trim() === '' || !(TEXT_FILTER_OPTIONS as readonly string[]).includes(type)) return null;
  return CODED_COLUMNS[column]
    ? codedExpression(column, type, text)
    : textExpression(column, type, text);
}

function columnExpression(column: HierarchicalPositionColumn, model: ColumnFilter): string | null {
  if (!('conditions' in model)) return conditionExpression(column, model);
  const parts = model.conditions
    .map((condition) => conditionExpression(column, condition))
    .filter((part): part is string => part !== null);
  if (parts.length <= 1) return parts[0] ?? null;
  return `(${parts.join(model.operator === 'OR' ? ' or ' : ' and ')})`;
}

/** The grid's filter model → `$filter`, each column's condition joined by `and`. */
export function buildFilter(model: FilterModel): string | undefined {
  const parts = Object.entries(model)
    .filter(
      (entry): entry is [HierarchicalPositionColumn, ColumnFilter] =>
        isColumn(entry[0]) && entry[1] !== undefined,
    )
    .map(([column, filter]) => columnExpression(column, filter))
    .filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' and ') : undefined;
}

/**
 * The grid's sort model → `$orderby`, `defaultOrder` when the user sorts nothing, with
 * the line number as the last key.
 */
export function buildOrderBy(
  sortModel: readonly SortItem[],
  defaultOrder: readonly SortItem[] = DEFAULT_ORDER,
): string {
  const chosen = sortModel.filter((item) => isColumn(item.colId));
  const order = chosen.length > 0 ? chosen : defaultOrder;
  const keys = order.some((item) => item.colId === TIE_BREAK.colId) ? order : [...order, TIE_BREAK];
  return keys.map((item) => `${item.colId} ${item.sort}`).join(',');
}

export interface BlockRequest {
  startRow: number;
  endRow: number;
  sortModel: readonly SortItem[];
  filterModel: FilterModel | null | undefined;
}

export interface LinesQuery extends Record<string, string | number | undefined> {
  $filter?: string;
  $select: string;
  $orderby: string;
  $top: number;
  $skip: number;
  $count?: 'true';
}

/**
 * One block of the infinite row model → the OData options. The count is asked with the
 * first block only: the server answers it once per sort and filter, not once per block.
 */
export function buildLinesQuery(
  block: BlockRequest,
  select: readonly string[],
  defaultOrder: readonly SortItem[] = DEFAULT_ORDER,
): LinesQuery {
  const filter = buildFilter(block.filterModel ?? {});
  return {
    ...(filter ? { $filter: filter } : {}),
    $select: select.filter(isColumn).join(','),
    $orderby: buildOrderBy(block.sortModel, defaultOrder),
    $top: Math.max(0, block.endRow - block.startRow),
    $skip: block.startRow,
    ...(block.startRow === 0 ? { $count: 'true' as const } : {}),
  };
}
