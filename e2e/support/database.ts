import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { compartments, portfolios, positions } from '../../apps/server/src/db/schema';
import { seedDemoAccounts } from '../../apps/server/src/seed/demo-accounts';
import { DEMO_PASSWORD } from './portal';

/**
 * The embedded database of a server's data folder (PRISME_DATA_DIR/db), opened while
 * that server is stopped: PGlite admits one process at a time. Migrated first, as the
 * server would.
 */
export async function withDatabase<T>(
  dataDir: string,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    await handle.migrate();
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

export interface ClientPortfolio {
  code: string;
  label: string;
  compartments: Array<{ code: string; label: string }>;
}

/**
 * The demo accounts (admin, analyste, lecteur) and, for one client, portfolios with
 * compartments and positions at each date: just what the perimeter bar lists.
 */
export async function seedClientInventory(
  db: Database,
  roleCode: string,
  clientPortfolios: readonly ClientPortfolio[],
  dates: readonly string[],
): Promise<void> {
  await seedDemoAccounts(db, DEMO_PASSWORD);
  await db
    .insert(portfolios)
    .values(
      clientPortfolios.map((p) => ({ roleCode, code: p.code, label: p.label, indice: null })),
    );
  const held = clientPortfolios.flatMap((p) =>
    p.compartments.map((c) => ({ roleCode, portfolioCode: p.code, code: c.code, label: c.label })),
  );
  await db.insert(compartments).values(held);
  await db.insert(positions).values(
    held.flatMap((c) =>
      dates.map((valuationDate) => ({
        roleCode,
        portfolioCode: c.portfolioCode,
        compartmentCode: c.code,
        valuationDate,
        securityCode: 'FR0000120271',
        quantity: 100,
        quotationCurrency: 'EUR',
        marketValueQc: 5_800,
        marketValueRc: 5_800,
      })),
    ),
  );
}

/** Deletes a portfolio; its compartments and positions go with it (cascade). */
export async function deletePortfolio(db: Database, roleCode: string, code: string) {
  await db
    .delete(portfolios)
    .where(and(eq(portfolios.roleCode, roleCode), eq(portfolios.code, code)));
}
