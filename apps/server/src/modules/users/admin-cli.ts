import os from 'node:os';
import { operatorAccess } from '../../auth/user-access';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { EmbeddedDatabaseBusyError } from '../../db/embedded-lock';
import { ADMIN_USAGE, parseAdminArgs } from './admin-cli-args';
import { runAdminCommand } from './admin-command';
import { runCommand } from '../../lib/run-command';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) console.error('Mot de passe (puis Entrée et Ctrl+D) :');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `npm run admin`: the first administrator of a deployment, or an account made one
 * (issue 35 §A.1). On PostgreSQL it runs beside the portal; the embedded database is the
 * portal's alone while it runs (db/embedded-lock.ts), so there the portal is stopped first.
 */
async function main(): Promise<number> {
  const parsed = parseAdminArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(`${parsed.error}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase(config.database, config.statementBudgets);
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseBusyError)) throw error;
    const dataDir = config.database.kind === 'pglite' ? config.database.dataDir : '';
    console.error(
      `La base embarquée ${dataDir} est ouverte par le portail (ou un autre processus Prisme) : ` +
        'arrêtez-le, lancez « npm run admin », puis redémarrez-le. Sur PostgreSQL (DATABASE_URL), ' +
        'la commande s’utilise portail démarré. Un administrateur peut aussi créer les comptes ' +
        'depuis l’écran « Utilisateurs ».',
    );
    return 1;
  }
  try {
    await database.migrate();
    const outcome = await runAdminCommand(
      {
        db: database.db,
        mode: config.auth.mode,
        publicUrl: config.publicUrl,
        operator: operatorAccess(`Ligne de commande (${os.userInfo().username})`),
        readPassword: readStdin,
      },
      parsed.value,
    );
    for (const line of outcome.out) console.log(line);
    for (const line of outcome.err) console.error(line);
    return outcome.code;
  } finally {
    await database.close();
  }
}

runCommand(main);
