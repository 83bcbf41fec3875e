import { eq, sql } from 'drizzle-orm';
import { RIGHTS, type Right, type RightFlags } from '@prisme/domain';
import type { Executor } from '../db/client';
import { clientRoles, userClientRoles, userRights, users } from '../db/schema';

/** What the server knows of the caller: who, which rights, which client roles. */
export interface UserAccess {
  userId: string;
  accountId: string;
  displayName: string;
  isAdmin: boolean;
  rights: RightFlags;
  /** Client roles of a non-admin, in the order they were granted. */
  roles: { code: string; name: string }[];
  /** Disabled by an administrator: every request of the account is refused. */
  disabled: boolean;
}

const NO_RIGHTS: RightFlags = {
  transparency: false,
  simulation: false,
  solvency: false,
  esg: false,
  risk: false,
};

/**
 * Loads a user's access in one query (it runs on every request: issue 20 §5), the client
 * roles aggregated in grant order; undefined when the account is unknown.
 */
export async function findUserAccess(
  db: Executor,
  accountId: string,
): Promise<UserAccess | undefined> {
  const [row] = await db
    .select({
      user: users,
      rights: userRights,
      roles: sql<{ code: string; name: string }[]>`coalesce((
        select json_agg(json_build_object('code', ${clientRoles.code}, 'name', ${clientRoles.name})
                        order by ${userClientRoles.position}, ${clientRoles.code})
        from ${userClientRoles}
        join ${clientRoles} on ${clientRoles.code} = ${userClientRoles.roleCode}
        where ${userClientRoles.userId} = ${users.id}), '[]'::json)`,
    })
    .from(users)
    .leftJoin(userRights, eq(userRights.userId, users.id))
    .where(eq(users.accountId, accountId));
  if (!row) return undefined;
  const rights = row.rights
    ? (Object.fromEntries(RIGHTS.map((r) => [r, row.rights![r]])) as RightFlags)
    : NO_RIGHTS;
  return {
    userId: row.user.id,
    accountId: row.user.accountId,
    displayName: row.user.displayName,
    isAdmin: row.rights?.isAdmin ?? false,
    rights,
    roles: row.roles,
    disabled: row.user.disabledAt !== null,
  };
}

/**
 * Records a user seen for the first time in a valid token (an external provider's
 * account): known from then on, with no right until an administrator grants one.
 */
export async function provisionUser(
  db: Executor,
  profile: { accountId: string; displayName: string; email?: string },
): Promise<void> {
  await db
    .insert(users)
    .values({
      accountId: profile.accountId,
      displayName: profile.displayName,
      email: profile.email,
    })
    .onConflictDoNothing({ target: users.accountId });
}

/** An admin holds every right; a non-admin holds the rights of their row. */
export const hasRight = (access: UserAccess, right: Right) =>
  access.isAdmin || access.rights[right];

/** Tenancy: an admin reaches every client role, a non-admin only their own. */
export const canReachRole = (access: UserAccess, roleCode: string) =>
  access.isAdmin || access.roles.some((role) => role.code === roleCode);

/**
 * A server-side operator (command line, benchmark) acting with every right. It has no
 * user row: its userId is empty, and what it writes records no sender id.
 */
export function operatorAccess(displayName: string): UserAccess {
  return {
    userId: '',
    accountId: 'operator',
    displayName,
    isAdmin: true,
    rights: { transparency: true, simulation: true, solvency: true, esg: true, risk: true },
    roles: [],
    disabled: false,
  };
}
