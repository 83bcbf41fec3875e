import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';

/**
 * A browser stand-in for inject(): keeps cookies per path and follows the OIDC
 * authorization-code + PKCE flow the way the portal's oidc-client-ts does.
 */
export class BrowserSession {
  private cookies = new Map<string, { value: string; path: string }>();
  readonly verifier = randomBytes(32).toString('base64url');
  readonly challenge = createHash('sha256').update(this.verifier).digest('base64url');

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string,
  ) {}

  /** The same browser (cookies and all) talking to another server instance. */
  on(app: FastifyInstance): BrowserSession {
    const moved = new BrowserSession(app, this.origin);
    moved.cookies = this.cookies;
    return moved;
  }

  private cookieHeader(url: string) {
    const path = new URL(url, this.origin).pathname;
    return [...this.cookies.entries()]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  private keep(response: LightMyRequestResponse) {
    for (const c of response.cookies as {
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, { value: c.value, path: c.path ?? '/' });
    }
    return response;
  }

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    const target = new URL(url, this.origin);
    const response = await this.app.inject({
      method,
      url: target.pathname + target.search,
      headers: {
        cookie: this.cookieHeader(url),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    return this.keep(response);
  }

  /** Follows redirects within the origin; stops at the portal's redirect URI. */
  async follow(response: LightMyRequestResponse) {
    let current = response;
    for (let hops = 0; hops < 10 && current.statusCode >= 300 && current.statusCode < 400; hops++) {
      const location = current.headers.location as string;
      const next = new URL(location, this.origin);
      if (next.pathname === '/' && next.searchParams.has('code'))
        return { callback: next, response: current };
      current = await this.request('GET', next.toString());
    }
    return { callback: undefined, response: current };
  }

  authorizeUrl(clientId: string) {
    const params = new URLSearchParams({
      client_id: clientId,
      redirect_uri: `${this.origin}/`,
      response_type: 'code',
      scope: 'openid profile email',
      state: randomBytes(8).toString('hex'),
      code_challenge: this.challenge,
      code_challenge_method: 'S256',
    });
    return `/idp/auth?${params}`;
  }

  async exchangeCode(clientId: string, code: string) {
    const response = await this.app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: clientId,
        code,
        redirect_uri: `${this.origin}/`,
        code_verifier: this.verifier,
      }).toString(),
    });
    return response;
  }
}
