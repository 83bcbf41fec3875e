import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_INTERRUPTED_REASON } from '@prisme/domain';
import { buildApp } from '../../app';
import { eq } from 'drizzle-orm';
import { jobRecords, users } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { FIXTURE_PERIMETER, insertLookThroughFixture } from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJobStore, PROCESS_PRESENCE_NAMESPACE } from '../../jobs/job-store';
import { createProgressRegistry, PROGRESS_WRITE_MS } from '../../jobs/progress';

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

  /** The analyste's user row (its id starts jobs as the routes would). */
  const analyste = async () => {
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.accountId, await t.accountIdOf('analyste')));
    return user!;
  };

  // Issue 21 §3: on PostgreSQL the poll may reach any API process.
  it.runIf(kind === 'postgres')(
    "another process reads a running job's live progress, and fails it once its process is gone",
    async () => {
      const token = randomUUID();
      const user = await analyste();
      // « Process A »: its presence and its job store, as buildApp sets them up.
      const presence = await t.handle.holdPresence(PROCESS_PRESENCE_NAMESPACE);
      expect(presence.key).toBeTypeOf('number');
      const store = createJobStore(t.db, presence.key);
      expect(store.sharesProgress).toBe(true);
      await store.started(token, user!.id);
      await store.progressed(token, {
        stage: 'storing',
        percent: 80,
        label: 'x',
        detail: '12 000 lignes enregistrées sur 38 874',
      });
      // « Process B » starts (it fails interrupted jobs, not A's) and answers the poll.
      const app = await restarted();
      try {
        const live = await ask(app, token);
        expect(live.statusCode, live.body).toBe(200);
        expect(live.json()).toMatchObject({
          stage: 'storing',
          percent: 80,
          detail: '12 000 lignes enregistrées sur 38 874',
        });
        expect((await ask(app, token, 'lecteur')).statusCode).toBe(404);
        // A stops without ending its job (its session gone): B reads it failed.
        await presence.release();
        const after = await ask(app, token);
        expect(after.json()).toEqual({
          stage: 'failed',
          percent: 80,
          label: 'Échec',
          reason: JOB_INTERRUPTED_REASON,
        });
      } finally {
        await app.close();
      }
    },
  );

  it.runIf(kind === 'postgres')(
    'the registry writes the live progress throttled, the latest only, and the end last',
    async () => {
      const token = randomUUID();
      const user = await analyste();
      const presence = await t.handle.holdPresence(PROCESS_PRESENCE_NAMESPACE);
      const store = createJobStore(t.db, presence.key);
      const writes: string[] = [];
      const spy = {
        ...store,
        progressed: async (...args: Parameters<typeof store.progressed>) => {
          writes.push(`${args[1].stage} ${args[1].percent}`);
          await store.progressed(...args);
        },
      };
      const registry = createProgressRegistry(60_000, { store: spy, log: t.app.log });
      const reader = createJobStore(t.db, undefined);
      try {
        const job = registry.start(token, user!.id);
        for (let percent = 1; percent <= 50; percent += 1) job.report('lookthrough', percent);
        await expect
          .poll(async () => (await store.find(token, user!.id))?.percent, { timeout: 5_000 })
          .toBe(50);
        // Fifty reports within a moment: far fewer writes, the last one the latest.
        expect(writes.length).toBeLessThanOrEqual(3);
        expect(writes.at(-1)).toBe('lookthrough 50');
        await new Promise((r) => setTimeout(r, PROGRESS_WRITE_MS));
        job.report('storing', 90, 'presque');
        job.report('done', 100);
        job.end();
        await expect
          .poll(async () => reader.find(token, user!.id), { timeout: 5_000 })
          .toEqual({ stage: 'done', percent: 100, label: 'Terminé' });
        // The end supersedes the progress not written yet.
        expect(writes).not.toContain('storing 90');
      } finally {
        await presence.release();
      }
    },
  );
  it('writes a job’s start once: not again when its queue recorded it', async () => {
    const user = await analyste();
    const store = createJobStore(t.db, undefined);
    const starts: string[] = [];
    const spy = {
      ...store,
      started: async (...args: Parameters<typeof store.started>) => {
        starts.push(args[0]);
        await store.started(...args);
      },
    };
    const registry = createProgressRegistry(60_000, { store: spy, log: t.app.log });
    const [byQueue, alone] = [randomUUID(), randomUUID()];
    for (const [token, startRecorded] of [
      [byQueue, true],
      [alone, false],
    ] as const) {
      const job = registry.start(token, user!.id, { startRecorded });
      job.report('done', 100);
      job.end();
      await job.recorded?.();
    }
    expect(starts).toEqual([alone]);
  });
});
