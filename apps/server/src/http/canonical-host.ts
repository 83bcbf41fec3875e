import type { FastifyInstance } from 'fastify';

/**
 * The browser must use the portal's public address (PUBLIC_URL): the embedded sign-in's
 * issuer, its cookies and the redirect URI are that origin's. Opened under another name
 * (http://127.0.0.1:8080, the machine's name), sign-in failed with « Le service
 * d'authentification est injoignable » (issue 14). A page or sign-in request under
 * another host name is sent to the same path at PUBLIC_URL; the API answers under any
 * name (health checks, scripts), its tokens say who may call.
 */
export function redirectToPublicHost(app: FastifyInstance, publicUrl: string): void {
  const canonical = new URL(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.url === '/api' || request.url.startsWith('/api/')) return;
    const host = request.hostname.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    if (!host || host === canonical.hostname.replace(/^\[|\]$/g, '')) return;
    return reply.redirect(new URL(request.url, canonical).toString(), 302);
  });
}
