import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookthroughPaths } from '../../db/schema';
import { testDatabaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { purgeRetiredPerimeters } from './perimeter-purge';
import {
  dropMarksOfStoppedWrites,
  markPerimeterInWriting,
  unmarkPerimeterInWriting,
} from './perimeters-in-writing';

/**
 * The rows of a perimeter being written page by page belong to no perimeter row yet
 * (modules/computation/store-computation.ts): the purge spares them while the mark stands,
 * and takes them once it is gone, whether the writer removed it on failure or a restart
 * dropped it after a stop mid-write.
 */
describe.each(testDatabaseKinds())('a perimeter in writing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const ROLE = 'Client.DEMO1';

  /** A perimeter with a few fund paths written, and marked in writing. */
  async function perimeterInWriting() {
    const key = { roleCode: ROLE, perimeterId: randomUUID() };
    await markPerimeterInWriting(t.db, key);
    await t.db
      .insert(lookthroughPaths)
      .values([0, 1, 2].map((pathNo) => ({ ...key, pathNo, fundPath: `FONDS-${pathNo}` })));
    return key;
  }

  const rowsOf = async (key: { roleCode: string; perimeterId: string }) =>
    (
      await t.db
        .select()
        .from(lookthroughPaths)
        .where(
          and(
            eq(lookthroughPaths.roleCode, key.roleCode),
            eq(lookthroughPaths.perimeterId, key.perimeterId),
          ),
        )
    ).length;

  it('is spared by the purge while marked, purged once the writer unmarks it', async () => {
    const key = await perimeterInWriting();
    await purgeRetiredPerimeters(t.db);
    expect(await rowsOf(key)).toBe(3);
    await unmarkPerimeterInWriting(t.db, key);
    // Two rows per statement: the three rows go in two pages.
    await purgeRetiredPerimeters(t.db, 2);
    expect(await rowsOf(key)).toBe(0);
  });

  it('is purged after a restart drops the marks of writes a stop interrupted', async () => {
    const key = await perimeterInWriting();
    expect(await dropMarksOfStoppedWrites(t.db)).toBe(1);
    await purgeRetiredPerimeters(t.db);
    expect(await rowsOf(key)).toBe(0);
  });
});
