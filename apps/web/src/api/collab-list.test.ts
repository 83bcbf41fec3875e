import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  INTEGRATION_LIST_SELECT,
  NEWS_LIST_SELECT,
  integrationListItemSchema,
  messages,
  newsListItemSchema,
} from '@prisme/domain';
import { configureApi } from './client';
import { odataString } from '../lib/odata-query';
import { collabListUrl, readCollabList } from './collab-list';
import { tokenFreshFor } from './collab-token';
import { collabSite, listTitleOf } from './collab-fake-site';
import { fakeServer } from '../test/fake-server';
import { connectTestApi, json } from '../test/render';

const news = (Id: number) => ({
  Id,
  Title: `Actualité ${Id}`,
  Logo: { Url: '/api/news/logos/a.png', Description: null },
  DatePublication: '2025-03-12T00:00:00Z',
  LienPdf: null,
  LienSource: { Url: 'https://www.eiopa.europa.eu' },
  Introduction: 'Texte',
});

const NEWS_READ = { select: NEWS_LIST_SELECT, orderBy: 'Id desc' };

describe('collabListUrl', () => {
  it('builds the SharePoint REST read with its OData options', () => {
    const url = collabListUrl('https://contoso.sharepoint.com/sites/prisme/', 'Intégration', {
      select: ['Id', 'Title'],
      filter: `RoleName eq ${odataString("Client.O'Neil")} or RoleName eq null`,
      top: 10000,
      orderBy: 'Created desc',
    });
    expect(url).toBe(
      "https://contoso.sharepoint.com/sites/prisme/_api/lists/getbytitle('Int%C3%A9gration')/items" +
        "?$select=Id,Title&$filter=RoleName%20eq%20'Client.O''Neil'%20or%20RoleName%20eq%20null" +
        '&$top=10000&$orderby=Created%20desc',
    );
    expect(listTitleOf(new URL(url))).toBe('Intégration');
  });
});

describe('tokenFreshFor', () => {
  const now = Date.parse('2025-03-12T12:00:00Z');
  const token = (expiresAt: string | null) => ({
    data: 't',
    siteUrl: 's',
    source: 'sharepoint' as const,
    expiresAt,
  });
  it('keeps a token until a minute before it expires, the caller’s own one until refused', () => {
    expect(tokenFreshFor(undefined, now)).toBe(0);
    expect(tokenFreshFor(token(null), now)).toBe(Infinity);
    expect(tokenFreshFor(token('2025-03-12T12:10:00Z'), now)).toBe(9 * 60_000);
    expect(tokenFreshFor(token('2025-03-12T12:00:30Z'), now)).toBe(0);
  });
});

describe('readCollabList', () => {
  let client: QueryClient;
  beforeEach(() => {
    connectTestApi();
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi(undefined);
    client.clear();
  });

  it('asks the token with the tools slug, then reads the built-in site with it', async () => {
    const fetchMock = fakeServer(collabSite({ Actualités: () => [news(2), news(1)] }));
    const items = await readCollabList(client, 'Actualités', NEWS_READ, newsListItemSchema);
    expect(items.map((item) => item.Id)).toEqual([2, 1]);
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls[0]).toBe('/api/tools/token?tokenType=sharepoint&userID=u1');
    expect(urls[1]).toBe(
      "/api/collab/_api/lists/getbytitle('Actualit%C3%A9s')/items" +
        '?$select=Id,Title,Logo,DatePublication,LienPdf,LienSource,Introduction&$orderby=Id%20desc',
    );
    const headers = fetchMock.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(headers).toEqual({
      Accept: 'application/json;odata=verbose',
      Authorization: 'Bearer tok-1',
    });
    // A second read reuses the token.
    await readCollabList(client, 'Actualités', NEWS_READ, newsListItemSchema);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reads a SharePoint site of another origin with the site token, not the API one', async () => {
    const token = {
      data: 'sp-token',
      siteUrl: 'https://contoso.sharepoint.com/sites/prisme',
      source: 'sharepoint' as const,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const fetchMock = fakeServer(
      collabSite(
        {
          Intégration: () => [
            {
              Id: 1,
              Title: 'f.csv',
              Categorie: 'Inventaire',
              Etat: 'Intégré',
              Expediteur: 'A',
              Created: '2025-03-12T10:00:00Z',
              NombreLignes: 3,
              RoleName: 'Client.A',
            },
          ],
        },
        token,
      ),
    );
    const items = await readCollabList(
      client,
      'Intégration',
      { select: INTEGRATION_LIST_SELECT, top: 10000 },
      integrationListItemSchema,
    );
    // The SharePoint list may not carry the error count: the schema's default fills it.
    expect(items[0]).toMatchObject({ Title: 'f.csv', NombreErreurs: 0 });
    const [input, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(input)).toMatch(/^https:\/\/contoso\.sharepoint\.com\/sites\/prisme\/_api\//);
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer sp-token');
  });

  it('asks a new token when the cached one is about to expire', async () => {
    let calls = 0;
    const fetchMock = fakeServer(
      collabSite({ Actualités: () => [] }, () => {
        calls += 1;
        return json({
          data: `t${calls}`,
          siteUrl: '/api/collab',
          source: 'sharepoint',
          expiresAt: new Date(Date.now() + 30_000).toISOString(),
        });
      }),
    );
    await readCollabList(client, 'Actualités', NEWS_READ, newsListItemSchema);
    await readCollabList(client, 'Actualités', NEWS_READ, newsListItemSchema);
    expect(calls).toBe(2);
    const auth = fetchMock.mock.calls.at(-1)![1]!.headers as Record<string, string>;
    expect(auth.Authorization).toBe('Bearer t2');
  });

  it('renews a token the site refuses, once', async () => {
    let tokens = 0;
    let reads = 0;
    fakeServer(
      collabSite(
        { Actualités: () => (++reads === 1 ? json({ error: 'expired' }, 401) : [news(1)]) },
        () =>
          json({
            data: `t${++tokens}`,
            siteUrl: '/api/collab',
            source: 'builtin',
            expiresAt: null,
          }),
      ),
    );
    const items = await readCollabList(client, 'Actualités', NEWS_READ, newsListItemSchema);
    expect(items).toHaveLength(1);
    expect([tokens, reads]).toEqual([2, 2]);
  });

  it('fails with a French ApiError on a refused read or an answer of the wrong shape', async () => {
    fakeServer(collabSite({ Actualités: () => json({ value: [] }) }));
    await expect(
      readCollabList(client, 'Actualités', NEWS_READ, newsListItemSchema),
    ).rejects.toMatchObject({ code: 'INVALID_ANSWER', message: messages.generic.unexpected });
    vi.unstubAllGlobals();
    fakeServer(collabSite({ Actualités: () => json({ error: 'boom' }, 500) }));
    await expect(
      readCollabList(client, 'Actualités', NEWS_READ, newsListItemSchema),
    ).rejects.toMatchObject({ status: 500 });
  });

  it('fails when the token cannot be had', async () => {
    fakeServer(
      collabSite({}, () =>
        json({ statusCode: 403, code: 'FORBIDDEN', error: 'x', message: '' }, 403),
      ),
    );
    await expect(
      readCollabList(client, 'Actualités', NEWS_READ, newsListItemSchema),
    ).rejects.toMatchObject({ status: 403 });
  });
});
