import { count, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bulkInsert } from '../../db/bulk-insert';
import type { Database, Transaction } from '../../db/client';
import * as schema from '../../db/schema';
import { writeCompositionLines } from '../../modules/integration/importers/tpt/composition-lines';
import { compositionKey } from './compositions';
import { generateDemoData, type DemoDataOptions, type DemoDataset } from './generate';
import { seedDemoEsgParameters } from '../demo-esg-parameters';
import { seedDemoLiquidityScenarios } from '../demo-liquidity-scenarios';
import { seedDemoNews } from '../demo-news';
import { demoLogEntries } from './integration-log';

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
      // A demo database created before the news existed gets them once.
      const news = await seedDemoNews(tx);
      const esgParameters = await seedDemoEsgParameters(tx);
      const liquidityScenarios = await seedDemoLiquidityScenarios(tx);
      return {
        seeded: false,
        rows: { news, esgParameters, liquidityScenarios },
        tableMs: {},
        generationMs: 0,
        insertMs: 0,
      };
    }
    const data = generateDemoData(options);
    const generated = performance.now();
    const { rows, tableMs } = await writeDataset(tx, data);
    rows['news'] = await seedDemoNews(tx);
    rows['esg_parameters'] = await seedDemoEsgParameters(tx);
    rows['liquidity_scenarios'] = await seedDemoLiquidityScenarios(tx);
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
 * Inserts a generated data set, parents before children, with bulkInsert (binary COPY
 * on PGlite, COPY on PostgreSQL), then the integration-log entries that tell where it
 * came from.
 */
export async function writeDataset(
  tx: Transaction,
  data: DemoDataset,
): Promise<{ rows: Record<string, number>; tableMs: Record<string, number> }> {
  const rows: Record<string, number> = {};
  const tableMs: Record<string, number> = {};
  // The roles may exist already (demo accounts); they are the tenants of everything else.
  // Their undertaking data (LEI…) is the demo's: set on roles the accounts created.
  for (const role of data.clientRoles)
    await tx
      .insert(schema.clientRoles)
      .values(role)
      .onConflictDoUpdate({
        target: schema.clientRoles.code,
        set: {
          lei: role.lei,
          undertakingName: role.undertakingName,
          reportingCurrency: role.reportingCurrency,
        },
      });
  rows['client_roles'] = data.clientRoles.length;
  const timed = async (name: string, write: () => Promise<number>) => {
    const started = performance.now();
    rows[name] = await write();
    tableMs[name] = Math.round(performance.now() - started);
  };
  const put = <T extends PgTable>(table: T, values: readonly T['$inferInsert'][]) =>
    timed(getTableName(table), () => bulkInsert(tx, table, values));
  await put(schema.cicCategories, data.cicCategories);
  await put(schema.sectors, data.sectors);
  await put(schema.issuerGroups, data.issuerGroups);
  await put(schema.issuers, data.issuers);
  await put(schema.securities, data.securities);
  await put(schema.fxRates, data.fxRates);
  await put(schema.yieldCurvePoints, data.yieldCurvePoints);
  await put(schema.scrReferences, data.scrReferences);
  let ids = new Map<string, number>();
  await timed('fund_compositions', async () => (ids = await insertCompositions(tx, data)).size);
  const lines = data.fundCompositionLines.map(({ compositionKey: key, ...line }) => ({
    ...line,
    compositionId: ids.get(key)!,
  }));
  await timed('fund_composition_lines', async () => {
    await writeCompositionLines(tx, lines);
    return lines.length;
  });
  await put(schema.portfolios, data.portfolios);
  await put(schema.compartments, data.compartments);
  await put(schema.positions, data.positions);
  await put(schema.esgScores, data.esgScores);
  await put(schema.sovereignData, data.sovereignData);
  await put(schema.climateData, data.climateData);
  await put(schema.climateTargets, data.climateTargets);
  await put(schema.paiData, data.paiData);
  await put(schema.liquidityData, data.liquidityData);
  await put(schema.integrationLog, demoLogEntries(data));
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
