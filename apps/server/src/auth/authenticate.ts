import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { problem } from '../http/errors';
import { isConfiguredAdmin } from './admin-subjects';
import { InvalidTokenError, type Principal, type TokenVerifier } from './token-verifier';
import { findUserAccess, provisionUser, type UserAccess } from './user-access';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
    /** The caller's rights and roles, loaded once per request on first use. */
    access(): Promise<UserAccess>;
  }
}

/** The token of an `Authorization: Bearer …` header (scheme in any case), if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The userID a call carries, in its query or its JSON body (spec §7). */
function claimedUserId(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  return query?.['userID'] ?? (body && typeof body === 'object' ? body['userID'] : undefined);
}

/**
 * Makes every route of the scope it is registered in require a verified bearer token.
 * The userID a call sends is never used: a value other than the token's subject is a 403.
 */
export function requireAuthentication(
  scope: FastifyInstance,
  deps: {
    verifier: TokenVerifier;
    db: Database;
    /** PRISME_ADMIN_SUBJECTS: administrators from their first sign-in. */
    adminSubjects?: readonly string[];
  },
): void {
  scope.decorateRequest('principal', null as unknown as Principal);
  scope.decorateRequest('access', null as unknown as FastifyRequest['access']);

  scope.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw problem('UNAUTHENTICATED');
    try {
      request.principal = await deps.verifier.verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw problem('INVALID_TOKEN');
      throw error;
    }
    // Loaded here, not on first use: the account's state is read on every request, so a
    // user disabled, or whose rights or roles change, is refused or limited from the next
    // call on, whatever tokens they still hold (issue 20 §5).
    const access = await loadAccess(deps.db, request.principal, deps.adminSubjects ?? []);
    if (access.disabled) throw problem('ACCOUNT_DISABLED');
    request.access = () => Promise.resolve(access);
  });

  scope.addHook('preHandler', async (request) => {
    const claimed = claimedUserId(request);
    if (claimed !== undefined && claimed !== request.principal.subject) {
      throw problem('USER_MISMATCH');
    }
  });
}

async function loadAccess(
  db: Database,
  principal: Principal,
  adminSubjects: readonly string[],
): Promise<UserAccess> {
  const known = await findUserAccess(db, principal.subject);
  if (known) return known;
  await provisionUser(
    db,
    {
      accountId: principal.subject,
      displayName: principal.name ?? principal.email ?? principal.subject,
      email: principal.email,
    },
    isConfiguredAdmin(adminSubjects, principal),
  );
  const provisioned = await findUserAccess(db, principal.subject);
  if (!provisioned) throw problem('UNKNOWN_USER');
  return provisioned;
}
