import { assertRoleAccess } from '../../auth/guards';
import type { UserAccess } from '../../auth/user-access';
import type { Executor } from '../../db/client';
import { ApiProblem, problem } from '../../http/errors';
import { clientRoleExists } from './repository';

/** Spec §9: the technical role "Solvency" is never a user's default client. */
const NOT_A_DEFAULT_ROLE = 'Solvency';

/**
 * The client role a parameter call works on. A named role must be one of the caller's
 * (403 ROLE_FORBIDDEN otherwise, whether or not it exists). Without one, a non-admin
 * works on their first client; an administrator reaches every client and so must name it,
 * and one that does not exist is a 404 rather than a foreign-key failure on save.
 */
export async function resolveRole(
  db: Executor,
  access: UserAccess,
  requested: string | undefined,
): Promise<string> {
  if (requested) {
    assertRoleAccess(access, requested);
    // A non-admin's roles are read from client_roles: only an admin can name a missing one.
    if (access.isAdmin && !(await clientRoleExists(db, requested))) {
      throw new ApiProblem('NOT_FOUND', `Le client « ${requested} » n’existe pas.`);
    }
    return requested;
  }
  if (access.isAdmin) {
    throw new ApiProblem(
      'VALIDATION',
      'La requête est invalide : précisez le client (rolename) dont vous voulez les paramètres.',
    );
  }
  const own = access.roles.find((r) => r.code !== NOT_A_DEFAULT_ROLE);
  if (!own) throw problem('ROLE_FORBIDDEN');
  return own.code;
}
