import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { scrResults } from '../../db/schema';

/** The SCR result of a perimeter, within the given client roles (all when undefined). */
export async function findScrResult(
  db: Executor,
  perimeterId: string,
  roleCodes: readonly string[] | undefined,
) {
  const byId = eq(scrResults.perimeterId, perimeterId);
  const [row] = await db
    .select()
    .from(scrResults)
    .where(roleCodes ? and(byId, inArray(scrResults.roleCode, [...roleCodes])) : byId);
  return row;
}
