import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { LookThroughSummary } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { computedPerimeters, lookthroughLines, portfolios, scrResults } from '../../db/schema';
import { HIERARCHICAL_POSITION_DB_COLUMNS, joinLineAttributes } from './line-columns';

/**
 * A transparised perimeter as every request reads it: without its summary, a JSON document
 * of megabytes for a million lines (370 kB compressed) that only the indicators and the
 * workbooks need (findComputedPerimeterSummary). Read with every grid page, it cost a
 * tenth of a second or more each time.
 */
export type ComputedPerimeter = Omit<typeof computedPerimeters.$inferSelect, 'summary'>;
export type NewComputedPerimeter = typeof computedPerimeters.$inferInsert;

/** What every row of a computed perimeter is keyed by, after its own number. */
export interface PerimeterKey {
  roleCode: string;
  perimeterId: string;
}

const { summary: _summary, ...perimeterColumns } = getTableColumns(computedPerimeters);

/** A transparised perimeter by id, within the given client roles (all when undefined). */
export async function findComputedPerimeter(
  db: Executor,
  id: string,
  roleCodes: readonly string[] | undefined,
): Promise<ComputedPerimeter | undefined> {
  const byId = eq(computedPerimeters.id, id);
  const [row] = await db
    .select(perimeterColumns)
    .from(computedPerimeters)
    .where(roleCodes ? and(byId, inArray(computedPerimeters.roleCode, [...roleCodes])) : byId);
  return row;
}

/** The user's latest transparised perimeter of a client role. */
export async function findLatestComputedPerimeter(
  db: Executor,
  userId: string,
  roleCodes: readonly string[] | undefined,
): Promise<ComputedPerimeter | undefined> {
  const byUser = eq(computedPerimeters.userId, userId);
  const [row] = await db
    .select(perimeterColumns)
    .from(computedPerimeters)
    .where(roleCodes ? and(byUser, inArray(computedPerimeters.roleCode, [...roleCodes])) : byUser)
    .orderBy(desc(computedPerimeters.createdAt))
    .limit(1);
  return row;
}

/** The summary (« Indicateurs Transparisés ») of a perimeter found by the finders above. */
export async function findComputedPerimeterSummary(
  db: Executor,
  perimeter: Pick<ComputedPerimeter, 'id' | 'roleCode'>,
): Promise<LookThroughSummary> {
  const [row] = await db
    .select({ summary: computedPerimeters.summary })
    .from(computedPerimeters)
    .where(
      and(
        eq(computedPerimeters.roleCode, perimeter.roleCode),
        eq(computedPerimeters.id, perimeter.id),
      ),
    );
  if (!row) throw new Error(`périmètre ${perimeter.id} disparu`);
  return row.summary;
}

/** Whether an SCR was computed with the perimeter (then every line has its SCR row). */
export async function perimeterHasScr(
  db: Executor,
  perimeter: Pick<ComputedPerimeter, 'id' | 'roleCode'>,
): Promise<boolean> {
  const [row] = await db
    .select({ id: scrResults.perimeterId })
    .from(scrResults)
    .where(
      and(eq(scrResults.roleCode, perimeter.roleCode), eq(scrResults.perimeterId, perimeter.id)),
    );
  return row !== undefined;
}

/** The labels of a client's portfolios among `codes`, by code (at most the perimeter's). */
export async function portfolioLabels(
  db: Executor,
  roleCode: string,
  codes: readonly string[],
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: portfolios.code, label: portfolios.label })
    .from(portfolios)
    .where(and(eq(portfolios.roleCode, roleCode), inArray(portfolios.code, [...codes])));
  return new Map(rows.map((r) => [r.code, r.label]));
}

export async function insertComputedPerimeter(
  db: Executor,
  perimeter: NewComputedPerimeter & { summary: LookThroughSummary },
): Promise<void> {
  await db.insert(computedPerimeters).values(perimeter);
}

/**
 * A page of a perimeter's lines with their instruments, keyed by the OData column names,
 * in line order from `afterLineNo` (keyset paging: the workbook export reads a million
 * lines without holding them all).
 */
export async function readLinePage(
  db: Executor,
  roleCode: string,
  perimeterId: string,
  afterLineNo: number,
  limit: number,
) {
  return joinLineAttributes(
    db.select(HIERARCHICAL_POSITION_DB_COLUMNS).from(lookthroughLines).$dynamic(),
  )
    .where(
      and(
        eq(lookthroughLines.roleCode, roleCode),
        eq(lookthroughLines.perimeterId, perimeterId),
        sql`${lookthroughLines.lineNo} > ${afterLineNo}`,
      ),
    )
    .orderBy(lookthroughLines.lineNo)
    .limit(limit);
}
export type LookThroughLineRow = Awaited<ReturnType<typeof readLinePage>>[number];
