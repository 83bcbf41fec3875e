import {
  AUDIT_ADMINISTRATION,
  type CreatedUser,
  type CreateUserBody,
  type ManagedUser,
  type PasswordLink,
  type UpdateUserBody,
} from '@prisme/domain';
import { revokeAccountSessions } from '../../auth/idp/adapter';
import { logResetLink } from '../../auth/idp/credentials';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { problem, refusedSave } from '../../http/errors';
import { recordChange } from '../parameters/audit';
import {
  assertRolesExist,
  createEmbeddedAccount,
  issuePasswordLink,
  type SignInMode,
} from './accounts';
import { findManagedUsers, lockUser, writeUserAccess } from './repository';

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
  /** POST /api/admin/users: a new account of the embedded sign-in, with its first-password link. */
  create(access: UserAccess, input: CreateUserBody): Promise<CreatedUser>;
  /** POST /api/admin/users/:accountId/password-link: a new reset link, logged and answered. */
  passwordLink(access: UserAccess, accountId: string): Promise<PasswordLink>;
}

export interface UserAdministrationOptions {
  /** Who signs users in: with an external provider, accounts and passwords live there. */
  mode: SignInMode;
  publicUrl: string;
  log: { warn: (fields: object, message: string) => void };
}

export function createUserAdministrationService(
  db: Database,
  opts: UserAdministrationOptions,
): UserAdministrationService {
  return {
    list: () => findManagedUsers(db),

    async create(access, input) {
      const { user, passwordLink } = await createEmbeddedAccount(db, opts, access, input);
      // Written to the log as the forgot-password page does, and answered to the
      // administrator to hand over (no mail server:
      // docs/decisions/identity/0037-password-links-handed-over.md).
      logResetLink(opts.log, passwordLink!.login, passwordLink!.link);
      return { user, passwordLink: passwordLink! };
    },

    async passwordLink(access, accountId) {
      const link = await issuePasswordLink(db, opts, access, accountId);
      logResetLink(opts.log, link.login, link.link);
      return link;
    },

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
        await assertRolesExist(tx, change.roles, 'Compte non enregistré');
        const [before] = await findManagedUsers(tx, accountId);
        await writeUserAccess(tx, user, change, new Date());
        // Disabled: its sessions, grants and refresh tokens go in the same transaction, so
        // nothing it holds at the provider renews, even once re-enabled (issue 35 §A.2).
        if (change.disabled) await revokeAccountSessions(tx, accountId);
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
