import { and, eq, inArray } from 'drizzle-orm';
import type { ImpactResult } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { scrImpactResults } from '../../db/schema';

/** The impact of a perimeter, within the given client roles (all when undefined). */
export async function findImpactResult(
  db: Executor,
  perimeterId: string,
  roleCodes: readonly string[] | undefined,
): Promise<ImpactResult | undefined> {
  const byId = eq(scrImpactResults.perimeterId, perimeterId);
  const [row] = await db
    .select({ result: scrImpactResults.result })
    .from(scrImpactResults)
    .where(roleCodes ? and(byId, inArray(scrImpactResults.roleCode, [...roleCodes])) : byId);
  return row?.result;
}
