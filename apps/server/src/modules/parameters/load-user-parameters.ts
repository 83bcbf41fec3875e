import type { ScrClientLists, ScrParameters } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { effectiveParameters } from './groups';
import { toClientLists } from './lists';
import { findGroups, findListEntries } from './repository';

/**
 * What an SCR computation takes from the parameter screens: the user's four groups for
 * the client role (each saved, else the regulatory defaults) and the role's five
 * client-data lists in the engine's shape. `userId` is the users.id of the caller
 * (UserAccess.userId); an operator without a user row (empty id) gets the defaults. The
 * caller has checked the caller's access to the role.
 */
export async function loadUserScrParameters(
  db: Executor,
  userId: string,
  roleCode: string,
): Promise<{ parameters: ScrParameters; clientLists: ScrClientLists }> {
  const saved = userId ? await findGroups(db, roleCode, userId) : {};
  // One after the other: on a transaction or PGlite the queries share one connection.
  const rows = await findListEntries(db, roleCode);
  return { parameters: effectiveParameters(saved), clientLists: toClientLists(rows) };
}
