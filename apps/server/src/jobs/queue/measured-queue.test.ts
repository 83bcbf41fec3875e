import { randomUUID } from 'node:crypto';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/databases';
import { createJobStore, type JobStore } from '../job-store';
import { createInProcessQueue } from './in-process-queue';
import type { JobContext } from './job-queue';
import { measuredQueue } from './measured-queue';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The scrape's value of one series, or undefined when absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the measured job queue', () => {
  it('times each job by kind and outcome, and counts those running here', async () => {
    const registry = new Registry();
    const queue = measuredQueue(
      createInProcessQueue({ concurrency: 3 }),
      registry,
      async () => [],
      (error) => {
        throw error;
      },
    );
    const finishers = new Map<string, () => void>();
    const importFile = queue.register('import', (data: string, { token, signal }: JobContext) => {
      if (data === 'illisible') return Promise.reject(new Error('Fichier illisible'));
      return new Promise<string>((resolve, reject) => {
        finishers.set(token, () => resolve('intégré'));
        signal.addEventListener('abort', () => reject(new Error('arrêté')));
      });
    });
    const userId = randomUUID();
    const [done, cancelled] = [randomUUID(), randomUUID()];
    const imported = importFile('inventaire', { token: done, userId });
    const stopped = importFile('inventaire', { token: cancelled, userId }).catch(
      (error: unknown) => error,
    );
    await expect(importFile('illisible', { token: undefined, userId })).rejects.toThrow(
      'Fichier illisible',
    );
    await settle();
    let text = await registry.metrics();
    expect(valueOf(text, 'prisme_jobs_running_here{kind="import"}')).toBe(2);
    expect(valueOf(text, 'prisme_jobs_running_here{kind="computation"}')).toBe(0);

    finishers.get(done)!();
    await expect(imported).resolves.toBe('intégré');
    expect(await queue.cancel(cancelled, userId)).toBe(true);
    expect(await stopped).toMatchObject({ code: 'JOB_CANCELLED' });
    text = await registry.metrics();
    expect(valueOf(text, 'prisme_jobs_running_here{kind="import"}')).toBe(0);
    for (const outcome of ['done', 'failed', 'cancelled'])
      expect(
        valueOf(text, `prisme_job_duration_seconds_count{kind="import",outcome="${outcome}"}`),
        outcome,
      ).toBe(1);
    // The slowest bucket holds every job: each was timed once.
    expect(
      valueOf(text, 'prisme_job_duration_seconds_bucket{le="+Inf",kind="import",outcome="done"}'),
    ).toBe(1);
  });

  it('still answers the process’s figures when the records cannot be read', async () => {
    const registry = new Registry();
    const errors: unknown[] = [];
    measuredQueue(
      createInProcessQueue(),
      registry,
      () => Promise.reject(new Error('base indisponible')),
      (error) => errors.push(error),
    );
    const text = await registry.metrics();
    expect(text).not.toMatch(/^prisme_jobs\{/m);
    expect(valueOf(text, 'prisme_jobs_running_here{kind="export"}')).toBe(0);
    expect(errors).toEqual([new Error('base indisponible')]);
  });
});

describe.each(testDatabaseKinds())('the measured job queue on %s', (kind) => {
  let database: TestDatabase;
  let store: JobStore;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store = createJobStore(database.handle.db, undefined);
  });
  afterAll(() => database?.dispose());

  it('reads the jobs of the whole queue from its records, by kind and state, zeros included', async () => {
    const registry = new Registry();
    measuredQueue(
      createInProcessQueue({ store }),
      registry,
      () => store.liveJobs(),
      () => undefined,
    );
    const userId = randomUUID();
    const [waiting, running, cancelled, ended] = [1, 2, 3, 4].map(() => randomUUID());
    await store.queued(waiting!, userId, 'computation', null);
    await store.queued(running!, userId, 'import', null);
    await store.started(running!, userId);
    await store.queued(cancelled!, userId, 'computation', null);
    await store.cancelled(cancelled!, userId);
    await store.queued(ended!, userId, 'export', null);
    await store.started(ended!, userId);
    await store.ended(ended!, 'done', 100);
    // A record of work not queued (no kind) is not the queue's.
    await store.started(randomUUID(), userId);

    const text = await registry.metrics();
    expect(valueOf(text, 'prisme_jobs{kind="computation",state="queued"}')).toBe(1);
    expect(valueOf(text, 'prisme_jobs{kind="import",state="running"}')).toBe(1);
    expect(valueOf(text, 'prisme_jobs{kind="import",state="queued"}')).toBe(0);
    expect(valueOf(text, 'prisme_jobs{kind="export",state="running"}')).toBe(0);
    expect(valueOf(text, 'prisme_jobs{kind="export",state="publishing"}')).toBe(0);
  });
});
