import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { EmbeddedDatabaseBusyError } from './db/embedded-lock';
import { createWorkerPool } from './jobs/worker-pool';
import { markInterruptedImports } from './modules/integration/log-repository';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './seed/demo-accounts';
import { clearTemporaryFolders } from './temporary-folders';
import { seedDemoData } from './seed/demo-data';

/** Start: config → database → migrations → demo accounts and data if empty → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database, config.statementBudgets);
  await database.migrate();
  const workers = createWorkerPool();
  const app = await buildApp({ config, database, workers });
  app.addHook('onClose', () => workers.close());
  const leftovers = await clearTemporaryFolders(config.dataDir);
  if (leftovers)
    app.log.warn(`${leftovers} fichier(s) temporaire(s) laissé(s) par un arrêt : supprimé(s)`);
  const interrupted = await markInterruptedImports(database.db);
  if (interrupted)
    app.log.warn(`${interrupted} import(s) interrompu(s) par un arrêt : marqué(s) « Rejeté »`);
  app.log.info(
    { database: config.database.kind === 'pglite' ? config.database.dataDir : 'postgres' },
    `Base de données ${database.kind} prête`,
  );

  if (config.demo.createAccounts && (await seedDemoAccounts(database.db, config.demo.password))) {
    const logins = DEMO_ACCOUNTS.map((a) => a.login).join(', ');
    app.log.info(
      `Comptes de démonstration créés (${logins}) ; mot de passe : ${config.demo.password}`,
    );
  }
  if (config.demo.createData) {
    const demo = await seedDemoData(database.db);
    if (demo.seeded) {
      const total = Object.values(demo.rows).reduce((a, b) => a + b, 0);
      const seconds = Math.round((demo.generationMs + demo.insertMs) / 1000);
      app.log.info(
        `Données de démonstration créées : ${total.toLocaleString('fr-FR')} lignes en ${seconds} s`,
      );
    }
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} reçu : arrêt`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Prisme est prêt : ${config.publicUrl}`);
  workers
    .warmUp({ withJobs: database.threadTarget !== undefined })
    .catch((error: unknown) => app.log.error({ err: error }, 'Threads de calcul indisponibles'));
  if (config.demo.createAccounts) {
    app.log.info(
      `Comptes de démonstration : admin, analyste, lecteur — mot de passe ${config.demo.password}`,
    );
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof EmbeddedDatabaseBusyError;
  console.error(known ? error.message : error);
  process.exit(1);
});
