import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ManagedUser, UpdateUserBody } from '@prisme/domain';
import { RIGHTS, type RightFlags } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { clientRoles, idpCredentials, userClientRoles, userRights, users } from '../../db/schema';

/** Every account Prisme knows, by name; bounded: an administrator's list, not a grid. */
export const USER_LIST_LIMIT = 5_000;

const NO_RIGHTS = Object.fromEntries(RIGHTS.map((right) => [right, false])) as RightFlags;

/** The accounts with their rights and client roles, by display name (or one account). */
export async function findManagedUsers(db: Executor, accountId?: string): Promise<ManagedUser[]> {
  const rows = await db
    .select({ user: users, rights: userRights })
    .from(users)
    .leftJoin(userRights, eq(userRights.userId, users.id))
    .where(accountId === undefined ? undefined : eq(users.accountId, accountId))
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.accountId))
    .limit(USER_LIST_LIMIT);
  if (rows.length === 0) return [];
  const roles = await db
    .select({ userId: userClientRoles.userId, code: userClientRoles.roleCode })
    .from(userClientRoles)
    .where(
      inArray(
        userClientRoles.userId,
        rows.map((row) => row.user.id),
      ),
    )
    .orderBy(asc(userClientRoles.position), asc(userClientRoles.roleCode));
  const rolesOf = new Map<string, string[]>();
  for (const role of roles) {
    const list = rolesOf.get(role.userId) ?? [];
    list.push(role.code);
    rolesOf.set(role.userId, list);
  }
  return rows.map(({ user, rights }) => ({
    accountId: user.accountId,
    displayName: user.displayName,
    email: user.email,
    isAdmin: rights?.isAdmin ?? false,
    rights: rights
      ? (Object.fromEntries(RIGHTS.map((right) => [right, rights[right]])) as RightFlags)
      : NO_RIGHTS,
    roles: rolesOf.get(user.id) ?? [],
    disabled: user.disabledAt !== null,
    disabledAt: user.disabledAt?.toISOString() ?? null,
  }));
}

/** The client role codes among `codes` that exist. */
export async function findExistingRoles(db: Executor, codes: readonly string[]) {
  if (codes.length === 0) return new Set<string>();
  const rows = await db
    .select({ code: clientRoles.code })
    .from(clientRoles)
    .where(inArray(clientRoles.code, [...codes]));
  return new Set(rows.map((row) => row.code));
}

/** Locks the account's row for the change (two administrators saving the same account). */
export async function lockUser(db: Executor, accountId: string) {
  const [row] = await db
    .select({ id: users.id, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.accountId, accountId))
    .for('update');
  return row;
}

/** Replaces an account's rights, roles and disabled state (inside the caller's transaction). */
export async function writeUserAccess(
  db: Executor,
  user: { id: string; disabledAt: Date | null },
  change: UpdateUserBody,
  now: Date,
): Promise<void> {
  const disabledAt = change.disabled ? (user.disabledAt ?? now) : null;
  await db.update(users).set({ disabledAt }).where(eq(users.id, user.id));
  await db
    .insert(userRights)
    .values({ userId: user.id, isAdmin: change.isAdmin, ...change.rights })
    .onConflictDoUpdate({
      target: userRights.userId,
      set: { isAdmin: change.isAdmin, ...change.rights },
    });
  await db.delete(userClientRoles).where(eq(userClientRoles.userId, user.id));
  if (change.roles.length > 0) {
    await db
      .insert(userClientRoles)
      .values(change.roles.map((roleCode, position) => ({ userId: user.id, roleCode, position })));
  }
}

/** What already holds this login (any case) or e-mail (any case), to refuse a duplicate. */
export async function findTakenLoginOrEmail(db: Executor, login: string, email: string) {
  const [loginRow] = await db
    .select({ accountId: idpCredentials.accountId })
    .from(idpCredentials)
    .where(eq(sql`lower(${idpCredentials.login})`, login.toLowerCase()))
    .limit(1);
  const [emailRow] = await db
    .select({ accountId: users.accountId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return { login: loginRow !== undefined, email: emailRow !== undefined };
}

/** Writes a new account of the embedded sign-in: user, rights, roles and credential. */
export async function insertEmbeddedAccount(
  db: Executor,
  account: { accountId: string; login: string; displayName: string; email: string },
  access: Omit<UpdateUserBody, 'disabled'>,
  passwordHash: string,
): Promise<void> {
  const [user] = await db
    .insert(users)
    .values({
      accountId: account.accountId,
      displayName: account.displayName,
      email: account.email,
    })
    .returning({ id: users.id, disabledAt: users.disabledAt });
  await writeUserAccess(db, user!, { ...access, disabled: false }, new Date());
  await db
    .insert(idpCredentials)
    .values({ accountId: account.accountId, login: account.login, passwordHash });
}

/**
 * The accounts a command line names: by account id (the token's subject), by login of the
 * embedded sign-in, or by e-mail, each in any case but the id.
 */
export async function findAccountIdsNamed(db: Executor, name: string): Promise<string[]> {
  const needle = name.trim().toLowerCase();
  const rows = await db
    .selectDistinct({ accountId: users.accountId })
    .from(users)
    .leftJoin(idpCredentials, eq(idpCredentials.accountId, users.accountId))
    .where(
      or(
        eq(users.accountId, name.trim()),
        eq(sql`lower(${idpCredentials.login})`, needle),
        eq(sql`lower(${users.email})`, needle),
      ),
    )
    .limit(10);
  return rows.map((row) => row.accountId);
}

/** Makes an account administrator (its other rights kept), inside the caller's transaction. */
export async function grantAdmin(db: Executor, userId: string): Promise<void> {
  await db
    .insert(userRights)
    .values({ userId, isAdmin: true })
    .onConflictDoUpdate({ target: userRights.userId, set: { isAdmin: true } });
}
