import { getTableName, sql } from 'drizzle-orm';
import { ARCHIVE_FAMILIES, type ArchiveFamily, type Right } from '@prisme/domain';
import { queryRows, type Executor } from '../../db/client';
import { esgResults, liquidityResults, scrResults } from '../../db/schema';

/**
 * The result families an archive may keep (issue 18), each with the right that computes
 * and reads it and the table of its result, keyed (role_code, perimeter_id). Its other
 * rows (per line or per security) and what it was computed with go with that result: the
 * archive keeps the perimeter, and a retirement skips archived perimeters
 * (lookthrough/perimeter-purge.ts). A family that lands later is one entry here and its
 * flag in the domain (ARCHIVE_FAMILIES): archives store the families they keep as a list,
 * so those saved before it need no migration.
 */
export const FAMILY_STORES: Record<
  ArchiveFamily,
  { right: Right; label: string; resultTable: string }
> = {
  scr: { right: 'solvency', label: 'SCR', resultTable: getTableName(scrResults) },
  esg: { right: 'esg', label: 'ESG', resultTable: getTableName(esgResults) },
  riskLiquidity: {
    right: 'risk',
    label: 'risque de liquidité',
    resultTable: getTableName(liquidityResults),
  },
};

/** The families asked by a create body's flags, in the domain's order. */
export const familiesAsked = (flags: Record<ArchiveFamily, boolean>): ArchiveFamily[] =>
  ARCHIVE_FAMILIES.filter((family) => flags[family]);

/** The families a stored list names (unknown values, of a later version, are left out). */
export const familiesKept = (stored: readonly string[]): Set<ArchiveFamily> =>
  new Set(ARCHIVE_FAMILIES.filter((family) => stored.includes(family)));

/** The families among `asked` that have a stored result for the perimeter. */
export async function familiesWithResult(
  db: Executor,
  perimeter: { roleCode: string; id: string },
  asked: readonly ArchiveFamily[],
): Promise<Set<ArchiveFamily>> {
  const found = new Set<ArchiveFamily>();
  for (const family of asked) {
    const rows = await queryRows<{ one: number }>(
      db,
      sql`select 1 as one from ${sql.identifier(FAMILY_STORES[family].resultTable)}
           where role_code = ${perimeter.roleCode} and perimeter_id = ${perimeter.id} limit 1`,
    );
    if (rows.length) found.add(family);
  }
  return found;
}
