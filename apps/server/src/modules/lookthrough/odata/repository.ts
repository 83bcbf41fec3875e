import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { lookthroughLines } from '../../../db/schema';
import { joinLineAttributes } from '../line-columns';
import { HIERARCHICAL_POSITION_DB_COLUMNS } from './columns';
import type { CompiledODataQuery } from './compiler';

/** One line as answered: the selected OData names only ('YYYY-MM-DD' for dates). */
export type HierarchicalPositionRow = Record<string, string | number | boolean | null>;

export interface HierarchicalPositionsPage {
  rows: HierarchicalPositionRow[];
  /** The number of lines matching the filter, paging aside; only when $count=true. */
  count?: number;
  /** Whether lines remain after this page (so a caller can tell a page was cut). */
  hasMore: boolean;
}

/**
 * Runs a compiled OData query on the look-through lines (joined to their attributes) of
 * one perimeter of one client role. The role and the perimeter are always part of the condition, and the client's
 * filter is put inside its own parentheses after them, so no `or` of the client can
 * reach another role's or perimeter's lines.
 */
export async function queryHierarchicalPositions(
  db: Executor,
  roleCode: string,
  perimeterId: string,
  compiled: CompiledODataQuery,
): Promise<HierarchicalPositionsPage> {
  const where = and(
    eq(lookthroughLines.roleCode, roleCode),
    eq(lookthroughLines.perimeterId, perimeterId),
    compiled.where && sql`(${compiled.where})`,
  ) as SQL;
  const fields: Record<string, AnyPgColumn> = Object.fromEntries(
    compiled.select.map((name) => [name, HIERARCHICAL_POSITION_DB_COLUMNS[name]]),
  );
  // One line more than asked tells whether the page was cut, without a second query.
  const rows = (await joinLineAttributes(db.select(fields).from(lookthroughLines).$dynamic())
    .where(where)
    .orderBy(...compiled.orderBy)
    .limit(compiled.limit + 1)
    .offset(compiled.offset)) as HierarchicalPositionRow[];
  const hasMore = rows.length > compiled.limit;
  if (hasMore) rows.pop();
  if (!compiled.count) return { rows, hasMore };
  const [total] = await joinLineAttributes(
    db.select({ n: count() }).from(lookthroughLines).$dynamic(),
  ).where(where);
  return { rows, count: total?.n ?? 0, hasMore };
}
