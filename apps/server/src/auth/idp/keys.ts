import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../../db/client';
import { idpKeys } from '../../db/schema';

export interface IdpKeys {
  /** Private signing keys (JWK), newest first: tokens stay valid across restarts. */
  signing: JWK[];
  /** Keys that sign the provider's cookies, newest first. */
  cookie: string[];
}

/** Loads the identity provider's keys, creating them on the first start of a database. */
export async function loadOrCreateIdpKeys(db: Database): Promise<IdpKeys> {
  return db.transaction(async (tx) => {
    // Serialises two processes starting on an empty database.
    await tx.execute(`select pg_advisory_xact_lock(7411620002)`);
    let rows = await tx.select().from(idpKeys);
    if (!rows.some((r) => r.kind === 'signing')) {
      const { privateKey } = await generateKeyPair('RS256', {
        modulusLength: 2048,
        extractable: true,
      });
      const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
      await tx.insert(idpKeys).values({ id: jwk.kid, kind: 'signing', material: jwk });
    }
    if (!rows.some((r) => r.kind === 'cookie')) {
      const key = randomBytes(32).toString('base64url');
      await tx.insert(idpKeys).values({ id: randomUUID(), kind: 'cookie', material: { key } });
    }
    rows = await tx.select().from(idpKeys).orderBy(idpKeys.createdAt);
    const newestFirst = rows.reverse();
    return {
      signing: newestFirst.filter((r) => r.kind === 'signing').map((r) => r.material as JWK),
      cookie: newestFirst
        .filter((r) => r.kind === 'cookie')
        .map((r) => (r.material as { key: string }).key),
    };
  });
}

/** The public half of a private JWK, for verifying tokens. */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, crv, x, y, kid, alg, use } = jwk;
  return Object.fromEntries(
    Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined),
  ) as JWK;
}
