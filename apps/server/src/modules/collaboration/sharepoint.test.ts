import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrors,
  collabTokenSchema,
  INTEGRATION_LIST_SELECT,
  integrationListItemSchema,
  NEWS_LIST_SELECT,
  newsListItemSchema,
  spListEnvelope,
} from '@prisme/domain';
import { buildApp } from '../../app';
import type { CollabConfig } from '../../config';
import { testDatabaseKinds } from '../../test/databases';
import {
  DOUBLE_CLIENT_SECRET,
  startSharePointDouble,
  type SharePointDouble,
} from '../../test/sharepoint-double';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { createSharePointTokenClient } from './sharepoint-token';

const TOKEN_ROUTE = '/api/tools/token?tokenType=sharepoint';

const silentLog = {
  error: () => undefined,
} as unknown as FastifyBaseLogger;

/** The SharePoint source, against a local double of the site and its token endpoint. */
describe.each(testDatabaseKinds())('SharePoint collaboration site on %s', (kind) => {
  let double: SharePointDouble;
  let t: TestApp;
  let app: FastifyInstance;
  const tokenAnswer = async (login = 'analyste') =>
    app.inject({
      url: TOKEN_ROUTE,
      headers: { authorization: `Bearer ${await t.tokenFor(login)}` },
    });

  beforeAll(async () => {
    double = await startSharePointDouble();
    t = await createTestApp(kind);
    // A second app on the same database, configured for the SharePoint source.
    app = await buildApp({ config: testConfig(double.env), database: t.handle, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    await double.close();
  });

  it('answers a coded 502 in French when the token endpoint fails, and caches no failure', async () => {
    double.failTokens(503);
    const response = await tokenAnswer();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'COLLAB_SITE_UNAVAILABLE',
      message: apiErrors.COLLAB_SITE_UNAVAILABLE.message,
    });
    expect(response.json().message).toContain('Le site collaboratif est indisponible');
    double.failTokens(undefined);
  });

  it('obtains the site token with the client credentials and caches it', async () => {
    const before = double.tokenRequests.length;
    const started = Date.now();
    const first = await tokenAnswer();
    expect(first.statusCode, first.body).toBe(200);
    const token = collabTokenSchema.parse(first.json());
    expect(token).toMatchObject({ siteUrl: double.siteUrl, source: 'sharepoint' });
    expect(token.data).toMatch(/^sp-/);
    const expiresIn = Date.parse(token.expiresAt!) - started;
    expect(expiresIn).toBeGreaterThan(3_590_000);
    expect(expiresIn).toBeLessThan(3_610_000);
    expect(Object.fromEntries(double.tokenRequests.at(-1)!)).toEqual({
      grant_type: 'client_credentials',
      client_id: double.clientId,
      client_secret: DOUBLE_CLIENT_SECRET,
      scope: `${double.origin}/.default`,
    });

    const second = collabTokenSchema.parse((await tokenAnswer('lecteur')).json());
    expect(second.data).toBe(token.data);
    expect(double.tokenRequests.length).toBe(before + 1);
  });

  it('opens its origin to the browser (CSP connect-src) and allows https logos', async () => {
    const response = await tokenAnswer();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`connect-src 'self' ${double.origin}`);
    expect(csp).toMatch(/img-src [^;]*https:/);
  });

  it('contract: the lists read with the obtained token parse with the domain schemas', async () => {
    const { data, siteUrl } = collabTokenSchema.parse((await tokenAnswer()).json());
    const headers = { authorization: `Bearer ${data}`, accept: 'application/json;odata=verbose' };
    const newsUrl = new URL(`${siteUrl}/_api/lists/getbytitle('Actualités')/items`);
    newsUrl.searchParams.set('$select', NEWS_LIST_SELECT.join(','));
    const newsAnswer = await fetch(newsUrl, { headers });
    expect(newsAnswer.status).toBe(200);
    const news = spListEnvelope(newsListItemSchema).parse(await newsAnswer.json());
    expect(news.d.results.map((item) => item.Id)).toEqual([2, 1]);

    const filesUrl = new URL(`${siteUrl}/_api/lists/getbytitle('Intégration')/items`);
    filesUrl.searchParams.set('$select', INTEGRATION_LIST_SELECT.join(','));
    filesUrl.searchParams.set('$filter', "RoleName eq 'Client.DEMO1'");
    filesUrl.searchParams.set('$top', '10000');
    const files = spListEnvelope(integrationListItemSchema).parse(
      await (await fetch(filesUrl, { headers })).json(),
    );
    expect(files.d.results.map((item) => item.RoleName)).toEqual(['Client.DEMO1']);

    const refused = await fetch(newsUrl, { headers: { authorization: 'Bearer forged' } });
    expect(refused.status).toBe(401);
  });
});

describe('SharePoint token client', () => {
  let double: SharePointDouble;
  let config: Extract<CollabConfig, { source: 'sharepoint' }>;
  beforeAll(async () => {
    double = await startSharePointDouble({ expiresIn: 120 });
    config = {
      source: 'sharepoint',
      siteUrl: double.siteUrl,
      tokenUrl: double.tokenUrl,
      clientId: double.clientId,
      clientSecret: double.clientSecret,
    };
  });
  afterAll(() => double.close());

  it('keeps a token until 60 s before it expires, then obtains a new one', async () => {
    let now = 1_000_000;
    const client = createSharePointTokenClient(config, { log: silentLog, now: () => now });
    const before = double.tokenRequests.length;
    const first = await client.token();
    expect(first.expiresAt.getTime()).toBe(1_000_000 + 120_000);
    now += 59_000;
    expect((await client.token()).accessToken).toBe(first.accessToken);
    now += 2_000; // 61 s after: within the last minute
    const renewed = await client.token();
    expect(renewed.accessToken).not.toBe(first.accessToken);
    expect(double.tokenRequests.length).toBe(before + 2);
  });

  it('shares one request between concurrent callers', async () => {
    const client = createSharePointTokenClient(config, { log: silentLog });
    const before = double.tokenRequests.length;
    const tokens = await Promise.all([client.token(), client.token(), client.token()]);
    expect(new Set(tokens.map((token) => token.accessToken)).size).toBe(1);
    expect(double.tokenRequests.length).toBe(before + 1);
  });

  it('sends SHAREPOINT_RESOURCE as resource instead of a scope', async () => {
    const resource = '00000003-0000-0ff1-ce00-000000000000/tenant.sharepoint.com@tenant-id';
    await createSharePointTokenClient({ ...config, resource }, { log: silentLog }).token();
    const form = double.tokenRequests.at(-1)!;
    expect(form.get('resource')).toBe(resource);
    expect(form.has('scope')).toBe(false);
  });

  it.each([
    ['a wrong secret', () => ({ ...config, clientSecret: 'faux' })],
    ['an unreachable endpoint', () => ({ ...config, tokenUrl: 'http://127.0.0.1:9/token' })],
  ])('answers COLLAB_SITE_UNAVAILABLE for %s', async (_name, configure) => {
    const client = createSharePointTokenClient(configure(), { log: silentLog });
    await expect(client.token()).rejects.toMatchObject({
      code: 'COLLAB_SITE_UNAVAILABLE',
      statusCode: 502,
    });
  });
});
