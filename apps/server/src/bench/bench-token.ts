import { eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { DatabaseHandle } from '../db/client';
import { idpCredentials, idpKeys } from '../db/schema';
import { signToken, TEST_PUBLIC_URL } from '../test/test-app';

/** An access token of the embedded provider's key for a demo login, as the tests sign them. */
export async function benchToken(handle: DatabaseHandle, login: string): Promise<string> {
  const [key] = await handle.db.select().from(idpKeys).where(eq(idpKeys.kind, 'signing'));
  const [account] = await handle.db
    .select()
    .from(idpCredentials)
    .where(eq(idpCredentials.login, login));
  return signToken(key!.material as JWK, {
    subject: account!.accountId,
    issuer: `${TEST_PUBLIC_URL}/idp`,
    audience: `${TEST_PUBLIC_URL}/api`,
    expiresIn: '12h',
  });
}
