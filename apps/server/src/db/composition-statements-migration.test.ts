import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import { migrationsUpTo } from './migrations-up-to';

/**
 * Lines stored before migration 0028, each with its statement in its own row: the same
 * bond in two funds, the same code stated with another rating, an equity without issuer.
 */
const OLD_LINES: [number, number, string, string, number | null, string | null, number][] = [
  // composition, line, instrument, name, credit quality step, issuer LEI, weight
  [1, 1, 'XS2063247915', 'Bond 2030', 2, '529900T8BM49AURSDO55', 0.4],
  [1, 2, 'US0378331005', 'Apple', null, null, 0.6],
  [2, 1, 'XS2063247915', 'Bond 2030', 2, '529900T8BM49AURSDO55', 0.7],
  [2, 2, 'XS2063247915', 'Bond 2030', 3, '529900T8BM49AURSDO55', 0.3],
];

describe('migration 0028: composition lines stored with their statements', () => {
  let client: PGlite;
  let folder: string;
  beforeAll(async () => {
    client = new PGlite();
    folder = migrationsUpTo('0027_job_queue');
    await migrate(drizzle({ client }), { migrationsFolder: folder });
    for (const id of [1, 2]) {
      await client.query(
        `insert into fund_compositions (id, fund_code, fund_name, valuation_date, currency,
           net_asset_value, tpt_version) values ($1, $2, 'Fonds', '2024-12-31', 'EUR', 1000, 'V6')`,
        [id, `FUND${id}`],
      );
    }
    for (const [composition, lineNo, code, name, step, lei, weight] of OLD_LINES) {
      await client.query(
        `insert into fund_composition_lines (composition_id, line_no, instrument_code, code_type,
           instrument_name, cic, quotation_currency, market_value_qc, market_value_pc, weight,
           credit_quality_step, issuer_lei)
         values ($1, $2, $3, '1', $4, 'XL22', 'EUR', $5, $5, $6, $7, $8)`,
        [composition, lineNo, code, name, weight * 1000, weight, step, lei],
      );
    }
    await migrate(drizzle({ client }), { migrationsFolder });
  });
  afterAll(async () => {
    await client.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every line, pointing at a statement of the fields it had', async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      `select l.composition_id, l.line_no, s.instrument_code, s.instrument_name,
              s.credit_quality_step, s.issuer_lei, l.weight
         from fund_composition_lines l
         join fund_composition_statements s on s.id = l.statement_id
        order by l.composition_id, l.line_no`,
    );
    expect(rows.map((row) => Object.values(row))).toEqual(OLD_LINES);
  });

  it('stores each distinct statement once', async () => {
    const { rows } = await client.query<{ statements: number; bond: number }>(
      `select count(*)::int as statements,
              count(*) filter (where instrument_code = 'XS2063247915')::int as bond
         from fund_composition_statements`,
    );
    expect(rows[0]).toEqual({ statements: 3, bond: 2 });
    const shared = await client.query<{ n: number }>(
      `select count(distinct statement_id)::int as n from fund_composition_lines
        where (composition_id, line_no) in ((1, 1), (2, 1))`,
    );
    expect(shared.rows[0]!.n).toBe(1);
  });
});
