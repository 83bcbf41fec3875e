import { assertRoleAccess } from '../../auth/guards';
import type { UserAccess } from '../../auth/user-access';
import { ApiProblem, problem } from '../../http/errors';

/** Spec §9: the technical role "Solvency" is never a user's default client. */
const NOT_A_DEFAULT_ROLE = 'Solvency';

/**
 * The client role a parameter call works on. A named role must be one of the caller's
 * (403 ROLE_FORBIDDEN otherwise, whether or not it exists). Without one, a non-admin
 * works on their first client; an administrator reaches every client and so must name it.
 */
export function resolveRole(access: UserAccess, requested: string | undefined): string {
  if (requested) {
    assertRoleAccess(access, requested);
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
