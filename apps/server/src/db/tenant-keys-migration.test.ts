import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { migrationsUpTo } from './migrations-up-to';

const USER = '6a1b2c3d-0000-4000-8000-000000000001';
const PERIMETER = '6a1b2c3d-0000-4000-8000-0000000000a1';
const SIMULATION_1 = '6a1b2c3d-0000-4000-8000-0000000000b1';
const SIMULATION_2 = '6a1b2c3d-0000-4000-8000-0000000000b2';

/** Rows of every table migration 0024 re-keys, written before it. */
const BEFORE = `
  insert into client_roles (code, name) values ('R1', 'Client 1'), ('R2', 'Client 2');
  insert into users (id, account_id, display_name) values ('${USER}', 'u1', 'Utilisateur');
  insert into portfolios (role_code, code, label) values ('R1', 'PF1', 'Portefeuille');
  insert into compartments (role_code, portfolio_code, code, label) values ('R1', 'PF1', 'C1', 'Compartiment');
  insert into positions (role_code, portfolio_code, compartment_code, valuation_date, security_code,
                         quantity, quotation_currency, market_value_qc, market_value_rc)
  values ('R1', 'PF1', 'C1', '2024-12-31', 'FR0000120271', 10, 'EUR', 500, 500),
         ('R1', 'PF1', 'C1', '2024-12-31', 'CASH', 1, 'EUR', 20, 20);
  insert into computed_perimeters (id, role_code, user_id, valuation_date, portfolios, compartments,
                                   look_through_level, total_market_value, line_count, summary)
  values ('${PERIMETER}', 'R1', '${USER}', '2024-12-31', '{PF1}', '{C1}', '1', 520, 2, '{}');
  insert into archives (role_code, perimeter_id, name, category, simulation, families,
                        author_name, portfolio_names)
  values ('R1', '${PERIMETER}', 'Clôture', 'Annuel', false, '{scr}', 'Utilisateur', '{Portefeuille}');
  insert into simulations (id, role_code, user_id, valuation_date, portfolios, compartments,
                           look_through_level, initial_value)
  values ('${SIMULATION_1}', 'R1', '${USER}', '2024-12-31', '{PF1}', '{C1}', '1', 520),
         ('${SIMULATION_2}', 'R2', '${USER}', '2024-12-31', '{PF9}', '{C1}', '1', 70);
  insert into simulation_positions (simulation_id, position_no, portfolio_code, compartment_code,
                                    security_code, quantity, quotation_currency, market_value_qc,
                                    market_value_rc)
  values ('${SIMULATION_1}', 1, 'PF1', 'C1', 'FR0000120271', 10, 'EUR', 500, 500),
         ('${SIMULATION_1}', 2, 'PF1', 'C1', 'CASH', 1, 'EUR', 20, 20),
         ('${SIMULATION_2}', 1, 'PF9', 'C1', 'CASH', 1, 'EUR', 70, 70);
`;

describe('migration 0024: client tables keyed by their client role', () => {
  let client: PGlite;
  let folder: string;
  beforeAll(async () => {
    client = new PGlite();
    folder = migrationsUpTo('0023_users_disabled');
    await migrate(drizzle({ client }), { migrationsFolder: folder });
    await client.exec(BEFORE);
    await migrate(drizzle({ client }), { migrationsFolder });
  });
  afterAll(async () => {
    await client.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const rows = async (query: string) =>
    (await client.query<Record<string, unknown>>(query)).rows.map((row) => Object.values(row));

  it('keeps every row, each simulation position taking its simulation’s role', async () => {
    expect(await rows(`select role_code, id::int from positions order by id`)).toEqual([
      ['R1', 1],
      ['R1', 2],
    ]);
    expect(await rows(`select role_code, id from computed_perimeters`)).toEqual([
      ['R1', PERIMETER],
    ]);
    expect(await rows(`select role_code, perimeter_id, name from archives`)).toEqual([
      ['R1', PERIMETER, 'Clôture'],
    ]);
    expect(
      await rows(
        `select role_code, simulation_id, position_no, market_value_rc from simulation_positions
          order by simulation_id, position_no`,
      ),
    ).toEqual([
      ['R1', SIMULATION_1, 1, 500],
      ['R1', SIMULATION_1, 2, 20],
      ['R2', SIMULATION_2, 1, 70],
    ]);
  });

  it('keys them by (role_code, …) and keeps the foreign keys working', async () => {
    expect(
      await rows(
        `select conrelid::regclass::text, pg_get_constraintdef(oid) from pg_constraint
          where contype = 'p'
            and conrelid::regclass::text in ('positions', 'computed_perimeters', 'simulations', 'simulation_positions')
          order by 1`,
      ),
    ).toEqual([
      ['computed_perimeters', 'PRIMARY KEY (role_code, id)'],
      ['positions', 'PRIMARY KEY (role_code, id)'],
      ['simulation_positions', 'PRIMARY KEY (role_code, simulation_id, position_no)'],
      ['simulations', 'PRIMARY KEY (role_code, id)'],
    ]);
    // An archived perimeter cannot go; a simulation takes its positions with it.
    await expect(client.query(`delete from computed_perimeters`)).rejects.toThrow(/archives/);
    await client.query(`delete from simulations where id = '${SIMULATION_1}'`);
    expect(await rows(`select simulation_id from simulation_positions`)).toEqual([[SIMULATION_2]]);
    // A position of a simulation under another client's role has no simulation to point at.
    await expect(
      client.query(
        `insert into simulation_positions (role_code, simulation_id, position_no, portfolio_code,
           compartment_code, security_code, quantity, quotation_currency, market_value_qc,
           market_value_rc)
         values ('R1', '${SIMULATION_2}', 2, 'PF9', 'C1', 'CASH', 1, 'EUR', 1, 1)`,
      ),
    ).rejects.toThrow(/foreign key/);
    // The positions' sequence goes on.
    await client.query(
      `insert into positions (role_code, portfolio_code, compartment_code, valuation_date,
         security_code, quantity, quotation_currency, market_value_qc, market_value_rc)
       values ('R1', 'PF1', 'C1', '2024-12-31', 'CASH', 1, 'EUR', 1, 1)`,
    );
    expect(await rows(`select max(id)::int from positions`)).toEqual([[3]]);
  });
});
