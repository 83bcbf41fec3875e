import { randomUUID } from 'node:crypto';
import {
  AUDIT_ADMINISTRATION,
  EXTERNAL_SIGN_IN_ACCOUNTS,
  type CreateUserBody,
  type ManagedUser,
  type PasswordLink,
} from '@prisme/domain';
import {
  createPasswordResetFor,
  resetLinkOf,
  unusablePasswordHash,
} from '../../auth/idp/credentials';
import { hashPassword } from '../../auth/password';
import type { UserAccess } from '../../auth/user-access';
import type { Database, Executor } from '../../db/client';
import { problem, refusedSave } from '../../http/errors';
import { recordChange } from '../parameters/audit';
import {
  findAccountIdsNamed,
  findExistingRoles,
  findManagedUsers,
  findTakenLoginOrEmail,
  grantAdmin,
  insertEmbeddedAccount,
  lockUser,
} from './repository';

/**
 * Accounts of the embedded sign-in (issue 35 §A.1–2): created, given a first-password or
 * reset link, made administrator. The one place the API (/api/admin/users) and the
 * command line (`npm run admin`) both go through; each write one transaction with its
 * audit row (role '(administration)', group 'users').
 */

/** Who signs users in: only the embedded sign-in has accounts Prisme creates. */
export type SignInMode = 'embedded' | 'external';

const assertEmbedded = (mode: SignInMode) => {
  if (mode === 'external') throw problem('CONFLICT', EXTERNAL_SIGN_IN_ACCOUNTS);
};

/** Refuses, in French, client roles that do not exist. */
export async function assertRolesExist(
  db: Executor,
  roles: readonly string[],
  refused: string,
): Promise<void> {
  const existing = await findExistingRoles(db, roles);
  const unknown = roles.filter((code) => !existing.has(code));
  if (unknown.length === 0) return;
  throw refusedSave(
    refused,
    unknown.map((code) => ({ path: 'roles', message: `Le client « ${code} » n’existe pas.` })),
  );
}

const toPasswordLink = (
  publicUrl: string,
  accountId: string,
  reset: { token: string; login: string; expiresAt: Date },
): PasswordLink => ({
  accountId,
  login: reset.login,
  link: resetLinkOf(publicUrl, reset.token),
  expiresAt: reset.expiresAt.toISOString(),
});

/** The audit of a link: that one was issued and until when, never the link itself. */
const linkAudit = (link: PasswordLink) => ({
  accountId: link.accountId,
  login: link.login,
  passwordLink: 'émis',
  expiresAt: link.expiresAt,
});

// Two creations at once (two administrators, the CLI and the page) take turns, so the
// login and e-mail checks see each other's account.
const CREATION_LOCK = 7411620004;

/**
 * Creates an account of the embedded sign-in. Without a password, its holder chooses one
 * through the first-password link answered (single-use, one hour: credentials.ts); until
 * then no password opens it. 409 when the login or the e-mail is already an account's.
 */
export async function createEmbeddedAccount(
  db: Database,
  opts: { mode: SignInMode; publicUrl: string },
  actor: UserAccess,
  input: CreateUserBody,
  password?: string,
): Promise<{ user: ManagedUser; passwordLink?: PasswordLink }> {
  assertEmbedded(opts.mode);
  const passwordHash = password ? await hashPassword(password) : await unusablePasswordHash();
  return db.transaction(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(${CREATION_LOCK})`);
    const taken = await findTakenLoginOrEmail(tx, input.login, input.email);
    if (taken.login) throw problem('CONFLICT', `L’identifiant « ${input.login} » est déjà pris.`);
    if (taken.email)
      throw problem('CONFLICT', `L’adresse e-mail « ${input.email} » est déjà celle d’un compte.`);
    await assertRolesExist(tx, input.roles, 'Compte non créé');
    const accountId = randomUUID();
    const { login, displayName, email, ...access } = input;
    await insertEmbeddedAccount(tx, { accountId, login, displayName, email }, access, passwordHash);
    const [user] = await findManagedUsers(tx, accountId);
    const reset = password ? undefined : await createPasswordResetFor(tx, accountId);
    const passwordLink = reset && toPasswordLink(opts.publicUrl, accountId, reset);
    await recordChange(tx, {
      access: actor,
      roleCode: AUDIT_ADMINISTRATION,
      group: 'users',
      // Nothing before: the account, or the link, did not exist.
      oldValues: {},
      newValues: {
        ...user,
        login,
        ...(passwordLink ? { passwordLink: 'émis', expiresAt: passwordLink.expiresAt } : {}),
      },
    });
    return { user: user!, ...(passwordLink && { passwordLink }) };
  });
}

/**
 * A new first-password or reset link for an account of the embedded sign-in, for the
 * administrator to hand over. Refused for an unknown or disabled account.
 */
export async function issuePasswordLink(
  db: Database,
  opts: { mode: SignInMode; publicUrl: string },
  actor: UserAccess,
  accountId: string,
): Promise<PasswordLink> {
  assertEmbedded(opts.mode);
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, accountId);
    if (!user) throw problem('NOT_FOUND', 'Utilisateur introuvable.');
    if (user.disabledAt)
      throw problem(
        'CONFLICT',
        'Ce compte est désactivé : réactivez-le avant de lui donner un lien de mot de passe.',
      );
    const reset = await createPasswordResetFor(tx, accountId);
    if (!reset) throw problem('CONFLICT', 'Ce compte n’a pas d’identifiant de connexion Prisme.');
    const link = toPasswordLink(opts.publicUrl, accountId, reset);
    await recordChange(tx, {
      access: actor,
      roleCode: AUDIT_ADMINISTRATION,
      group: 'users',
      // Nothing before: the account, or the link, did not exist.
      oldValues: {},
      newValues: linkAudit(link),
    });
    return link;
  });
}

/**
 * Makes the account named by its id, login or e-mail administrator (`npm run admin --
 * promote`), in either sign-in mode. Answers it, and whether it already was one.
 */
export async function promoteToAdmin(
  db: Database,
  actor: UserAccess,
  name: string,
): Promise<{ user: ManagedUser; alreadyAdmin: boolean }> {
  return db.transaction(async (tx) => {
    const matches = await findAccountIdsNamed(tx, name);
    if (matches.length === 0)
      throw problem(
        'NOT_FOUND',
        `Aucun compte ne correspond à « ${name} » (identifiant, sujet ou e-mail). Avec un fournisseur externe, le compte existe après sa première connexion.`,
      );
    if (matches.length > 1)
      throw problem(
        'CONFLICT',
        `Plusieurs comptes correspondent à « ${name} » : désignez-le par son sujet (identifiant de compte).`,
      );
    const accountId = matches[0]!;
    const row = await lockUser(tx, accountId);
    const [before] = await findManagedUsers(tx, accountId);
    if (before!.isAdmin) return { user: before!, alreadyAdmin: true };
    await grantAdmin(tx, row!.id);
    const [after] = await findManagedUsers(tx, accountId);
    await recordChange(tx, {
      access: actor,
      roleCode: AUDIT_ADMINISTRATION,
      group: 'users',
      oldValues: before,
      newValues: after,
    });
    return { user: after!, alreadyAdmin: false };
  });
}
