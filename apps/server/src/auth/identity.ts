import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import type { AppConfig } from '@prisme/domain';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { purgeExpired } from './idp/adapter';
import { loadOrCreateIdpKeys, publicJwk } from './idp/keys';
import { purgeExpiredRateLimits } from './idp/rate-limit-store';
import { createEmbeddedProvider } from './idp/provider';
import { idpRoutes } from './idp/routes';
import { createTokenVerifier, discoverRemoteKeys, type TokenVerifier } from './token-verifier';

/**
 * Sets up who signs users in: the embedded identity provider (mounted on the app) or an
 * external one. Answers the verifier of the API's bearer tokens and the browser's
 * sign-in settings.
 */
export async function setUpIdentity(
  app: FastifyInstance,
  config: Config,
  db: Database,
): Promise<{ verifier: TokenVerifier; browserAuth: AppConfig['auth'] }> {
  const { auth } = config;
  if (auth.mode === 'external') {
    let remote: JWTVerifyGetKey | undefined;
    // Discovery happens on the first token, so the server starts even if the provider is down.
    const keys: JWTVerifyGetKey = async (header, token) =>
      (remote ??= await discoverRemoteKeys(auth.issuer, auth.jwksUri))(header, token);
    return {
      verifier: createTokenVerifier({ issuer: auth.issuer, audience: auth.audience, keys }),
      browserAuth: {
        mode: 'external',
        authority: auth.issuer,
        clientId: auth.clientId,
        scope: auth.scope,
        resetPasswordAuthority: auth.resetPasswordAuthority,
      },
    };
  }

  const keys = await loadOrCreateIdpKeys(db);
  const provider = createEmbeddedProvider({
    issuer: auth.issuer,
    publicUrl: config.publicUrl,
    clientId: auth.clientId,
    audience: auth.audience,
    keys,
    db,
  });
  await app.register(idpRoutes, { provider, db, publicUrl: config.publicUrl });

  const purgeAll = () => Promise.all([purgeExpired(db), purgeExpiredRateLimits(db)]);
  await purgeAll();
  const purge = setInterval(
    () => purgeAll().catch((err) => app.log.warn({ err }, 'purge failed')),
    3_600_000,
  );
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  return {
    verifier: createTokenVerifier({
      issuer: auth.issuer,
      audience: auth.audience,
      // The provider's own public keys: no HTTP round trip to verify a token.
      keys: createLocalJWKSet({ keys: keys.signing.map(publicJwk) }),
    }),
    browserAuth: {
      mode: 'embedded',
      authority: auth.issuer,
      clientId: auth.clientId,
      scope: auth.scope,
    },
  };
}
