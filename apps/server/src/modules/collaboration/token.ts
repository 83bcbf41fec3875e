import type { FastifyBaseLogger } from 'fastify';
import { BUILTIN_SITE_PATH, type CollabToken } from '@prisme/domain';
import type { CollabConfig } from '../../config';
import { createSharePointTokenClient } from './sharepoint-token';

export interface CollabTokenService {
  /** The token and root of the collaboration site, for a caller holding `callerToken`. */
  siteToken(callerToken: string): Promise<CollabToken>;
}

/**
 * GET /api/{tools}/token?tokenType=sharepoint. The built-in site is Prisme's own API:
 * the caller's bearer token already opens it (same audience, no new secret). SharePoint
 * is opened by the app registration's token, obtained and cached by the server.
 */
export function createCollabTokenService(
  config: CollabConfig,
  log: FastifyBaseLogger,
): CollabTokenService {
  if (config.source === 'builtin') {
    return {
      siteToken: async (callerToken) => ({
        data: callerToken,
        siteUrl: BUILTIN_SITE_PATH,
        source: 'builtin',
        expiresAt: null,
      }),
    };
  }
  const client = createSharePointTokenClient(config, { log });
  return {
    async siteToken() {
      const token = await client.token();
      return {
        data: token.accessToken,
        siteUrl: config.siteUrl,
        source: 'sharepoint',
        expiresAt: token.expiresAt.toISOString(),
      };
    },
  };
}
