import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testDatabaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 21 §3: the sign-in pages' per-address limit (20 posts a minute) is counted in the
 * database, so that two API processes do not allow 40.
 */
describe.each(testDatabaseKinds())('the per-address limit of the sign-in pages on %s', (kind) => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // A second process on the same database.
    other = await buildApp({ config: t.config, database: t.handle, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  const post = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/idp/password/forgot',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '203.0.113.7',
      payload: 'login=personne',
    });

  it('is one count over both processes', async () => {
    for (let n = 0; n < 20; n++) {
      const response = await post(n % 2 === 0 ? t.app : other);
      expect(response.statusCode, `post ${n + 1}`).toBe(200);
    }
    const refused = await post(t.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatch(
      /Trop de tentatives de connexion\. Veuillez réessayer dans \d+ secondes/,
    );
    expect((await post(other)).statusCode).toBe(429);
  });
});
