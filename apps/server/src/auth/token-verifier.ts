import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** The caller as the verified access token tells it. */
export interface Principal {
  /** The OIDC subject: the account identifier that spec §7 calls userID. */
  subject: string;
  name?: string;
  email?: string;
  /** The token's `email_verified`, when it says; false: the e-mail proves nothing. */
  emailVerified?: boolean;
}

export interface TokenVerifier {
  /** Resolves the principal of a valid token; rejects with InvalidTokenError otherwise. */
  verify(token: string): Promise<Principal>;
}

export class InvalidTokenError extends Error {}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
}

/** Checks signature (issuer's keys), issuer, audience and expiry; nothing else is trusted. */
export function createTokenVerifier({ issuer, audience, keys }: VerifierOptions): TokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer,
          audience,
          algorithms: ['RS256', 'ES256', 'PS256'],
          clockTolerance: 5,
        });
        if (!payload.sub) throw new InvalidTokenError('token without subject');
        const emails = payload['emails'];
        return {
          subject: payload.sub,
          name: typeof payload['name'] === 'string' ? payload['name'] : undefined,
          email:
            typeof payload['email'] === 'string'
              ? payload['email']
              : Array.isArray(emails) && typeof emails[0] === 'string' // Azure AD B2C
                ? emails[0]
                : undefined,
          emailVerified:
            typeof payload['email_verified'] === 'boolean' ? payload['email_verified'] : undefined,
        };
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError(error.code);
        throw error;
      }
    },
  };
}

/** The key set of an external provider, found through its discovery document. */
export async function discoverRemoteKeys(
  issuer: string,
  jwksUri?: string,
): Promise<JWTVerifyGetKey> {
  if (jwksUri) return createRemoteJWKSet(new URL(jwksUri));
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC discovery failed for ${issuer}: ${response.status}`);
  const discovery = (await response.json()) as { jwks_uri?: string };
  if (!discovery.jwks_uri) throw new Error(`OIDC discovery of ${issuer} has no jwks_uri`);
  return createRemoteJWKSet(new URL(discovery.jwks_uri));
}
