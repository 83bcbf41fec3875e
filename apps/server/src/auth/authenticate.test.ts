import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  foreignKey,
  signToken,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../test/test-app';
import { testDatabaseKinds } from '../test/databases';

describe.each(testDatabaseKinds())('bearer tokens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers 401 without a token on every API route but health and docs', async () => {
    for (const url of ['/api/prisme/admin', '/api/prisme/solvency-member', '/api/no/such/route']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Authentification requise.',
      });
    }
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/docs/json')).statusCode).toBe(200);
  });

  it('answers 401 for a token signed by another key', async () => {
    const forged = await signToken(await foreignKey(), {
      subject: await t.accountIdOf('admin'),
      issuer: `${TEST_PUBLIC_URL}/idp`,
      audience: `${TEST_PUBLIC_URL}/api`,
      expiresIn: '5m',
    });
    const response = await get('/api/prisme/admin', forged);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });

  it('answers 401 for an expired token and for another audience', async () => {
    expect(
      (await get('/api/prisme/admin', await t.tokenFor('admin', { expiresIn: '-1m' }))).statusCode,
    ).toBe(401);
    const otherAudience = await t.tokenFor('admin', { audience: 'https://elsewhere/api' });
    expect((await get('/api/prisme/admin', otherAudience)).statusCode).toBe(401);
    expect((await get('/api/prisme/admin', 'not-a-jwt')).statusCode).toBe(401);
  });

  it("answers 403 when userID is not the caller's, whatever the route", async () => {
    const token = await t.tokenFor('analyste');
    const other = await t.accountIdOf('admin');
    const response = await get(`/api/prisme/solvency-member?userID=${other}`, token);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('USER_MISMATCH');
    const own = await t.accountIdOf('analyste');
    expect((await get(`/api/prisme/solvency-member?userID=${own}`, token)).statusCode).toBe(200);
  });

  it('answers 404 in French for an unknown route once signed in', async () => {
    const response = await get('/api/no/such/route', await t.tokenFor('analyste'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Ressource introuvable.');
  });
});
