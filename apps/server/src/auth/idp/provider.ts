import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { databaseAdapterFactory } from './adapter';
import type { IdpKeys } from './keys';
import { messagePage, signOutPage } from './pages';

export interface EmbeddedIdpOptions {
  issuer: string;
  publicUrl: string;
  clientId: string;
  /** Resource (audience) of the API's access tokens. */
  audience: string;
  keys: IdpKeys;
  db: Database;
}

export const API_RESOURCE_SCOPE = 'api';
const OIDC_SCOPES = 'openid profile email';

/**
 * The embedded identity provider: authorization code + PKCE for the portal, a JWT access
 * token for the API audience, refresh tokens for silent renewal, storage in the database.
 * Consent is implicit: the portal is the provider's only, first-party client.
 */
export function createEmbeddedProvider(opts: EmbeddedIdpOptions): Provider {
  const { db, audience } = opts;
  const configuration: Configuration = {
    adapter: databaseAdapterFactory(db),
    clients: [
      {
        client_id: opts.clientId,
        client_name: 'Prisme',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${opts.publicUrl}/`],
        post_logout_redirect_uris: [`${opts.publicUrl}/`],
      },
    ],
    jwks: { keys: opts.keys.signing as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: opts.keys.cookie },
    claims: { openid: ['sub'], profile: ['name'], email: ['email'] },
    scopes: ['openid', 'profile', 'email'],
    pkce: { required: () => true },
    findAccount: async (_ctx, sub) => {
      const [user] = await db.select().from(users).where(eq(users.accountId, sub));
      // A disabled account is unknown to the provider: its refresh token no longer renews.
      if (!user || user.disabledAt) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, name: user.displayName, email: user.email ?? undefined }),
      };
    },
    interactions: { url: async (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // Sign-out revokes the refresh token (issue 20 §5); a client revokes only its own.
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = signOutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('Déconnexion', 'Vous êtes déconnecté de Prisme.');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => audience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_RESOURCE_SCOPE,
            audience,
            accessTokenTTL: 60 * 60,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // The portal's only client is first-party: the grant is given without a consent page.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { session, client, provider } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addResourceScope(audience, API_RESOURCE_SCOPE);
      await grant.save();
      return grant;
    },
    // Refresh tokens without offline_access: the portal renews its token silently.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Connexion impossible',
        `La demande de connexion n'a pas pu aboutir (${out.error}). Veuillez recommencer depuis Prisme.`,
      );
    },
  };
  const provider = new Provider(opts.issuer, configuration);
  // Behind a TLS-terminating proxy, trust X-Forwarded-Proto for the issuer's scheme.
  provider.proxy = opts.publicUrl.startsWith('https:');
  return provider;
}
