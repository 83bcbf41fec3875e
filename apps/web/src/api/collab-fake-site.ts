// Test support only (imported by *.test.ts[x]): the collaboration site behind a fake fetch.
import { BUILTIN_SITE_PATH, type CollabToken } from '@prisme/domain';
import { json } from '../test/render';
import type { Answer, Route } from '../test/fake-server';

export const BUILTIN_TOKEN: CollabToken = {
  data: 'tok-1',
  siteUrl: BUILTIN_SITE_PATH,
  source: 'builtin',
  expiresAt: null,
};

/** The list title a site URL reads, e.g. "Actualités", or undefined for another path. */
export function listTitleOf(url: URL): string | undefined {
  const match = /\/_api\/lists\/getbytitle\('((?:[^']|'')*)'\)\/items$/.exec(
    decodeURIComponent(url.pathname),
  );
  return match?.[1]?.replace(/''/g, "'");
}

/**
 * The token route and the lists of a site at `token.siteUrl`:
 * `lists[title]` answers a read of that list (an array becomes `{ d: { results } }`).
 */
export function collabSite(
  lists: Record<string, (url: URL) => Answer | unknown[]>,
  token: CollabToken | (() => Answer) = BUILTIN_TOKEN,
): Route[] {
  const siteUrl = typeof token === 'function' ? BUILTIN_SITE_PATH : token.siteUrl;
  const site = new URL(siteUrl, 'http://localhost');
  return [
    (url) => {
      if (url.pathname !== '/api/tools/token') return undefined;
      return typeof token === 'function' ? token() : json(token);
    },
    (url) => {
      if (url.origin !== site.origin || !url.pathname.startsWith(site.pathname)) return undefined;
      const title = listTitleOf(url);
      const answer = title === undefined ? undefined : lists[title]?.(url);
      if (answer === undefined) return undefined;
      return Array.isArray(answer) ? json({ d: { results: answer } }) : (answer as Answer);
    },
  ];
}
