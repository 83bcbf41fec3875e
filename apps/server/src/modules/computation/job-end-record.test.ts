import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserAccess } from '../../auth/user-access';
import type { JobStore } from '../../jobs/job-store';
import { createProgressRegistry, type ProgressRegistry } from '../../jobs/progress';
import { createWorkerPool, type WorkerPool } from '../../jobs/worker-pool';
import {
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
} from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPerimeterService } from '../perimeter/service';
import { createComputationService } from './service';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Found by the crash tests (e2e/crash, issue 20 §3): a look-through answered 200, then the
 * server was killed while the job's end record still waited behind the purge's VACUUM on
 * the embedded database; after the restart the job read « Échec : le serveur s’est arrêté
 * pendant ce travail » although its results were stored and delivered. The answer now
 * waits for the job's end on record, and the purge comes after it.
 */
describe('a computation’s job end', () => {
  let t: TestApp;
  let workers: WorkerPool;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    workers = createWorkerPool(1);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
  });
  afterAll(async () => {
    await workers.close();
    await t.close();
  });

  it('is on record before the answer, and the purge is scheduled after it', async () => {
    const events: string[] = [];
    const registry: ProgressRegistry = {
      start: () => ({
        report: (stage) => void (stage === 'done' && events.push('done reported')),
        end: () => {},
        // A slow database: the end's write takes a while.
        recorded: async () => {
          await sleep(200);
          events.push('end on record');
        },
      }),
      read: () => undefined,
    };
    const service = createComputationService({
      db: t.db,
      perimeters: createPerimeterService(t.db),
      workers,
      progress: registry,
      purger: { schedule: () => void events.push('purge scheduled'), idle: async () => {} },
    });
    const access = (await findUserAccess(t.db, await t.accountIdOf('analyste')))!;
    await service.compute(access, {
      ...perimeter,
      lookThroughLevel: 'FULL',
      progressToken: crypto.randomUUID(),
    });
    events.push('answered');
    expect(events).toEqual(['done reported', 'end on record', 'purge scheduled', 'answered']);
  });

  it('recorded() of the registry resolves once the end is written, even when a write fails', async () => {
    const written: string[] = [];
    const store = {
      started: async () => {
        throw new Error('base indisponible');
      },
      ended: async (_token: string, state: string) => {
        await sleep(100);
        written.push(state);
      },
      find: async () => undefined,
      failInterrupted: async () => 0,
    } as unknown as JobStore;
    const registry = createProgressRegistry(60_000, {
      store,
      log: pino({ level: 'silent' }),
    });
    const job = registry.start(crypto.randomUUID(), crypto.randomUUID());
    job.report('done', 100);
    await job.recorded?.();
    expect(written).toEqual(['done']);
    // Without a token nothing is recorded, and nothing is waited for.
    await expect(registry.start(undefined, 'x').recorded?.()).resolves.toBeUndefined();
  });
});
