import { asc } from 'drizzle-orm';
import type { RoleName } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { clientRoles } from '../../db/schema';

/** Every client role, for administrators. */
export async function listAllClientRoles(db: Executor): Promise<RoleName[]> {
  return db
    .select({ code: clientRoles.code, name: clientRoles.name })
    .from(clientRoles)
    .orderBy(asc(clientRoles.code));
}
