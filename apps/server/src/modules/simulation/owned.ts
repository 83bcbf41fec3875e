import { canReachRole, type UserAccess } from '../../auth/user-access';
import type { Executor } from '../../db/client';
import { problem } from '../../http/errors';
import { reachableRoles } from '../lookthrough/service';
import { findOwnedSimulation, type SimulationRow } from './repository';

/**
 * The caller's own simulation, of a client the caller may still reach; else a 404 that
 * says nothing of it (an administrator included). Every simulation route and the
 * simulation's computation reach it through here.
 */
export async function ownedSimulation(
  db: Executor,
  access: UserAccess,
  id: string,
): Promise<SimulationRow> {
  const simulation = await findOwnedSimulation(db, id, access.userId, reachableRoles(access));
  if (!simulation || !canReachRole(access, simulation.roleCode))
    throw problem('NOT_FOUND', 'Simulation introuvable : créez-la depuis le périmètre.');
  return simulation;
}
