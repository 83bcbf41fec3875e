import { sql } from 'drizzle-orm';
import { partitionOf } from '../../db/perimeter-partitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { findUserAccess } from '../../auth/user-access';
import type { ProgressRegistry } from '../../jobs/progress';
import { createWorkerPool, type WorkerName, type WorkerPool } from '../../jobs/worker-pool';
import { testDatabaseKinds } from '../../test/databases';
import {
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
} from '../../test/fixtures/look-through';
import { insertScrMarketData } from '../../test/fixtures/scr-market';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPerimeterService } from '../perimeter/service';
import { createComputationService } from './service';

/**
 * Where a computation runs (docs/decisions/jobs/0087-engine-in-worker-thread.md): on PostgreSQL the
 * whole pipeline in a job thread with its own connections, its progress replayed in the server's
 * thread; on the embedded database the reading and storing in the server's thread, the engines
 * alone in a pool thread. Either way the same perimeter is stored and answered.
 */
describe.each(testDatabaseKinds())('a computation on %s', (kind) => {
  let t: TestApp;
  let pool: WorkerPool;
  const used: WorkerName[] = [];
  const recording: WorkerPool = {
    run: (task, name, transferList) => {
      used.push(name);
      return pool.run(task, name, transferList);
    },
    warmUp: (options) => pool.warmUp(options),
    close: () => pool.close(),
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    pool = createWorkerPool(1);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
    // A flat-ish curve and a symmetric adjustment: any will do, the SCR's figures have their tests.
    await insertScrMarketData(t.db, perimeter.valuationDate, 0.015, () => 0.022);
  });
  afterAll(async () => {
    await pool.close();
    await t.close();
  });

  it('runs where its database allows, reports each phase in order, and stores the perimeter', async () => {
    const stages: string[] = [];
    const registry: ProgressRegistry = {
      start: () => ({
        report: (stage) => void (stages.at(-1) !== stage && stages.push(stage)),
        end: () => {},
      }),
      read: () => undefined,
    };
    const service = createComputationService({
      db: t.db,
      ...(t.handle.threadTarget && { threadDatabase: t.handle.threadTarget }),
      perimeters: createPerimeterService(t.db),
      workers: recording,
      progress: registry,
      purger: { schedule: () => {}, idle: async () => {} },
    });
    const access = (await findUserAccess(t.db, await t.accountIdOf('analyste')))!;
    const answer = await service.compute(access, {
      ...perimeter,
      lookThroughLevel: 'FULL',
      computeSCR: true,
      progressToken: crypto.randomUUID(),
    });

    expect(used).toEqual(kind === 'postgres' ? ['computation-job'] : ['computation']);
    expect(stages).toEqual([
      'loading',
      'lookthrough',
      'summarising',
      'computing',
      'storing',
      'done',
    ]);
    expect(answer.lineCount).toBeGreaterThan(0);
    expect(answer.globalSCRMarketResult).toBeGreaterThan(0);
    const stored = await t.call(
      'analyste',
      'GET',
      `/api/inventory/${answer.perimeter.perimeterID}/summary`,
    );
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ lineCount: answer.lineCount });
  });

  it('leaves the planner the statistics of the rows it wrote, before the answer and without the purge', async () => {
    const service = createComputationService({
      db: t.db,
      ...(t.handle.threadTarget && { threadDatabase: t.handle.threadTarget }),
      perimeters: createPerimeterService(t.db),
      workers: recording,
      progress: { start: () => ({ report: () => {}, end: () => {} }), read: () => undefined },
      // No purge (it analyses the tables too): what is analysed here, the computation did.
      purger: { schedule: () => {}, idle: async () => {} },
    });
    const access = (await findUserAccess(t.db, await t.accountIdOf('analyste')))!;
    const answer = await service.compute(access, {
      ...perimeter,
      lookThroughLevel: 'FULL',
      computeSCR: true,
    });
    const [stats] = await queryRows<{ tuples: number }>(
      t.db,
      sql`select reltuples::int as tuples from pg_class
           where relname = ${partitionOf('scr_line_results', answer.perimeter.perimeterID)}`,
    );
    // The perimeter's own table of SCR lines (db/perimeter-partitions.ts), new: never
    // analysed, it would read -1. A small table is read whole by ANALYZE: its count is exact.
    expect(stats!.tuples).toBe(answer.lineCount);
  });
});
