import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CollabConfig } from '../../config';
import { problem } from '../../http/errors';

type SharePointConfig = Extract<CollabConfig, { source: 'sharepoint' }>;

export interface SiteToken {
  accessToken: string;
  expiresAt: Date;
}

/** A token is renewed this long before it expires, so that no caller gets one about to die. */
export const TOKEN_RENEWAL_MARGIN_MS = 60_000;
/** How long the token endpoint may take before the call counts as failed. */
const TOKEN_TIMEOUT_MS = 10_000;

/** The token endpoint's answer (Entra ID gives numbers, ACS gives strings). */
const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().positive(),
});

export interface SharePointTokenClient {
  /** The cached site token, or a new one when it is missing or within a minute of expiring. */
  token(): Promise<SiteToken>;
}

/**
 * The SharePoint site's token, obtained with the OAuth2 client-credentials grant of the
 * app registration (form POST to SHAREPOINT_TOKEN_URL) and kept until a minute before it
 * expires. Concurrent callers share one request. A failure is a coded 502; its cause is
 * logged, never sent to the browser.
 */
export function createSharePointTokenClient(
  config: SharePointConfig,
  deps: { log: FastifyBaseLogger; now?: () => number; fetch?: typeof fetch },
): SharePointTokenClient {
  const now = deps.now ?? Date.now;
  const fetchToken = deps.fetch ?? fetch;
  let cached: SiteToken | undefined;
  let pending: Promise<SiteToken> | undefined;

  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: config.clientId,
    client_secret: config.clientSecret,
  });
  if (config.resource) form.set('resource', config.resource);
  else form.set('scope', `${new URL(config.siteUrl).origin}/.default`);

  async function obtain(): Promise<SiteToken> {
    const requested = now();
    let answer: Response;
    try {
      answer = await fetchToken(config.tokenUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
      });
    } catch (error) {
      deps.log.error({ err: error }, 'SharePoint : point de jeton injoignable');
      throw problem('COLLAB_SITE_UNAVAILABLE');
    }
    const body: unknown = await answer.json().catch(() => undefined);
    const parsed = tokenAnswerSchema.safeParse(body);
    if (!answer.ok || !parsed.success) {
      const reason = (body as { error?: unknown } | undefined)?.error;
      deps.log.error(
        { status: answer.status, error: typeof reason === 'string' ? reason : undefined },
        'SharePoint : jeton refusé par le point de jeton',
      );
      throw problem('COLLAB_SITE_UNAVAILABLE');
    }
    return {
      accessToken: parsed.data.access_token,
      expiresAt: new Date(requested + parsed.data.expires_in * 1000),
    };
  }

  return {
    async token() {
      if (cached && cached.expiresAt.getTime() - TOKEN_RENEWAL_MARGIN_MS > now()) return cached;
      pending ??= obtain()
        .then((token) => (cached = token))
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
  };
}
