import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/databases';

describe.each(testDatabaseKinds())('rights endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function answers(login: string) {
    const token = await t.tokenFor(login);
    const out: Record<string, unknown> = {};
    for (const endpoint of [
      'admin',
      'transparency-member',
      'simulation-member',
      'solvency-member',
      'esg-member',
      'risk-member',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/prisme/${endpoint}?userID=${await t.accountIdOf(login)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      out[endpoint] = response.json();
    }
    return out;
  }

  it("answers lecteur's rights: transparency only", async () => {
    expect(await answers('lecteur')).toEqual({
      admin: false,
      'transparency-member': true,
      'simulation-member': false,
      'solvency-member': false,
      'esg-member': false,
      'risk-member': false,
    });
  });

  it('answers every right for analyste, who is not admin', async () => {
    expect(await answers('analyste')).toEqual({
      admin: false,
      'transparency-member': true,
      'simulation-member': true,
      'solvency-member': true,
      'esg-member': true,
      'risk-member': true,
    });
  });

  it('lets the admin flag grant every right', async () => {
    const rights = await answers('admin');
    expect(Object.values(rights).every((v) => v === true)).toBe(true);
  });

  it('rejects a malformed userID with a French 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/prisme/admin?userID=',
      headers: { authorization: `Bearer ${await t.tokenFor('lecteur')}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect(response.json().message).toMatch(/La requête est invalide/);
  });
});
