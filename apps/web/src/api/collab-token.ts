import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { COLLAB_TOKEN_TYPE, collabTokenSchema, type CollabToken } from '@prisme/domain';
import { apiRequest, toolsPath } from './client';
import { collabKeys } from './collab-keys';

/** A site token is asked for again this long before it stops working. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

/**
 * How long a token stays usable for a new call: until `expiresAt` less the margin. A null
 * `expiresAt` is the caller's own token (built-in source): kept until the site refuses it.
 */
export function tokenFreshFor(token: CollabToken | undefined, now = Date.now()): number {
  if (!token) return 0;
  if (token.expiresAt === null) return Infinity;
  const expires = Date.parse(token.expiresAt);
  if (Number.isNaN(expires)) return 0;
  return Math.max(0, expires - TOKEN_REFRESH_MARGIN_MS - now);
}

/** GET /api/{tools}/token?tokenType=sharepoint&userID=… (spec §7, collaboration site). */
export async function getCollabToken(signal?: AbortSignal): Promise<CollabToken> {
  return apiRequest(toolsPath('token'), {
    query: { tokenType: COLLAB_TOKEN_TYPE },
    withUserId: true,
    schema: collabTokenSchema,
    signal,
  });
}

export const collabTokenQueryOptions = () =>
  queryOptions({
    queryKey: collabKeys.token,
    queryFn: ({ signal }) => getCollabToken(signal),
    // Stale a minute before it expires: the next read of the site asks for a new one.
    staleTime: (query) => tokenFreshFor(query.state.data),
  });

/**
 * The site token for a call: the cached one while fresh, else a new one. `renew` asks for
 * a new one whatever the cache says (the site refused the cached one).
 */
export function ensureCollabToken(client: QueryClient, renew = false): Promise<CollabToken> {
  const options = collabTokenQueryOptions();
  return client.fetchQuery(renew ? { ...options, staleTime: 0 } : options);
}
