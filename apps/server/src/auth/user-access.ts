import { eq, sql } from 'drizzle-orm';
import { AUDIT_ADMINISTRATION, RIGHTS, type Right, type RightFlags } from '@prisme/domain';
import type { Database, Executor } from '../db/client';
import { clientRoles, userClientRoles, userRights, users } from '../db/schema';
import { recordChange } from '../modules/parameters/audit';

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
 * account): known from then on, with no right until an administrator grants one — or an
 * administrator at once when PRISME_ADMIN_SUBJECTS names it (`asAdmin`), audited in the
 * same transaction (issue 35 §A.1). Only the first sight does this: the variable never
 * promotes an account Prisme already knows.
 */
export async function provisionUser(
  db: Database,
  profile: { accountId: string; displayName: string; email?: string },
  asAdmin = false,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        accountId: profile.accountId,
        displayName: profile.displayName,
        email: profile.email,
      })
      .onConflictDoNothing({ target: users.accountId })
      .returning({ id: users.id });
    if (!created || !asAdmin) return;
    await tx.insert(userRights).values({ userId: created.id, isAdmin: true });
    await recordChange(tx, {
      access: operatorAccess('Configuration PRISME_ADMIN_SUBJECTS'),
      roleCode: AUDIT_ADMINISTRATION,
      group: 'users',
      // Nothing before: the account, or the link, did not exist.
      oldValues: {},
      newValues: { ...profile, isAdmin: true, reason: 'PRISME_ADMIN_SUBJECTS' },
    });
  });
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
