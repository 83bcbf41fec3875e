import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/databases';
import { bulkInsert } from './bulk-insert';
import { queryRows } from './client';
import { copyClientOf } from './copy-rows';

describe.each(testDatabaseKinds())('bulkInsert on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.handle.db.execute(
      sql`create table bulk_probe (t text, f float8, i int4, d date, b bool, j jsonb)`,
    );
  });
  afterAll(() => database.dispose());

  it('uses COPY inside a PostgreSQL transaction, escaping what COPY must escape', async () => {
    const db = database.handle.db;
    await db.execute(sql`delete from bulk_probe`);
    const tricky = 'tab\there\nnew line\\ back\rslash « é »';
    await db.transaction(async (tx) => {
      expect(copyClientOf(tx) !== undefined).toBe(kind === 'postgres');
      await bulkInsert(
        tx,
        'bulk_probe',
        [
          { name: 't', type: 'text', value: (r: number) => (r === 0 ? tricky : null) },
          { name: 'i', type: 'int4', value: (r: number) => r },
          { name: 'b', type: 'bool', value: (r: number) => r === 1 },
          { name: 'j', type: 'jsonb', value: (r: number) => ({ text: tricky, n: r }) },
        ],
        [0, 1, 2],
      );
    });
    const rows = await queryRows<{ t: string | null; i: number; b: boolean; j: unknown }>(
      db,
      sql`select t, i, b, j from bulk_probe order by i`,
    );
    expect(rows).toEqual([
      { t: tricky, i: 0, b: false, j: { text: tricky, n: 0 } },
      { t: null, i: 1, b: true, j: { text: tricky, n: 1 } },
      { t: null, i: 2, b: false, j: { text: tricky, n: 2 } },
    ]);
    await db.execute(sql`delete from bulk_probe`);
  });

  it('writes every value type, nulls included, across several statements', async () => {
    const rows = Array.from({ length: 45_001 }, (_, n) => ({
      t: n % 7 === 0 ? null : `ligne ${n} ; « é »`,
      f: n / 3,
      i: n,
      d: n % 2 ? '2024-12-31' : null,
      b: n % 3 === 0,
      j: n % 5 === 0 ? { scr: n } : null,
    }));
    await bulkInsert(
      database.handle.db,
      'bulk_probe',
      [
        { name: 't', type: 'text', value: (r) => r.t },
        { name: 'f', type: 'float8', value: (r) => r.f },
        { name: 'i', type: 'int4', value: (r) => r.i },
        { name: 'd', type: 'date', value: (r) => r.d },
        { name: 'b', type: 'bool', value: (r) => r.b },
        { name: 'j', type: 'jsonb', value: (r) => r.j },
      ],
      rows,
    );
    const [summary] = await queryRows(
      database.handle.db,
      sql`select count(*)::int as n, sum(i)::float8 as total, count(t)::int as texts, count(j)::int as jsons from bulk_probe`,
    );
    expect(summary).toEqual({
      n: 45_001,
      total: (45_000 * 45_001) / 2,
      texts: 45_001 - 6429,
      jsons: 9001,
    });
    const [sample] = await queryRows(
      database.handle.db,
      sql`select t, f, d::text as d, j from bulk_probe where i = 10`,
    );
    expect(sample).toEqual({ t: 'ligne 10 ; « é »', f: 10 / 3, d: null, j: { scr: 10 } });
  });
});
