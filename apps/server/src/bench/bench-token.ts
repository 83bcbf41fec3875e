import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { DatabaseHandle } from '../db/client';
import { idpCredentials, idpKeys, userClientRoles, userRights, users } from '../db/schema';
import { signToken, TEST_PUBLIC_URL } from '../test/test-app';

/** An access token of the embedded provider's key for a demo login, as the tests sign them. */
export async function benchToken(handle: DatabaseHandle, login: string): Promise<string> {
  const [account] = await handle.db
    .select()
    .from(idpCredentials)
    .where(eq(idpCredentials.login, login));
  return accountToken(handle, account!.accountId);
}

/**
 * `count` analysts of `roleCode` with every right, each a token: users working at once
 * (a user's own computations retire one another, so they wait for each other's turn).
 */
export async function benchAnalystTokens(
  handle: DatabaseHandle,
  roleCode: string,
  count: number,
): Promise<string[]> {
  const tokens: string[] = [];
  for (let n = 1; n <= count; n++) {
    const accountId = randomUUID();
    const [user] = await handle.db
      .insert(users)
      .values({ accountId, displayName: `Analyste de banc ${n}` })
      .returning({ id: users.id });
    await handle.db.insert(userRights).values({
      userId: user!.id,
      transparency: true,
      simulation: true,
      solvency: true,
      esg: true,
      risk: true,
    });
    await handle.db.insert(userClientRoles).values({ userId: user!.id, roleCode });
    tokens.push(await accountToken(handle, accountId));
  }
  return tokens;
}

async function accountToken(handle: DatabaseHandle, accountId: string): Promise<string> {
  const [key] = await handle.db.select().from(idpKeys).where(eq(idpKeys.kind, 'signing'));
  return signToken(key!.material as JWK, {
    subject: accountId,
    issuer: `${TEST_PUBLIC_URL}/idp`,
    audience: `${TEST_PUBLIC_URL}/api`,
    expiresIn: '12h',
  });
}
