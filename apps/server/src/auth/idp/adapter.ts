import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database, Executor } from '../../db/client';
import { oidcStore } from '../../db/schema';

/** Models oidc-provider links to a grant, so revoking the grant removes them. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/**
 * oidc-provider's storage in the database (table oidc_store), so that sessions, grants
 * and refresh tokens outlive a restart and are shared by several API processes.
 * Expired rows are ignored on read and purged by `purgeExpired`.
 */
export function databaseAdapterFactory(db: Database) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        model: this.model,
        id,
        payload,
        grantId: GRANTABLE.has(this.model) ? (payload.grantId ?? null) : null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcStore)
        .values(row)
        .onConflictDoUpdate({
          target: [oidcStore.model, oidcStore.id],
          set: { payload, grantId: row.grantId, userCode: row.userCode, uid: row.uid, expiresAt },
        });
    }

    private async findWhere(condition: ReturnType<typeof eq>) {
      const [row] = await db
        .select()
        .from(oidcStore)
        .where(and(eq(oidcStore.model, this.model), condition))
        .limit(1);
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    }

    find(id: string) {
      return this.findWhere(eq(oidcStore.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcStore.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcStore.userCode, userCode));
    }

    async consume(id: string) {
      await db
        .update(oidcStore)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcStore.model, this.model), eq(oidcStore.id, id)));
    }

    async destroy(id: string) {
      await db.delete(oidcStore).where(and(eq(oidcStore.model, this.model), eq(oidcStore.id, id)));
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(oidcStore).where(eq(oidcStore.grantId, grantId));
    }
  };
}

/** Removes expired rows; run at start-up and then periodically. */
export async function purgeExpired(db: Database): Promise<void> {
  await db.delete(oidcStore).where(lt(oidcStore.expiresAt, new Date()));
}

/**
 * Revokes at once everything the provider keeps for an account: its sessions, grants,
 * and every code and token of those grants (refresh tokens first), inside the caller's
 * transaction, when an administrator disables it (issue 35 §A.2). oidc-provider writes
 * the account in the payload of Session, Grant, AuthorizationCode and RefreshToken
 * (`accountId`), and links a grant's codes and tokens by grant_id. Answers the rows removed.
 * (JWT access tokens are not stored: the API refuses a disabled account's on each request.)
 */
export async function revokeAccountSessions(db: Executor, accountId: string): Promise<number> {
  const ofAccount = sql`${oidcStore.payload}->>'accountId' = ${accountId}`;
  const grants = db
    .select({ id: oidcStore.id })
    .from(oidcStore)
    .where(and(eq(oidcStore.model, 'Grant'), ofAccount));
  const removed = await db
    .delete(oidcStore)
    .where(or(ofAccount, inArray(oidcStore.grantId, grants)))
    .returning({ id: oidcStore.id });
  return removed.length;
}
