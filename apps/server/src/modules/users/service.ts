import { AUDIT_ADMINISTRATION, type ManagedUser, type UpdateUserBody } from '@prisme/domain';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { problem, refusedSave } from '../../http/errors';
import { recordChange } from '../parameters/audit';
import { findExistingRoles, findManagedUsers, lockUser, writeUserAccess } from './repository';

/**
 * The audit rows of account changes are not one client's: they carry this pseudo-role,
 * which no client role can take (codes are checked against client_roles).
 */
export const ADMINISTRATION_AUDIT_ROLE = AUDIT_ADMINISTRATION;

/**
 * User administration (issue 20 §5), for administrators only (the routes' guard). A change
 * is one transaction with its audit row; it takes effect at the account's next request,
 * since the server reads the account on every request and the identity provider refuses
 * a disabled account's sign-in and token renewal.
 */
export interface UserAdministrationService {
  /** GET /api/admin/users: every account with its rights, roles and state. */
  list(): Promise<ManagedUser[]>;
  /** PUT /api/admin/users/:accountId: replaces the account's rights, roles and state. */
  update(access: UserAccess, accountId: string, change: UpdateUserBody): Promise<ManagedUser>;
}

export function createUserAdministrationService(db: Database): UserAdministrationService {
  return {
    list: () => findManagedUsers(db),

    async update(access, accountId, change) {
      // An administrator cannot lock themselves out: another one must do it.
      if (accountId === access.accountId && (change.disabled || !change.isAdmin)) {
        throw refusedSave('Compte non enregistré', [
          {
            path: 'isAdmin',
            message:
              'Vous ne pouvez ni désactiver votre propre compte ni retirer vos propres droits d’administrateur.',
          },
        ]);
      }
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, accountId);
        if (!user) throw problem('NOT_FOUND', 'Utilisateur introuvable.');
        const existing = await findExistingRoles(tx, change.roles);
        const unknown = change.roles.filter((code) => !existing.has(code));
        if (unknown.length > 0) {
          throw refusedSave(
            'Compte non enregistré',
            unknown.map((code) => ({
              path: 'roles',
              message: `Le client « ${code} » n’existe pas.`,
            })),
          );
        }
        const [before] = await findManagedUsers(tx, accountId);
        await writeUserAccess(tx, user, change, new Date());
        const [after] = await findManagedUsers(tx, accountId);
        await recordChange(tx, {
          access,
          roleCode: ADMINISTRATION_AUDIT_ROLE,
          group: 'users',
          oldValues: before,
          newValues: after,
        });
        return after!;
      });
    },
  };
}
