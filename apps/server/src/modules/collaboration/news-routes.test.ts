import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEWS_LOGO_MAX_BYTES,
  newsListItemSchema,
  newsSchema,
  spListEnvelope,
} from '@prisme/domain';
import { testDatabaseKinds } from '../../test/databases';
import { multipartBody } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { imageTypeOf } from './news-service';
import { NEWS_ITEMS } from './test-support';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const input = (over: Record<string, unknown> = {}) => ({
  title: 'EIOPA : rapport sur la stabilité financière',
  logoUrl: null,
  publishedOn: '2026-11-20',
  pdfUrl: 'https://www.eiopa.europa.eu/rapport.pdf',
  sourceUrl: 'https://www.eiopa.europa.eu/',
  intro: 'Le rapport semestriel de l’EIOPA.',
  ...over,
});

describe('imageTypeOf', () => {
  it('reads the type from the magic bytes', () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a……'))).toBe('image/gif');
    expect(imageTypeOf(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeUndefined();
    expect(imageTypeOf(Buffer.alloc(0))).toBeUndefined();
  });
});

/** Admin management of the built-in news and their logos. */
describe.each(testDatabaseKinds())('News on %s', (kind) => {
  let t: TestApp;
  let call: TestApp['call'];
  const upload = async (login: string, content: Buffer, type = 'image/png') => {
    const body = multipartBody({}, { name: 'logo.png', content, type });
    return call(login, 'POST', '/api/news/logos', body.payload, body.headers);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = t.call;
  });
  afterAll(() => t.close());

  it('creates, lists (descending id), changes and deletes as an administrator', async () => {
    const first = await call('admin', 'POST', '/api/news', input());
    expect(first.statusCode, first.body).toBe(201);
    const created = newsSchema.parse(first.json());
    expect(created).toMatchObject(input());
    const second = newsSchema.parse(
      (await call('admin', 'POST', '/api/news', input({ title: 'Prisme 1.2' }))).json(),
    );
    const listed = (await call('admin', 'GET', '/api/news')).json() as { id: number }[];
    expect(listed.map((n) => n.id)).toEqual([second.id, created.id]);

    const changed = await call(
      'admin',
      'PUT',
      `/api/news/${created.id}`,
      input({ title: 'Titre corrigé', pdfUrl: null }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: created.id, title: 'Titre corrigé', pdfUrl: null });

    const removed = await call('admin', 'DELETE', `/api/news/${second.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const again = await call('admin', 'DELETE', `/api/news/${second.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Cette actualité n’existe pas.',
    });
    const missing = await call('admin', 'PUT', '/api/news/999999', input());
    expect(missing.statusCode).toBe(404);
  });

  it('shows a created item in the Actualités list, with its creator as Author', async () => {
    await call('admin', 'POST', '/api/news', input({ title: 'Visible' }));
    const answer = (
      await call(
        'lecteur',
        'GET',
        `${NEWS_ITEMS}?$select=Id,Title,Logo,DatePublication,LienPdf,LienSource,Introduction,Author/Title&$expand=Author`,
      )
    ).json();
    const [item] = spListEnvelope(newsListItemSchema).parse(answer).d.results;
    expect(item).toMatchObject({
      Title: 'Visible',
      DatePublication: '2026-11-20T00:00:00Z',
      LienSource: { Url: 'https://www.eiopa.europa.eu/' },
    });
    expect((answer as { d: { results: { Author: unknown }[] } }).d.results[0]!.Author).toEqual({
      Title: 'Administrateur Prisme',
    });
  });

  it('refuses every news route to a non-administrator (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/news'],
      ['POST', '/api/news'],
      ['PUT', '/api/news/1'],
      ['DELETE', '/api/news/1'],
    ] as const) {
      const response = await call('analyste', method, url, input());
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await upload('analyste', PNG)).statusCode).toBe(403);
    expect((await call('anonymous', 'GET', '/api/news')).statusCode).toBe(401);
  });

  it.each([
    [{ title: '  ' }, 'Le titre est obligatoire.'],
    [{ logoUrl: 'javascript:alert(1)' }, 'Adresse invalide'],
    [{ publishedOn: '20/11/2026' }, 'publishedOn'],
    [{ intro: 42 }, 'intro'],
  ])('refuses %o in French (400)', async (over, message) => {
    const response = await call('admin', 'POST', '/api/news', input(over));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(response.json().message).toContain(message);
  });

  it('refuses a malformed id (400)', async () => {
    const response = await call('admin', 'PUT', '/api/news/abc', input());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('La requête est invalide');
  });

  it('stores a logo and serves it without a token, with its type, nosniff and a long cache', async () => {
    const response = await upload('admin', PNG, 'application/octet-stream');
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/^\/api\/collab\/logos\/[0-9a-f-]{36}$/);
    const logo = await t.app.inject({ url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['cache-control']).toContain('max-age=31536000');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    // The URL is accepted as a news logo.
    const item = await call('admin', 'POST', '/api/news', input({ logoUrl: url }));
    expect(item.statusCode, item.body).toBe(201);
  });

  it('refuses a file whose bytes are not an image, whatever it declares', async () => {
    const response = await upload('admin', Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(response.json().message).toContain('n’est pas une image PNG, JPEG, WebP ou GIF');
  });

  it('refuses a logo over the size limit (413) and a request without file (400)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(NEWS_LOGO_MAX_BYTES)]);
    const tooLarge = await upload('admin', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const none = await call('admin', 'POST', '/api/news/logos', '{}', {
      'content-type': 'application/json',
    });
    expect(none.statusCode).toBe(400);
  });

  it('answers 404 for an unknown logo and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({
      url: '/api/collab/logos/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.app.inject({ url: '/api/collab/logos/x' })).statusCode).toBe(400);
  });
});
