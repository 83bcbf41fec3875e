import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ManagedUser, UpdateUserBody } from '@prisme/domain';
import { RIGHTS, type RightFlags } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { clientRoles, userClientRoles, userRights, users } from '../../db/schema';

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
