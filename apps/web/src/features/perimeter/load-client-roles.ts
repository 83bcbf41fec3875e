import type { RoleName } from '@prisme/domain';
import { clientRoleActions } from '../../state';
import { getAllRoleNames, getRoleNames } from './api/get-role-names';

export interface RoleFetchers {
  getRoleNames: () => Promise<RoleName[]>;
  getAllRoleNames: () => Promise<RoleName[]>;
}

const defaultFetchers: RoleFetchers = { getRoleNames, getAllRoleNames };

/** Each load's number: an answer that arrives after a newer load started is ignored. */
let latestLoad = 0;

/**
 * Loads the roles for the bar and sets the client role (spec §4): every role for an
 * admin, the user's own roles otherwise. It never throws: a failure is the bar's
 * "Réessayer" state (spec §8), not a failed start.
 */
export async function loadClientRoles(
  isAdmin: boolean,
  fetchers: RoleFetchers = defaultFetchers,
): Promise<void> {
  const load = ++latestLoad;
  clientRoleActions.requested();
  try {
    const roles = await (isAdmin ? fetchers.getAllRoleNames() : fetchers.getRoleNames());
    if (load === latestLoad) clientRoleActions.received(roles, isAdmin);
  } catch {
    if (load === latestLoad) clientRoleActions.failed();
  }
}
