import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_ABANDONED_REASON, JOB_CANCELLED_REASON, JOB_INTERRUPTED_REASON } from '@prisme/domain';
import { problem } from '../../http/errors';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { createJobStore, PROCESS_PRESENCE_NAMESPACE, type JobStore } from '../job-store';
import { claimPublication } from '../publication';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { JobContext, JobOwner, JobQueue } from './job-queue';
import { createPostgresQueue } from './postgres-queue';

const silent = { warn() {}, info() {}, error() {} } as unknown as FastifyBaseLogger;

/** One « process »: its presence, its job store and its queue with `workers` workers. */
interface Process {
  queue: JobQueue;
  /** Enqueues a job and waits for its end. */
  run(data: string, owner: JobOwner): Promise<string>;
  store: JobStore;
  presenceKey: number;
  /** Its presence lock released, as a killed process's: the others find its jobs interrupted. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

/** What the jobs of a process do: answer, throw, or hang until aborted. */
type Behaviour = (data: string, context: JobContext) => Promise<string>;

const hang: Behaviour = (_data, { signal }) =>
  new Promise((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(new Error('stop'))),
  );

describe.skipIf(!process.env['TEST_DATABASE_URL'])('the job queue on PostgreSQL', () => {
  let database: TestDatabase;
  const processes: Process[] = [];

  async function startProcess(workers: number, behaviour: Behaviour = hang): Promise<Process> {
    const presence = await database.handle.holdPresence(PROCESS_PRESENCE_NAMESPACE);
    const store = createJobStore(database.handle.db, presence.key);
    const queue = createPostgresQueue({
      database: database.handle.threadTarget!,
      store,
      log: silent,
      workers,
    });
    const run = queue.register('computation', behaviour);
    await queue.start();
    const started: Process = {
      queue,
      run,
      store,
      presenceKey: presence.key!,
      crash: () => presence.release(),
      stop: async () => {
        await queue.stop();
        await presence.release();
      },
    };
    processes.push(started);
    return started;
  }

  /** An API process: it enqueues, runs nothing, and watches the others. */
  const apiProcess = () => startProcess(0);

  /** The presence key of the process running the job, once one does. */
  async function ownerKey(token: string): Promise<number | null> {
    const [row] = await queryRows<{ owner: number | null }>(
      database.handle.db,
      sql`select owner from job_records where token = ${token} and state = 'running'`,
    );
    return row?.owner ?? null;
  }

  const stateOf = async (token: string) => {
    const [row] = await queryRows<{ state: string }>(
      database.handle.db,
      sql`select state from job_records where token = ${token}`,
    );
    return row?.state;
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const running of processes) await running.stop();
    await database.dispose();
  });

  it('sets pg-boss up once when processes start together on a new database', async () => {
    // Without the set-up lock, two create_queue at once deadlocked (CI, stateless.e2e.ts).
    const started = await Promise.all([startProcess(1), startProcess(1), startProcess(0)]);
    expect(started).toHaveLength(3);
    for (const running of processes.splice(0)) await running.stop();
  });

  it('runs a job another process enqueued, and answers its result or its coded error', async () => {
    const api = await apiProcess();
    await startProcess(1, async (data) => {
      if (data === 'bad') throw problem('COMPUTATION_UNAVAILABLE', 'Courbe absente');
      return `calculé : ${data}`;
    });
    await expect(api.run('perimètre', { token: randomUUID(), userId: randomUUID() })).resolves.toBe(
      'calculé : perimètre',
    );
    await expect(api.run('bad', { token: undefined, userId: randomUUID() })).rejects.toMatchObject({
      code: 'COMPUTATION_UNAVAILABLE',
      message: 'Courbe absente',
    });
    for (const running of processes.splice(0)) await running.stop();
  });

