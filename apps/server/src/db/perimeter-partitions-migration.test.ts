import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { migrationsUpTo } from './migrations-up-to';

const FIRST = '11111111-2222-4333-8444-555555555555';
const SECOND = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
/** Lines stored before migrations 0031-0032, in the shared tables: two perimeters. */
const OLD_LINES: [string, string, number, number][] = [
  // role, perimeter, line, market value
  ['ROLE_A', FIRST, 1, 600],
  ['ROLE_A', FIRST, 2, 400],
  ['ROLE_B', SECOND, 1, 1_000],
];

describe('migrations 0031-0032: the look-through and SCR lines partitioned by perimeter', () => {
  let client: PGlite;
  let folder: string;
  beforeAll(async () => {
    client = new PGlite();
    folder = migrationsUpTo('0030_job_file_parts');
    await migrate(drizzle({ client }), { migrationsFolder: folder });
    for (const [role, perimeter, lineNo, value] of OLD_LINES) {
      await client.query(
        `insert into lookthrough_lines (role_code, perimeter_id, line_no, instrument_no, depth,
           market_value_rc, weight, status, root_no, path_no)
         values ($1, $2, $3, 0, 0, $4::float8, $4::float8 / 1000, 'direct', 0, 0)`,
        [role, perimeter, lineNo, value],
      );
      await client.query(
        `insert into scr_line_results (role_code, perimeter_id, line_no, contribution, equity)
         values ($1, $2, $3, $4::float8 / 10, 'type1')`,
        [role, perimeter, lineNo, value],
      );
    }
    await migrate(drizzle({ client }), { migrationsFolder });
  });
  afterAll(async () => {
    await client.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every line, read through the same table', async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      `select role_code, perimeter_id, line_no, market_value_rc from lookthrough_lines
        order by role_code, line_no`,
    );
    expect(rows.map((row) => Object.values(row))).toEqual(OLD_LINES);
    const { rows: scr } = await client.query<Record<string, unknown>>(
      `select role_code, perimeter_id, line_no, contribution * 10 as value from scr_line_results
        order by role_code, line_no`,
    );
    expect(scr.map((row) => Object.values(row))).toEqual(OLD_LINES);
  });

  it('puts each perimeter in a table of its own, under the parent’s key', async () => {
    for (const parent of ['lookthrough_lines', 'scr_line_results']) {
      const { rows } = await client.query<{ name: string; lines: number }>(
        `select c.relname as name, (select count(*)::int from ${parent} l
                                     where l.tableoid = c.oid) as lines
           from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = '${parent}'::regclass order by 1`,
      );
      expect(rows).toEqual([
        { name: `${parent}_11111111222243338444555555555555`, lines: 2 },
        { name: `${parent}_aaaaaaaabbbb4ccc8dddeeeeeeeeeeee`, lines: 1 },
      ]);
    }
    const duplicate = client.query(
      `insert into lookthrough_lines (role_code, perimeter_id, line_no, instrument_no, depth,
         market_value_rc, weight, status, root_no, path_no)
       values ('ROLE_A', '${FIRST}', 1, 0, 0, 1, 1, 'direct', 0, 0)`,
    );
    await expect(duplicate).rejects.toThrow(/duplicate key/);
    const { rows: old } = await client.query(
      `select 1 from pg_class where relname like '%before_partitions'`,
    );
    expect(old).toEqual([]);
  });
});
