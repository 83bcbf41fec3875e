import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from './client';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/databases';
import {
  createPartition,
  dropPartition,
  openPartition,
  orphanPartitions,
  partitionOf,
} from './perimeter-partitions';
import { markPerimeterInWriting } from '../modules/lookthrough/perimeters-in-writing';

const ROLE = 'ROLE_A';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(testDatabaseKinds())('a perimeter’s rows in a table of their own on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.handle.db;
  });
  afterAll(() => database.dispose());

  const partitions = async (parent = 'lookthrough_lines') =>
    (
      await queryRows<{ name: string }>(
        db,
        sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
             where i.inhparent = ${parent}::regclass order by 1`,
      )
    ).map((p) => p.name);
  const linesOf = (perimeterId: string) => partitionOf('lookthrough_lines', perimeterId);
  const insertLine = (perimeterId: string, lineNo: number) =>
    db.execute(
      sql`insert into lookthrough_lines (role_code, perimeter_id, line_no, instrument_no, depth,
            market_value_rc, weight, status, root_no, path_no)
          values (${ROLE}, ${perimeterId}, ${lineNo}, 0, 0, 1, 1, 'direct', 0, 0)`,
    );

  it('names a table by its perimeter, and refuses what is not an id', async () => {
    expect(partitionOf('scr_line_results', '0F8E4C9A-5B1D-4C3E-9A7F-2D6B8E1C4A01')).toBe(
      'scr_line_results_0f8e4c9a5b1d4c3e9a7f2d6b8e1c4a01',
    );
    expect(() => partitionOf('lookthrough_lines', "x'); drop table users; --")).toThrow(
      /périmètre/,
    );
    await expect(dropPartition(db, 'users')).rejects.toThrow(/inconnue/);
  });

  it('attaches a written table under the parent’s key, or nothing if its transaction fails', async () => {
    await db.transaction(async (tx) => {
      const partition = await openPartition(tx, 'lookthrough_lines', id(1));
      await tx.execute(
        sql.raw(`insert into ${partition.table} (role_code, perimeter_id, line_no, instrument_no,
          depth, market_value_rc, weight, status, root_no, path_no)
          values ('${ROLE}', '${id(1)}', 1, 0, 0, 1, 1, 'direct', 0, 0)`),
      );
      await partition.finish();
    });
    await expect(
      db.transaction(async (tx) => {
        const partition = await openPartition(tx, 'lookthrough_lines', id(2));
        await partition.finish();
        throw new Error('calcul interrompu');
      }),
    ).rejects.toThrow('calcul interrompu');
    expect(await partitions()).toEqual([linesOf(id(1))]);
    const [line] = await queryRows<{ perimeter: string; lineNo: number }>(
      db,
      sql`select perimeter_id::text as perimeter, line_no as "lineNo" from lookthrough_lines`,
    );
    expect(line).toEqual({ perimeter: id(1), lineNo: 1 });
    await expect(insertLine(id(1), 1)).rejects.toThrow(); // the parent's key holds
    await expect(insertLine(id(3), 1)).rejects.toThrow(); // no table, no line
  });

  it('drops the tables of perimeters neither computed nor being written', async () => {
    await createPartition(db, 'lookthrough_lines', id(4));
    await createPartition(db, 'scr_line_results', id(4));
    await markPerimeterInWriting(db, { roleCode: ROLE, perimeterId: id(4) });
    await createPartition(db, 'lookthrough_lines', id(5));
    await createPartition(db, 'scr_line_results', id(5));
    await insertLine(id(5), 1);
    const orphans = await orphanPartitions(db);
    // id(1) has no computed perimeter row either: a retired perimeter's.
    expect(orphans.map((o) => `${o.parent} ${o.perimeterId}`).sort()).toEqual([
      `lookthrough_lines ${id(1)}`,
      `lookthrough_lines ${id(5)}`,
      `scr_line_results ${id(5)}`,
    ]);
    for (const orphan of orphans) expect(await dropPartition(db, orphan.table)).toBe(true);
    expect(await partitions()).toEqual([linesOf(id(4))]);
    expect(await partitions('scr_line_results')).toEqual([partitionOf('scr_line_results', id(4))]);
  });

  it.runIf(kind === 'postgres')(
    'gives way when reads hold the parent, and drops the table once they end',
    async () => {
      const table = await createPartition(db, 'lookthrough_lines', id(6));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const reading = db.transaction(async (tx) => {
        await tx.execute(sql`select count(*) from lookthrough_lines`);
        await released;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      expect(await dropPartition(db, table)).toBe(false);
      expect(performance.now() - started).toBeLessThan(5_000);
      release();
      await reading;
      expect(await dropPartition(db, table)).toBe(true);
      expect(await partitions()).not.toContain(table);
    },
  );
});
