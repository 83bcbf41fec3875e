import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_INTERRUPTED_REASON } from '@prisme/domain';
import { buildApp } from '../../app';
import { eq } from 'drizzle-orm';
import { jobRecords, users } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { FIXTURE_PERIMETER, insertLookThroughFixture } from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 14: a computation whose server restarted reads failed, not unknown (404). */
describe.each(testDatabaseKinds())('job records on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
  });
  afterAll(() => t.close());

  /** The same database served by a new process: nothing of the old one's memory. */
  const restarted = async () => {
    const app = await buildApp({ config: t.config, database: t.handle, logger: false });
    await app.ready();
    return app;
  };
  const ask = async (
    app: Awaited<ReturnType<typeof restarted>>,
    token: string,
    login = 'analyste',
  ) =>
    app.inject({
      method: 'GET',
      url: `/api/jobs/${token}`,
      headers: { authorization: `Bearer ${await t.tokenFor(login)}` },
    });

  it('a job still running when its server stopped reads failed, with the reason, after a restart', async () => {
    const token = randomUUID();
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.accountId, await t.accountIdOf('analyste')));
    await t.db.insert(jobRecords).values({
      token,
      userId: user!.id,
      state: 'running',
      percent: 35,
    });
    const app = await restarted();
    try {
      const response = await ask(app, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        stage: 'failed',
        percent: 35,
        label: 'Échec',
        reason: JOB_INTERRUPTED_REASON,
      });
      // Another user's token is not found, whatever the record says.
      expect((await ask(app, token, 'lecteur')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('a finished computation reads done from another process', async () => {
    const token = randomUUID();
    const computed = await t.call('analyste', 'POST', '/api/inventory/computation', {
      ...FIXTURE_PERIMETER,
      progressToken: token,
    });
    expect(computed.statusCode, computed.body).toBe(200);
    const app = await restarted();
    try {
      await expect
        .poll(async () => (await ask(app, token)).json(), { timeout: 5_000 })
        .toEqual({ stage: 'done', percent: 100, label: 'Terminé' });
    } finally {
      await app.close();
    }
  });
});
