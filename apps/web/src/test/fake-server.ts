import { vi } from 'vitest';
import { json } from './render';

/** One answer of the fake server: a Response, or a promise of one to settle by hand. */
export type Answer = Response | Promise<Response>;
export type Route = (url: URL, init: RequestInit | undefined) => Answer | undefined;

/** "POST /api/inventory/computation" → a route answering that method and path only. */
export function on(
  method: string,
  path: string | RegExp,
  answer: (url: URL, init?: RequestInit) => Answer,
): Route {
  return (url, init) => {
    const matches = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
    return matches && (init?.method ?? 'GET') === method ? answer(url, init) : undefined;
  };
}

/** A fetch stand-in: the first route that answers wins; anything else is a 404. */
export function fakeServer(routes: Route[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    for (const route of routes) {
      const answer = route(url, init);
      if (answer) return answer;
    }
    return json({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: '' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests made to a path, with their parsed JSON bodies. */
export function requestsTo(fetchMock: ReturnType<typeof fakeServer>, method: string, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === path && (init?.method ?? 'GET') === method)
    .map(({ url, init }) => ({
      url,
      body:
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : undefined,
    }));
}

/** A promise settled by the test: to hold an answer while the page shows its progress. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
