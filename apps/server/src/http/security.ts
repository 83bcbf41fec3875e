import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Security headers and the content security policy. Scripts only from our origin (no
 * inline script anywhere); inline styles are allowed because MUI/emotion, AG Grid and
 * ECharts inject them (docs/decisions/server/0012-content-security-policy.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const externalAuthority =
    config.auth.mode === 'external' ? [new URL(config.auth.issuer).origin] : [];
  // The web app reads a SharePoint collaboration site directly, with the site's token.
  const collabSite =
    config.collab.source === 'sharepoint' ? [new URL(config.collab.siteUrl).origin] : [];
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // News logos may be given by the URL of any https site.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...externalAuthority, ...collabSite],
        frameSrc: ["'self'", ...externalAuthority],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...externalAuthority],
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Strict-Transport-Security only makes sense when served over TLS.
    strictTransportSecurity: https ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
}