  it('cancels a job running in another process: its signal aborts, the request answers 409', async () => {
    const api = await apiProcess();
    const aborted: unknown[] = [];
    const runner = await startProcess(1, async (_data, context) => {
      return new Promise((_resolve, reject) => {
        context.signal.addEventListener('abort', () => {
          aborted.push(context.signal.reason);
          reject(new Error('stop'));
        });
      });
    });
    const token = randomUUID();
    const userId = randomUUID();
    const answer = api.run('long', { token, userId });
    // The job starts in the other process (its worker polls every 500 ms).
    await waitFor(async () => (await ownerKey(token)) === runner.presenceKey);
    expect(await api.queue.cancel(token, randomUUID())).toBe(false);
    expect(await api.queue.cancel(token, userId)).toBe(true);
    await expect(answer).rejects.toMatchObject({ code: 'JOB_CANCELLED', statusCode: 409 });
    await waitFor(async () => aborted.length === 1);
    expect(aborted).toEqual(['cancelled']);
    expect(await api.store.find(token, userId)).toMatchObject({
      stage: 'cancelled',
      reason: JOB_CANCELLED_REASON,
    });
    for (const running of processes.splice(0)) await running.stop();
  });

  it('ends a job whose process died after publishing with its result, never running it again', async () => {
    const api = await apiProcess();
    const userId = randomUUID();
    const token = randomUUID();
    let runs = 0;
    // Commits its results and what it answers (jobs/publication.ts), then its process dies.
    const publishThenDie: Behaviour = async (data, context) => {
      runs++;
      await database.handle.db.transaction((tx) =>
        claimPublication(tx, context.token, `publié : ${data}`),
      );
      return hang(data, context);
    };
    const first = await startProcess(1, publishThenDie);
    const answer = api.run('une fois', { token, userId });
    await waitFor(async () => (await stateOf(token)) === 'publishing');
    const other = await startProcess(1, async () => {
      runs++;
      return 'calculé une seconde fois';
    });
    await first.crash();
    await expect(answer).resolves.toBe('publié : une fois');
    expect(runs).toBe(1);
    expect(await api.store.find(token, userId)).toMatchObject({ stage: 'done', percent: 100 });
    await other.stop();
  }, 30_000);

  it('fails a job recorded but never sent (its process died in between), after a minute', async () => {
    const watcher = await apiProcess();
    const userId = randomUUID();
    const [unsent, recent, sent] = [randomUUID(), randomUUID(), randomUUID()];
    await watcher.store.queued(unsent, userId, 'computation', randomUUID());
    await watcher.store.queued(recent, userId, 'computation', randomUUID());
    await database.handle.db.execute(
      sql`update job_records set started_at = now() - interval '2 minutes' where token = ${unsent}`,
    );
    // A job sent a while ago and still waiting in pg-boss is left alone.
    const sender = await apiProcess();
    const answer = sender.run('en attente', { token: sent, userId });
    answer.catch(() => {});
    await waitFor(async () => (await stateOf(sent)) === 'queued');
    await database.handle.db.execute(
      sql`update job_records set started_at = now() - interval '2 minutes' where token = ${sent}`,
    );
    await waitFor(async () => (await stateOf(unsent)) === 'failed');
    expect(await watcher.store.find(unsent, userId)).toMatchObject({
      stage: 'failed',
      reason: JOB_INTERRUPTED_REASON,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await stateOf(recent)).toBe('queued');
    expect(await stateOf(sent)).toBe('queued');
    await sender.queue.cancel(sent, userId);
    for (const running of processes.splice(0)) await running.stop();
  }, 30_000);

  it('retries once a job whose process crashed, then fails it in French', async () => {
    const api = await apiProcess();
    const userId = randomUUID();
    // Retried once: a process started after the crash answers.
    const first = await startProcess(1);
    const token = randomUUID();
    const answer = api.run('à reprendre', { token, userId });
    await waitFor(async () => (await ownerKey(token)) === first.presenceKey);
    const rescuer = await startProcess(1, async (data) => `repris : ${data}`);
    await first.crash();
    await expect(answer).resolves.toBe('repris : à reprendre');
    await rescuer.stop();

    // Interrupted twice: failed with its reason.
    const second = await startProcess(1);
    const again = randomUUID();
    const failed = api.run('perdu', { token: again, userId });
    await waitFor(async () => (await ownerKey(again)) === second.presenceKey);
    const third = await startProcess(1);
    await second.crash();
    await waitFor(async () => (await ownerKey(again)) === third.presenceKey);
    await third.crash();
    await expect(failed).rejects.toMatchObject({ code: 'JOB_ABANDONED', statusCode: 503 });
    expect(await api.store.find(again, userId)).toMatchObject({
      stage: 'failed',
      reason: JOB_ABANDONED_REASON,
    });
  }, 30_000);
});

async function waitFor(check: () => Promise<boolean>, withinMs = 15_000): Promise<void> {
  const until = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
