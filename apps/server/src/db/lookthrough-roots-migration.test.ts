import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { migrationsUpTo } from './migrations-up-to';

const P1 = '0f8e4c9a-5b1d-4c3e-9a7f-2d6b8e1c4a01';
const P2 = '0f8e4c9a-5b1d-4c3e-9a7f-2d6b8e1c4a02';

/**
 * Lines stored before migration 0009 (with their roots and paths in each row): two
 * perimeters, a root without a name, a held fund and a line two funds deep.
 */
const OLD_LINES: [
  string,
  string,
  number,
  string,
  string,
  string,
  string | null,
  string,
  string | null,
][] = [
  // role, perimeter, line, portfolio, compartment, root code, root name, fund path, parent
  ['R1', P1, 1, 'PF1', 'C1', 'FR0000120271', 'TotalEnergies', '', null],
  ['R1', P1, 2, 'PF1', 'C1', 'FUND1', 'Fonds 1', 'FUND1', 'FUND1'],
  ['R1', P1, 3, 'PF1', 'C1', 'FUND1', 'Fonds 1', 'FUND1 > FUND2', 'FUND2'],
  ['R1', P1, 4, 'PF1', 'C2', 'CASH', null, '', null],
  ['R2', P2, 1, 'PF9', 'C1', 'FUND1', 'Fonds 1', 'FUND1', 'FUND1'],
];

describe('migrations 0009-0010: look-through lines stored before them', () => {
  let client: PGlite;
  const folders: string[] = [];
  beforeAll(async () => {
    client = new PGlite();
    const before = migrationsUpTo('0008_positions_check_one_scan');
    folders.push(before);
    await migrate(drizzle({ client }), { migrationsFolder: before });
    for (const [
      role,
      perimeter,
      lineNo,
      portfolio,
      compartment,
      code,
      name,
      fundPath,
      parent,
    ] of OLD_LINES) {
      await client.query(
        `insert into lookthrough_lines (role_code, perimeter_id, line_no, instrument_no,
           portfolio_code, compartment_code, root_code, root_name, fund_path, parent_fund_code,
           depth, market_value_rc, weight, status)
         values ($1, $2, $3, 0, $4, $5, $6, $7, $8, $9, 0, 100, 0.1, 'direct')`,
        [role, perimeter, lineNo, portfolio, compartment, code, name, fundPath, parent],
      );
    }
    await migrate(drizzle({ client }), { migrationsFolder });
  });
  afterAll(async () => {
    await client.close();
    folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
  });

  it('keeps every line, pointing at its own root and path', async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      `select l.role_code, l.perimeter_id, l.line_no, r.portfolio_code, r.compartment_code,
              r.root_code, r.root_name, p.fund_path, p.parent_fund_code
         from lookthrough_lines l
         join lookthrough_roots r using (role_code, perimeter_id, root_no)
         join lookthrough_paths p using (role_code, perimeter_id, path_no)
        order by l.role_code, l.line_no`,
    );
    expect(rows.map((row) => Object.values(row))).toEqual(OLD_LINES);
  });

  it('numbers each perimeter’s distinct roots and paths once, from 0', async () => {
    const count = async (sql: string) => (await client.query<{ n: number }>(sql)).rows[0]!.n;
    expect(
      await count(`select count(*)::int as n from lookthrough_roots where perimeter_id = '${P1}'`),
    ).toBe(3);
    expect(
      await count(`select count(*)::int as n from lookthrough_paths where perimeter_id = '${P1}'`),
    ).toBe(3);
    expect(
      await count(
        `select max(root_no)::int as n from lookthrough_roots where perimeter_id = '${P1}'`,
      ),
    ).toBe(2);
    expect(
      await count(`select count(*)::int as n from lookthrough_roots where perimeter_id = '${P2}'`),
    ).toBe(1);
  });
});
