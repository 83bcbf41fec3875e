import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoData } from './demo-data';

/**
 * `npm run seed`: opens the configured database, migrates it, creates the demo accounts
 * and the demo data (each only on an empty database), and prints what was written.
 * Options: --dates N (month-ends, 1-24), --lines N (direct lines per client and date).
 */

function option(name: string): number | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = Number(process.argv[i + 1]);
  if (!Number.isFinite(value) || value <= 0)
    throw new ConfigError(`--${name} attend un nombre positif`);
  return value;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase(config.database, config.statementBudgets);
  try {
    await database.migrate();
    const where =
      config.database.kind === 'pglite' ? `PGlite ${config.database.dataDir}` : 'PostgreSQL';
    console.log(`Base ${where} ouverte et migrée en ${Math.round(performance.now() - started)} ms`);
    const accounts = await seedDemoAccounts(database.db, config.demo.password);
    console.log(accounts ? 'Comptes de démonstration créés' : 'Comptes déjà présents : inchangés');
    const result = await seedDemoData(database.db, {
      dates: option('dates'),
      linesPerClientDate: option('lines'),
    });
    if (!result.seeded) {
      console.log('Données déjà présentes (portefeuilles ou titres) : rien n’a été écrit');
    } else {
      console.log(`Génération ${result.generationMs} ms, écriture ${result.insertMs} ms`);
      const width = Math.max(...Object.keys(result.rows).map((t) => t.length));
      for (const [table, n] of Object.entries(result.rows)) {
        const ms = result.tableMs[table];
        console.log(
          `  ${table.padEnd(width)} ${String(n).padStart(8)}${ms === undefined ? '' : `  ${ms} ms`}`,
        );
      }
    }
    console.log(`Terminé en ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
