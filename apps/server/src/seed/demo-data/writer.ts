import { PGlite } from '@electric-sql/pglite';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import * as schema from '../../db/schema';
import { type BlobQueryable, copyRows } from './binary-copy';
import { bulkInsert } from './bulk-insert';
import { compositionKey } from './compositions';
import { generateDemoData, type DemoDataOptions, type DemoDataset } from './generate';

/**
 * Writes the demo data in one transaction. It runs only on a database without
 * portfolios and without securities: demo data is never mixed with real data.
 */

// Serialises concurrent starts of several API processes (see demo-accounts.ts).
const DEMO_DATA_LOCK = 7_411_620_004;

export interface DemoDataResult {
  /** False when the database already had data and nothing was written. */
  seeded: boolean;
  /** Rows written per table. */
  rows: Record<string, number>;
  /** Milliseconds spent writing each table. */
  tableMs: Record<string, number>;
  generationMs: number;
  insertMs: number;
}

export async function seedDemoData(
  db: Database,
  options: DemoDataOptions = {},
): Promise<DemoDataResult> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_DATA_LOCK})`);
    const [portfolios] = await tx.select({ n: count() }).from(schema.portfolios);
    const [securities] = await tx.select({ n: count() }).from(schema.securities);
    if ((portfolios?.n ?? 0) > 0 || (securities?.n ?? 0) > 0) {
      return { seeded: false, rows: {}, tableMs: {}, generationMs: 0, insertMs: 0 };
    }
    const data = generateDemoData(options);
    const generated = performance.now();
    const { rows, tableMs } = await writeDataset(tx, data, embeddedClient(db, tx));
    return {
      seeded: true,
      rows,
      tableMs,
      generationMs: Math.round(generated - started),
      insertMs: Math.round(performance.now() - generated),
    };
  });
}

/**
 * On embedded PGlite, the PGlite transaction under Drizzle's, for binary COPY. Drizzle
 * keeps it on its session, which is not public API: anything unexpected falls back to
 * INSERT … unnest.
 */
function embeddedClient(db: Database, tx: Transaction): BlobQueryable | null {
  if (!((db as { $client?: unknown }).$client instanceof PGlite)) return null;
  const client = (tx as unknown as { session?: { client?: Partial<BlobQueryable> } }).session
    ?.client;
  return typeof client?.query === 'function' ? (client as BlobQueryable) : null;
}

/** Inserts a generated data set, parents before children. */
export async function writeDataset(
  tx: Transaction,
  data: DemoDataset,
  copyClient: BlobQueryable | null = null,
): Promise<{ rows: Record<string, number>; tableMs: Record<string, number> }> {
  const rows: Record<string, number> = {};
  const tableMs: Record<string, number> = {};
  const insert = <T extends PgTable>(table: T, values: readonly T['$inferInsert'][]) =>
    copyClient ? copyRows(copyClient, table, values) : bulkInsert(tx, table, values);
  // The roles may exist already (demo accounts); they are the tenants of everything else.
  await tx.insert(schema.clientRoles).values(data.clientRoles).onConflictDoNothing();
  rows['client_roles'] = data.clientRoles.length;
  const put = async <T extends PgTable>(
    name: string,
    table: T,
    values: readonly T['$inferInsert'][],
  ) => {
    const started = performance.now();
    rows[name] = await insert(table, values);
    tableMs[name] = Math.round(performance.now() - started);
  };
  await put('cic_categories', schema.cicCategories, data.cicCategories);
  await put('sectors', schema.sectors, data.sectors);
  await put('issuer_groups', schema.issuerGroups, data.issuerGroups);
  await put('issuers', schema.issuers, data.issuers);
  await put('securities', schema.securities, data.securities);
  await put('fx_rates', schema.fxRates, data.fxRates);
  await put('yield_curve_points', schema.yieldCurvePoints, data.yieldCurvePoints);
  await put('scr_references', schema.scrReferences, data.scrReferences);
  const compositionsStarted = performance.now();
  const ids = await insertCompositions(tx, data);
  rows['fund_compositions'] = ids.size;
  tableMs['fund_compositions'] = Math.round(performance.now() - compositionsStarted);
  const lines = data.fundCompositionLines.map(({ compositionKey: key, ...line }) => ({
    ...line,
    compositionId: ids.get(key)!,
  }));
  await put('fund_composition_lines', schema.fundCompositionLines, lines);
  await put('portfolios', schema.portfolios, data.portfolios);
  await put('compartments', schema.compartments, data.compartments);
  await put('positions', schema.positions, data.positions);
  await put('esg_scores', schema.esgScores, data.esgScores);
  await put('climate_data', schema.climateData, data.climateData);
  await put('liquidity_data', schema.liquidityData, data.liquidityData);
  return { rows, tableMs };
}

/** Compositions get serial ids: insert them and map each (fund, date, basis) to its id. */
async function insertCompositions(
  tx: Transaction,
  data: DemoDataset,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const batch = 2000;
  for (let start = 0; start < data.fundCompositions.length; start += batch) {
    const inserted = await tx
      .insert(schema.fundCompositions)
      .values(data.fundCompositions.slice(start, start + batch))
      .returning({
        id: schema.fundCompositions.id,
        fundCode: schema.fundCompositions.fundCode,
        valuationDate: schema.fundCompositions.valuationDate,
        basis: schema.fundCompositions.basis,
      });
    for (const c of inserted) ids.set(compositionKey(c.fundCode, c.valuationDate, c.basis), c.id);
  }
  return ids;
}
