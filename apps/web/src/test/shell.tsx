import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { RightFlags } from '@prisme/domain';
import { App } from '../app/App';
import { createStartDeps } from '../app/start/start-deps';
import type { AuthSession } from '../features/auth';
import { apiErrorBody, json } from './render';

export const ALL_RIGHTS: RightFlags = {
  transparency: true,
  simulation: true,
  solvency: true,
  esg: true,
  risk: true,
};

const config = {
  productSlug: 'prisme',
  toolsSlug: 'tools',
  auth: {
    mode: 'embedded',
    authority: 'http://localhost:8080/idp',
    clientId: 'prisme-web',
    scope: 'openid',
  },
};

export type Handler = (url: URL, init?: RequestInit) => Response | undefined;

/** No saved perimeter yet, and a save answers what it was given: a new user's server. */
const noSavedPerimeter: Handler = (url, init) => {
  if (url.pathname !== '/api/prisme/perimeter') return undefined;
  if (init?.method !== 'PUT') return json(null);
  const { userID: _userID, ...saved } = JSON.parse(String(init.body)) as Record<string, unknown>;
  return json(saved);
};

/**
 * The server as the shell sees it: config, admin flag, member flags, then the
 * handlers of the test (e.g. the roles), then no saved perimeter; anything else is a
 * 404. A userID, in the query or the body, must be the signed-in user's (as the server's).
 */
export function mockServer(flags: RightFlags, isAdmin: boolean, handlers: Handler[] = []) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/app-config.json') return json(config);
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as { userID?: string }) : {};
    if ((url.searchParams.get('userID') ?? body.userID ?? 'u1') !== 'u1')
      return json(apiErrorBody(403, 'USER_MISMATCH'), 403);
    if (url.pathname === '/api/prisme/admin') return json(isAdmin);
    const member = /^\/api\/prisme\/(\w+)-member$/.exec(url.pathname)?.[1] as
      keyof RightFlags | undefined;
    if (member && member in flags) return json(flags[member]);
    for (const handler of [...handlers, noSavedPerimeter]) {
      const answer = handler(url, init);
      if (answer) return answer;
    }
    return json(apiErrorBody(404, 'NOT_FOUND'), 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The real start sequence, except the OIDC redirect: jsdom has no identity provider. */
export function renderApp() {
  const session: AuthSession = {
    user: { sub: 'u1', displayName: 'Ana Lyste' },
    getAccessToken: async () => 'token-u1',
    logout: vi.fn(async () => {}),
  };
  const deps = createStartDeps();
  deps.signIn = async () => ({ kind: 'signed-in', session });
  render(<App deps={deps} />);
  return session;
}
