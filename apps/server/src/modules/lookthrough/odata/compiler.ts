import { sql, type SQL } from 'drizzle-orm';
import type { HierarchicalPositionColumn, HierarchicalPositionsQuery } from '@prisme/domain';
import { HIERARCHICAL_POSITION_DB_COLUMNS, resolveColumn, type ColumnMap } from './columns';
import { odataError } from './errors';
import { FilterCompiler } from './filter-compiler';
import { parseFilter } from './filter-parser';
import { parseOrderBy, parseSelect } from './option-parser';

/**
 * Lines asked when the client gives no $top: far above what a code lookup (spec §7 "in
 * perimeter") returns; past MAX_PAGE_SIZE they come a page at a time.
 */
export const DEFAULT_TOP = 10_000;
/**
 * Server-driven paging (OData 4.01 Part 1 §11.2.6.7, issue 41 §4): one answer carries at
 * most this many lines, and a next link (the OData-NextLink header) when the client asked
 * more. Written out in one go, 100,000 full lines held the event loop, and so every other
 * request, for seconds; 5,000 still held /api/health 1.2–1.4 s on the loaded test machine
 * (0.4 s once encoded in slices: the rows' copy from the database's thread), 2,000 under
 * 0.2 s (odata/costly-request.test.ts).
 */
export const MAX_PAGE_SIZE = 2_000;
/**
 * The largest $top, the bound hierarchicalPositionsQuerySchema already sets: 100,000 full
 * lines are some tens of MB of JSON, the most one answer should carry.
 */
export const MAX_TOP = 100_000;

export type ODataQueryOptions = Pick<
  HierarchicalPositionsQuery,
  '$filter' | '$select' | '$orderby' | '$top' | '$skip' | '$count'
>;

export interface CompileOptions {
  defaultTop?: number;
  maxTop?: number;
  /** The most lines one answer carries (MAX_PAGE_SIZE). */
  pageSize?: number;
  /** Where the filter and the order read each column (the SCR-keyed page: scr-keys.ts). */
  columns?: ColumnMap;
}

export interface CompiledODataQuery {
  /** The client's condition, without the role and perimeter: the repository adds them. */
  where: SQL | undefined;
  /** The client's order, then the line number, so that paging is stable. */
  orderBy: SQL[];
  /** The columns the filter and the order read (the tables a page's keys need). */
  keyColumns: {
    filter: HierarchicalPositionColumn[];
    order: HierarchicalPositionColumn[];
  };
  /** The OData names to answer, in order. */
  select: HierarchicalPositionColumn[];
  /** The lines the client asked ($top, else the default). */
  requested: number;
  /** The lines of this answer: those asked, at most a page's. */
  limit: number;
  offset: number;
  count: boolean;
}

/**
 * Compiles the OData options of the look-through lines endpoint to Drizzle fragments.
 * Every value reaches the SQL as a bound parameter; every column comes from the
 * allowlist; anything else is a 400 VALIDATION problem that names the option and the
 * position.
 */
export function compileODataQuery(
  query: ODataQueryOptions,
  {
    defaultTop = DEFAULT_TOP,
    maxTop = MAX_TOP,
    pageSize = MAX_PAGE_SIZE,
    columns,
  }: CompileOptions = {},
): CompiledODataQuery {
  const filter = parseFilter(query.$filter);
  const filterCompiler = new FilterCompiler(query.$filter ?? '', columns);
  const where = filter && filterCompiler.compile(filter);
  const order = compileOrderBy(query.$orderby, columns);
  const requested = bounded('$top', query.$top ?? defaultTop, maxTop);
  return {
    where,
    orderBy: order.sql,
    keyColumns: { filter: [...filterCompiler.columns], order: order.columns },
    select: compileSelect(query.$select),
    requested,
    limit: Math.min(requested, pageSize),
    offset: bounded('$skip', query.$skip ?? 0, Number.MAX_SAFE_INTEGER),
    count: query.$count === 'true',
  };
}

function bounded(option: '$top' | '$skip', value: number, max: number): number {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw odataError(option, `« ${value} » : un entier de 0 à ${max} est attendu.`);
  }
  return value;
}

function compileSelect(text: string | undefined): HierarchicalPositionColumn[] {
  const all = Object.keys(HIERARCHICAL_POSITION_DB_COLUMNS) as HierarchicalPositionColumn[];
  const items = parseSelect(text);
  if (!items || items.some((item) => item.name === '*')) return all;
  const names = items.map(
    ({ name, position }) => resolveColumn('$select', text!, name, position).name,
  );
  return [...new Set(names)];
}

function compileOrderBy(
  text: string | undefined,
  columnMap: ColumnMap = HIERARCHICAL_POSITION_DB_COLUMNS,
): {
  sql: SQL[];
  columns: HierarchicalPositionColumn[];
} {
  const items = parseOrderBy(text) ?? [];
  const columns: HierarchicalPositionColumn[] = [];
  const orderBy = items.map(({ name, direction, position }) => {
    const { column, name: resolved } = resolveColumn('$orderby', text!, name, position, columnMap);
    columns.push(resolved);
    // OData sorts null before any value ascending (and after, descending); PostgreSQL's
    // default is the opposite, so it is said explicitly.
    return direction === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
  });
  // The line number is unique within a perimeter: equal sort keys keep one order from
  // page to page.
  if (!items.some((item) => item.name === 'LineNo')) {
    orderBy.push(sql`${columnMap.LineNo} asc`);
  }
  return { sql: orderBy, columns };
}
