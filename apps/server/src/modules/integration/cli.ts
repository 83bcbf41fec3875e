import { readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { IMPORT_KIND_PREREQUISITES } from '@prisme/domain';
import { operatorAccess } from '../../auth/user-access';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import {
  importableFilesOf,
  importSummary,
  parseImportArguments,
  USAGE,
  type FileImportResult,
  type ImportArguments,
} from './cli-arguments';
import { IMPORTERS } from './importers';
import { markInterruptedImports } from './log-repository';
import { runCommand } from '../../lib/run-command';
import { createIntegrationService, type IntegrationService } from './service';

/** Each input as files: a folder's importable files by name, a file itself. */
async function filesOf(inputs: string[], cwd: string): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    const resolved = path.resolve(cwd, input);
    const kind = await stat(resolved).catch(() => {
      throw new Error(`Fichier ou dossier introuvable : ${input}`);
    });
    if (!kind.isDirectory()) {
      files.push(resolved);
      continue;
    }
    const entries = await readdir(resolved, { withFileTypes: true });
    const { files: importable, skipped } = importableFilesOf(
      entries.filter((e) => e.isFile()).map((e) => e.name),
    );
    if (skipped.length) console.log(`${input} : ${skipped.length} fichier(s) laissé(s) de côté.`);
    files.push(...importable.map((name) => path.join(resolved, name)));
  }
  return files;
}

/** One file's all-or-nothing import (its own transaction and log entry), reported. */
async function importOne(
  service: IntegrationService,
  args: ImportArguments,
  filePath: string,
): Promise<FileImportResult> {
  const fileName = path.basename(filePath);
  console.log(`Import en cours : ${fileName} (${args.kind})…`);
  const started = performance.now();
  const seconds = () =>
    ((performance.now() - started) / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 2 });
  try {
    const outcome = await service.importFile(
      operatorAccess(`Ligne de commande (${os.userInfo().username})`),
      {
        kind: args.kind,
        roleCode: args.role,
        tptVersion: args.tptVersion,
        referenceDate: args.referenceDate,
        filePath,
        fileName,
      },
    );
    const { entry } = outcome;
    if (outcome.accepted) {
      console.log(
        `  Intégré : ${entry.NombreLignes.toLocaleString('fr-FR')} lignes en ${seconds()} s (journal n° ${entry.Id}).`,
      );
      if (outcome.tptVersion)
        console.log(
          outcome.declaredTptVersion
            ? `  Version TPT déclarée : ${outcome.declaredTptVersion} (lue avec les champs de la ${outcome.tptVersion}).`
            : `  Version TPT lue : ${outcome.tptVersion}.`,
        );
      // Every warning, not their count: they are what the operator must look at.
      for (const warning of outcome.warnings ?? []) console.log(`  - ${warning}`);
    } else {
      console.error(
        `  Rejeté : ${entry.NombreErreurs.toLocaleString('fr-FR')} erreur(s), aucune donnée enregistrée (journal n° ${entry.Id}).`,
      );
    }
    return {
      fileName,
      accepted: outcome.accepted,
      lineCount: outcome.accepted ? entry.NombreLignes : 0,
      errorCount: outcome.accepted ? 0 : entry.NombreErreurs,
      errors: outcome.errors,
      logId: entry.Id,
    };
  } catch (error) {
    // A refusal before any line is read (a client role unknown, a file unreadable): this
    // file is rejected, the next ones are still imported.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`  Rejeté : ${message}`);
    return {
      fileName,
      accepted: false,
      lineCount: 0,
      errorCount: 1,
      errors: [{ line: 0, column: '', message }],
    };
  }
}

/**
 * `npm run import`: the same all-or-nothing import as the upload, from files on disk or
 * the files of a folder, one import per file, then one summary (issue 35 §B.11).
 */
async function main(): Promise<number> {
  const args = parseImportArguments(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  // npm runs workspace scripts in the workspace folder: read the paths from where the user typed them.
  const files = await filesOf(args.inputs, process.env['INIT_CWD'] ?? process.cwd());
  if (!files.length) {
    console.error('Aucun fichier à intégrer.');
    console.error(USAGE);
    return 2;
  }
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
    // Stopped by the user, the file under way's transaction dies with the process: nothing
    // of it is kept (the files before it are), and its log entry reads « Rejeté » with the
    // command named as soon as the server lists the log or the embedded database reopens.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(
          `\nImport interrompu (${signal}) : le fichier en cours n'a pas été enregistré.`,
        );
        process.exit(130);
      });
    }
    const results: FileImportResult[] = [];
    for (const file of files) results.push(await importOne(service, args, file));
    const summary = importSummary(results);
    if (results.some((r) => !r.accepted))
      console.error(`Prérequis de ce type de fichier : ${IMPORT_KIND_PREREQUISITES[args.kind]}`);
    for (const line of summary.lines) (summary.exitCode ? console.error : console.log)(line);
    return summary.exitCode;
  } finally {
    await database.close();
  }
}

runCommand(main);
