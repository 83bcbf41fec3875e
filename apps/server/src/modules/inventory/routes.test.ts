import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';

describe.each(testDatabaseKinds())('client roles on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, login: string) => t.call(login, 'GET', url);

  it("answers a user's own roles", async () => {
    const response = await get('/api/inventory/rolenames', 'lecteur');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { code: 'Client.DEMO2', name: 'Prévoyance Solidaire de l’Ouest' },
    ]);
  });

  it('answers every role to an admin and 403 to anyone else', async () => {
    const admin = await get('/api/inventory/all-rolenames', 'admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().map((r: { code: string }) => r.code)).toEqual([
      'Client.DEMO1',
      'Client.DEMO2',
      'FDLCCP',
    ]);
    const analyst = await get('/api/inventory/all-rolenames', 'analyste');
    expect(analyst.statusCode).toBe(403);
    expect(analyst.json().code).toBe('FORBIDDEN');
  });
});
