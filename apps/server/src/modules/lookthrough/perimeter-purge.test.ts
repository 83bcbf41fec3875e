import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { testDatabaseKinds } from '../../test/databases';
import { FIXTURE_PERIMETER, insertLookThroughFixture } from '../../test/fixtures/look-through';
import { createTestApp, type TestApp } from '../../test/test-app';
import { partitionOf } from '../../db/perimeter-partitions';

/**
 * Issue 14: the embedded database has no autovacuum, and a server used for a day slowed
 * from 20 ms to 82 s a page. After each computation the purge leaves the look-through
 * tables without dead rows and with statistics that count their lines; the retired
 * perimeters' lines go with their tables (db/perimeter-partitions.ts).
 */
describe.each(testDatabaseKinds())('look-through tables after a recomputation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertLookThroughFixture(t.db, { apple: 0.6, bond: 0.3 });
  });
  afterAll(() => t.close());

  /** The lines' tables (one per perimeter) and the instruments' table, as the planner sees them. */
  const tables = async () => {
    const lines = await queryRows<{
      name: string;
      planned: number;
      pages: number;
      visible: number;
    }>(
      t.db,
      sql`select c.relname as name, c.reltuples::int as planned, c.relpages as pages,
                 c.relallvisible as visible
            from pg_inherits i join pg_class c on c.oid = i.inhrelid
           where i.inhparent = 'lookthrough_lines'::regclass`,
    );
    const [instruments] = await queryRows<{ planned: number; vacuumedAt: number | null }>(
      t.db,
      sql`select c.reltuples::int as planned,
                 (extract(epoch from greatest(s.last_vacuum, s.last_autovacuum)) * 1000)::float8
                   as "vacuumedAt"
            from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
           where c.relname = 'lookthrough_instruments'`,
    );
    return { lines, instruments: instruments! };
  };

  it('are vacuumed and analysed by the purge', async () => {
    let beforeLast = 0;
    for (let run = 0; run < 3; run++) {
      // The last computation retires the second look-through: its purge comes after this.
      if (run === 2) beforeLast = Date.now();
      const response = await t.call('analyste', 'POST', '/api/inventory/computation', {
        ...FIXTURE_PERIMETER,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await t.app.settled();
    const [live] = await queryRows<{ id: string }>(
      t.db,
      sql`select id::text as id from computed_perimeters`,
    );
    // The retired perimeters' lines went with their tables; the live one's table is
    // analysed (never analysed, its row count would be -1) and all-visible (a deep grid
    // page reads its key alone): written frozen on PostgreSQL, vacuumed by the purge on
    // the embedded database. The other tables were vacuumed after the last look-through
    // was retired, so the purge's VACUUM came after its DELETE. The dead-row count is no
    // proof on either database: the deleting statement's counts may reach the statistics
    // after the VACUUM's own report (a backend reports at most once a second).
    await vi.waitFor(
      async () => {
        const { lines, instruments } = await tables();
        expect(lines.map(({ name, planned }) => ({ name, planned }))).toEqual([
          { name: partitionOf('lookthrough_lines', live!.id), planned: 5 },
        ]);
        expect(lines[0]!.visible).toBe(lines[0]!.pages);
        expect(instruments.planned).toBe(5);
        expect(instruments.vacuumedAt).toBeGreaterThan(beforeLast);
      },
      { timeout: 15_000 },
    );
  });
});
