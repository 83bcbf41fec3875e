import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { FIXTURE_PERIMETER } from '../test/fixtures/look-through';
import { multipartBody } from '../test/multipart';
import { createTestApp, type TestApp } from '../test/test-app';

const NUL = 'a\u0000b';
const LONE = 'a\uD800b';
const newsItem = (title: string) => ({
  title,
  logoUrl: null,
  publishedOn: '2026-11-20',
  pdfUrl: null,
  sourceUrl: null,
  intro: 'Introduction.',
});

/** Issue 14: a NUL byte or a lone surrogate anywhere gave a 500; now one French 400. */
describe.each(testDatabaseKinds())('text PostgreSQL cannot store, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const expectRefused = (response: { statusCode: number; json(): unknown }, path: string) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining('caractère interdit'),
      details: [{ path }],
    });
  };

  it('is refused in a body, and nothing is written', async () => {
    for (const title of [NUL, LONE]) {
      expectRefused(await t.call('admin', 'POST', '/api/news', newsItem(title)), 'body.title');
    }
    expect(await t.db.select().from(news)).toEqual([]);
    expectRefused(
      await t.call('analyste', 'PUT', '/api/prisme/perimeter', {
        ...FIXTURE_PERIMETER,
        portfolios: ['P', LONE],
      }),
      'body.portfolios[1]',
    );
  });

  it('is refused in a query and in a path parameter', async () => {
    expectRefused(
      await t.call(
        'analyste',
        'GET',
        `/api/inventory/portfolios?rolename=${encodeURIComponent(NUL)}`,
      ),
      'querystring.rolename',
    );
    expectRefused(
      await t.call('analyste', 'GET', `/api/inventory/${encodeURIComponent(NUL)}/summary`),
      'params.perimeterId',
    );
  });

  it('is refused in an upload field and in an uploaded file name', async () => {
    // A lone surrogate has no UTF-8 bytes: a multipart body can carry a NUL only.
    const upload = (fields: Record<string, string>, fileName: string) => {
      const { payload, headers } = multipartBody(fields, { name: fileName, content: 'a;b\n' });
      return t.call('analyste', 'POST', '/api/integration/files', payload, headers);
    };
    const field = await upload({ kind: 'inventory', rolename: NUL }, 'inventaire.csv');
    expect(field.statusCode).toBe(400);
    expect(field.json().message).toContain('caractère interdit');
    const name = await upload({ kind: 'inventory', rolename: 'Client.DEMO1' }, `inv${NUL}.csv`);
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toContain('caractère interdit');
  });
});
