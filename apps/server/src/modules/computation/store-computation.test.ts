import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserAccess, type UserAccess } from '../../auth/user-access';
import { queryRows } from '../../db/client';
import { computedPerimeters, lookthroughLines, perimetersInWriting } from '../../db/schema';
import type { ProgressRegistry } from '../../jobs/progress';
import { createWorkerPool, type WorkerPool } from '../../jobs/worker-pool';
import {
  FIXTURE_PERIMETER as perimeter,
  insertLookThroughFixture,
} from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPerimeterPurger } from '../lookthrough/perimeter-purge';
import { createPerimeterService } from '../perimeter/service';
import { createComputationService } from './service';
import { rowWritingFor } from './store-computation';

/**
 * On the embedded database a computation writes its rows a page per statement, requests
 * passing between the pages, then publishes its perimeter in one short transaction
 * (store-computation.ts). Readers never see a part: the earlier perimeter until the
 * publication, the new one whole after it; a failure mid-write leaves rows that the
 * purge takes, and no mark.
 */
describe('a computation’s rows on the embedded database', () => {
  let t: TestApp;
  let workers: WorkerPool;
  let analyst: UserAccess;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    workers = createWorkerPool(1);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.4 });
    analyst = (await findUserAccess(t.db, await t.accountIdOf('analyste')))!;
  });
  afterAll(async () => {
    await workers.close();
    await t.close();
  });

  const purger = () => createPerimeterPurger(t.db, pino({ level: 'silent' }));

  /** A service whose progress reports go to `onStage` instead of a job. */
  function serviceTelling(onStage: (stage: string) => void, purge = purger()) {
    const progress: ProgressRegistry = {
      start: () => ({ report: (stage) => onStage(stage), end: () => {} }),
      read: () => undefined,
    };
    const perimeters = createPerimeterService(t.db);
    return createComputationService({ db: t.db, perimeters, workers, progress, purger: purge });
  }

  const compute = (service: ReturnType<typeof serviceTelling>) =>
    service.compute(analyst, {
      ...perimeter,
      lookThroughLevel: 'FULL',
      progressToken: crypto.randomUUID(),
    });

  /** What a reader sees: the analyst's perimeters, and the perimeters marked in writing. */
  const readerView = async () => ({
    perimeters: (
      await t.db
        .select({ id: computedPerimeters.id })
        .from(computedPerimeters)
        .where(eq(computedPerimeters.userId, analyst.userId))
    ).map((row) => row.id),
    inWriting: (await t.db.select().from(perimetersInWriting)).length,
  });

  const orphanLines = async () => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from lookthrough_lines l
           where not exists (select 1 from computed_perimeters p
                              where p.role_code = l.role_code and p.id = l.perimeter_id)`,
    );
    return row!.n;
  };

  it('is paged on the embedded database', () => {
    expect(rowWritingFor(t.db)).toBe('paged-then-published');
  });

  it('lets readers see the earlier perimeter while it writes, and the new one whole after', async () => {
    const earlier = (await compute(serviceTelling(() => {}))).perimeter.perimeterID;
    let midWrite: ReturnType<typeof readerView> | undefined;
    const service = serviceTelling((stage) => {
      // A request arriving once the rows are being written: served between two pages.
      if (stage === 'storing') midWrite ??= readerView();
    });
    const answer = await compute(service);
    expect(await midWrite).toEqual({ perimeters: [earlier], inWriting: 1 });
    const published = answer.perimeter.perimeterID;
    expect(await readerView()).toEqual({ perimeters: [published], inWriting: 0 });
    const [lines] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lookthroughLines)
      .where(
        and(
          eq(lookthroughLines.roleCode, perimeter.rolename),
          eq(lookthroughLines.perimeterId, published),
        ),
      );
    expect(lines!.n).toBe(answer.lineCount);
  });

  it('leaves no mark when it fails mid-write, the earlier perimeter in place, its rows purged', async () => {
    const before = await readerView();
    const purge = purger();
    const service = serviceTelling((stage) => {
      if (stage === 'storing') throw new Error('arrêt simulé pendant l’écriture');
    }, purge);
    await expect(compute(service)).rejects.toThrow('arrêt simulé');
    expect(await readerView()).toEqual(before);
    await purge.idle();
    expect(await orphanLines()).toBe(0);
  });
});
