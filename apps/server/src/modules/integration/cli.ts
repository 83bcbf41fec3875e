import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import {
  IMPORT_KIND_PREREQUISITES,
  IMPORT_KINDS,
  TPT_VERSIONS,
  type ImportKind,
  type TptVersion,
} from '@prisme/domain';
import { operatorAccess } from '../../auth/user-access';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { IMPORTERS } from './importers';
import { markInterruptedImports } from './log-repository';
import { createIntegrationService } from './service';
import { runCommand } from '../../lib/run-command';

const USAGE = `Usage : npm run import -- --kind <${IMPORT_KINDS.join('|')}> [--role CODE] [--tpt-version V6|V7] [--reference-date AAAA-MM-JJ] FICHIER`;

/** `npm run import`: the same all-or-nothing import as the upload, from a file on disk. */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      kind: { type: 'string' },
      role: { type: 'string' },
      'tpt-version': { type: 'string' },
      'reference-date': { type: 'string' },
    },
    allowPositionals: true,
  });
  const file = positionals[0];
  const kind = values.kind as ImportKind | undefined;
  if (!file || !kind || !IMPORT_KINDS.includes(kind)) {
    console.error(USAGE);
    return 2;
  }
  const tptVersion = values['tpt-version'] as TptVersion | undefined;
  if (tptVersion && !TPT_VERSIONS.includes(tptVersion)) {
    console.error(USAGE);
    return 2;
  }
  // npm runs workspace scripts in the workspace folder: read the path from where the user typed it.
  const filePath = path.resolve(process.env['INIT_CWD'] ?? process.cwd(), file);
  const config = loadConfig();
  const database = await openDatabase(config.database, config.statementBudgets);
  try {
    await database.migrate();
    await markInterruptedImports(database.db);
    const service = createIntegrationService({
      db: database.db,
      importers: IMPORTERS,
      log: pino({ level: process.env['LOG_LEVEL'] ?? 'warn' }),
      origin: 'cli',
    });
    // Stopped by the user, the import's transaction dies with the process: nothing is
    // kept, and the log entry reads « Rejeté » with the command named as soon as the
    // server lists the log (PostgreSQL) or the embedded database is next opened.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`\nImport interrompu (${signal}) : aucune donnée n'a été enregistrée.`);
        process.exit(130);
      });
    }
    console.log(`Import en cours : ${path.basename(file)} (${kind})…`);
    const outcome = await service.importFile(
      operatorAccess(`Ligne de commande (${os.userInfo().username})`),
      {
        kind,
        roleCode: values.role,
        tptVersion,
        referenceDate: values['reference-date'],
        filePath,
        fileName: path.basename(file),
      },
    );
    const { entry, errors } = outcome;
    if (outcome.accepted) {
      console.log(
        `Intégré : ${entry.NombreLignes.toLocaleString('fr-FR')} lignes (journal n° ${entry.Id}).`,
      );
      if (outcome.tptVersion)
        console.log(
          outcome.declaredTptVersion
            ? `Version TPT déclarée : ${outcome.declaredTptVersion} (lue avec les champs de la ${outcome.tptVersion}).`
            : `Version TPT lue : ${outcome.tptVersion}.`,
        );
      // Every warning, not their count: they are what the operator must look at.
      const warnings = outcome.warnings ?? [];
      if (warnings.length) console.log(`${warnings.length} avertissement(s) :`);
      for (const warning of warnings) console.log(`  - ${warning}`);
      return 0;
    }
    console.error(
      `Rejeté : ${entry.NombreErreurs.toLocaleString('fr-FR')} erreur(s), aucune donnée enregistrée (journal n° ${entry.Id}).`,
    );
    console.error(`Prérequis de ce type de fichier : ${IMPORT_KIND_PREREQUISITES[kind]}`);
    for (const error of errors.slice(0, 50))
      console.error(`  ligne ${error.line}, ${error.column || '—'} : ${error.message}`);
    if (entry.NombreErreurs > 50) console.error(`  … et ${entry.NombreErreurs - 50} autre(s).`);
    return 1;
  } finally {
    await database.close();
  }
}

runCommand(main);
