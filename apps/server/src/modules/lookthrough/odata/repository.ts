import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { lookthroughLines, scrLineResults } from '../../../db/schema';
import { joinLineAttributes, type LineColumn } from '../line-columns';
import { HIERARCHICAL_POSITION_DB_COLUMNS } from './columns';
import type { CompiledODataQuery } from './compiler';

/** One line as answered: the selected OData names only ('YYYY-MM-DD' for dates). */
export type HierarchicalPositionRow = Record<string, string | number | boolean | null>;

/**
 * The most lines a filtered count reads: past it, the answer says « more than » and the
 * exact figure is asked apart (GET …/hierarchical_positions/$count), so the grid's first
 * page never waits for a count over a whole perimeter.
 */
export const COUNT_CAP = 100_000;

/** The lines a query matches, paging aside: exact, or known to exceed `atLeast`. */
export type LineCount = { exact: number } | { atLeast: number };

export interface HierarchicalPositionsPage {
  rows: HierarchicalPositionRow[];
  /** Only when $count=true. */
  count?: LineCount;
  /** Whether lines remain after this page (so a caller can tell a page was cut). */
  hasMore: boolean;
}

/** The perimeter a query reads: its role, its id, and its line count (stored with it). */
export interface LinesPerimeter {
  roleCode: string;
  id: string;
  lineCount: number;
}

/**
 * The condition of every read: the role and the perimeter first, and the client's filter
 * inside its own parentheses after them, so no `or` of the client can reach another
 * role's or perimeter's lines.
 */
function linesOf(perimeter: LinesPerimeter, compiled: Pick<CompiledODataQuery, 'where'>): SQL {
  return and(
    eq(lookthroughLines.roleCode, perimeter.roleCode),
    eq(lookthroughLines.perimeterId, perimeter.id),
    compiled.where && sql`(${compiled.where})`,
  ) as SQL;
}

export interface PageOptions {
  /** The most lines a filtered count reads (COUNT_CAP). */
  countCap?: number;
  /**
   * The same query compiled on SCR_KEYED_COLUMNS, when the perimeter has an SCR and the
   * filter and order read SCR columns only (scr-keys.ts): the page's line numbers are
   * then read from the SCR line results alone.
   */
  scrKeyed?: CompiledODataQuery;
}

/**
 * Runs a compiled OData query on the look-through lines (joined to their attributes) of
 * one perimeter of one client role. A count costs nothing without a filter (the
 * perimeter stores it), is told by the page itself when the page is the last one, and
 * otherwise reads at most `countCap` + 1 matching lines.
 */
export async function queryHierarchicalPositions(
  db: Executor,
  perimeter: LinesPerimeter,
  compiled: CompiledODataQuery,
  { countCap = COUNT_CAP, scrKeyed }: PageOptions = {},
): Promise<HierarchicalPositionsPage> {
  const rows = (await pageQuery(db, perimeter, compiled, scrKeyed)) as HierarchicalPositionRow[];
  const hasMore = rows.length > compiled.limit;
  if (hasMore) rows.pop();
  if (!compiled.count) return { rows, hasMore };
  if (!compiled.where) return { rows, count: { exact: perimeter.lineCount }, hasMore };
  if (!hasMore && (rows.length > 0 || compiled.offset === 0)) {
    return { rows, count: { exact: compiled.offset + rows.length }, hasMore };
  }
  const counted = await countLines(db, perimeter, compiled, countCap + 1);
  const count = counted > countCap ? { atLeast: countCap } : { exact: counted };
  return { rows, count, hasMore };
}

/**
 * The statement of a page (its `limit` + 1 lines, to tell whether it was cut): first the
 * page's line numbers, joining only what the filter and the order read, so that the lines
 * an offset skips are never joined to their attributes; then the attributes of those
 * lines alone. Not run: `npm run bench:odata` explains it.
 */
export function pageQuery(
  db: Executor,
  perimeter: LinesPerimeter,
  compiled: CompiledODataQuery,
  scrKeyed?: CompiledODataQuery,
) {
  const { filter, order } = compiled.keyColumns;
  const pageKeys = (
    scrKeyed
      ? db
          .select({ lineNo: scrLineResults.lineNo })
          .from(scrLineResults)
          .where(
            and(
              eq(scrLineResults.roleCode, perimeter.roleCode),
              eq(scrLineResults.perimeterId, perimeter.id),
              scrKeyed.where && sql`(${scrKeyed.where})`,
            ),
          )
          .orderBy(...scrKeyed.orderBy)
          .$dynamic()
      : joinLineAttributes(
          db.select({ lineNo: lookthroughLines.lineNo }).from(lookthroughLines).$dynamic(),
          [...filter, ...order],
        )
          .where(linesOf(perimeter, compiled))
          .orderBy(...compiled.orderBy)
  )
    .limit(compiled.limit + 1)
    .offset(compiled.offset);
  const fields: Record<string, LineColumn> = Object.fromEntries(
    compiled.select.map((name) => [name, HIERARCHICAL_POSITION_DB_COLUMNS[name]]),
  );
  return joinLineAttributes(db.select(fields).from(lookthroughLines).$dynamic())
    .where(
      and(
        eq(lookthroughLines.roleCode, perimeter.roleCode),
        eq(lookthroughLines.perimeterId, perimeter.id),
        // An array of the page's numbers, not `in (subquery)`: the lines are a table per
        // perimeter (db/perimeter-partitions.ts), and a semi-join is estimated from the
        // parent's statistics, which no one gathers (ANALYZE of the parent samples every
        // perimeter's table again): half the table, so the whole perimeter was joined and
        // sorted for a page (3 s at a million lines). A condition on the lines is
        // estimated from the perimeter's own table: a page, read by its key.
        sql`${lookthroughLines.lineNo} = any(array(${pageKeys}))`,
      ),
    )
    .orderBy(...compiled.orderBy);
}

/**
 * The number of lines a filter matches, reading `upTo` of them at most when given
 * (undefined: all, for the exact count asked apart; the statement budget bounds it).
 */
export async function countLines(
  db: Executor,
  perimeter: LinesPerimeter,
  compiled: Pick<CompiledODataQuery, 'where'>,
  upTo?: number,
): Promise<number> {
  if (!compiled.where) return perimeter.lineCount;
  const matching = joinLineAttributes(
    db
      .select({ one: sql`1` })
      .from(lookthroughLines)
      .$dynamic(),
  ).where(linesOf(perimeter, compiled));
  const bounded = upTo === undefined ? matching : matching.limit(upTo);
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from (${bounded}) as matching`,
  );
  return Number(row?.n ?? 0);
}
