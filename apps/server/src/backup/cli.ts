import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import { BackupError, EXIT, type ExitCode } from './backup-error';
import { formatBytes, formatSeconds, maskUrl } from './backup-file';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from './embedded';
import { backupPostgresDatabase, restorePostgresDatabase } from './postgres';

/**
 * `npm run backup -- [FICHIER|DOSSIER] [--source postgres://…|DOSSIER]` and
 * `npm run restore -- FICHIER [--target postgres://…|DOSSIER] [--force]`: the database
 * the portal is configured with (DATABASE_URL, else the embedded database of
 * PRISME_DATA_DIR/db) unless --source / --target names another. Every message is French;
 * the exit codes are those of backup-error.ts.
 */

const BACKUP_USAGE = `Usage : npm run backup -- [FICHIER | DOSSIER] [--source postgres://… | DOSSIER_DE_LA_BASE]
  Sauvegarde la base du portail : PostgreSQL si DATABASE_URL est définie (pg_dump), sinon la
  base embarquée de PRISME_DATA_DIR/db (portail arrêté). Par défaut dans PRISME_DATA_DIR/backups,
  sous un nom horodaté.`;

const RESTORE_USAGE = `Usage : npm run restore -- FICHIER [--target postgres://… | DOSSIER_DE_LA_BASE] [--force]
  Restaure une sauvegarde dans une base vide : par défaut celle du portail (DATABASE_URL, sinon
  PRISME_DATA_DIR/db). --force remplace le contenu d’une base qui n’est pas vide.`;

type Database = { kind: 'embedded'; dataDir: string } | { kind: 'postgres'; url: string };

const isPostgresUrl = (value: string) => /^postgres(ql)?:\/\//i.test(value);

/** A path typed by the user: npm runs workspace scripts in the workspace's folder. */
const typed = (value: string) => path.resolve(process.env['INIT_CWD'] ?? process.cwd(), value);

function databaseOf(config: Config, named: string | undefined): Database {
  if (named) {
    return isPostgresUrl(named)
      ? { kind: 'postgres', url: named }
      : { kind: 'embedded', dataDir: typed(named) };
  }
  return config.database.kind === 'postgres'
    ? { kind: 'postgres', url: config.database.url }
    : { kind: 'embedded', dataDir: config.database.dataDir ?? path.join(config.dataDir, 'db') };
}

async function backup(args: string[]): Promise<ExitCode> {
  const { values, positionals } = parseArgs({
    args,
    options: { source: { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(BACKUP_USAGE);
    return EXIT.ok;
  }
  if (positionals.length > 1) throw new BackupError(BACKUP_USAGE, EXIT.usage);
  const config = loadConfig();
  const source = databaseOf(config, values.source);
  const output = positionals[0] === undefined ? undefined : typed(positionals[0]);
  const folder = path.join(config.dataDir, 'backups');
  if (source.kind === 'embedded') {
    console.log(`Sauvegarde de la base embarquée ${source.dataDir}…`);
    const done = await backupEmbeddedDatabase(source.dataDir, output, folder);
    console.log(
      `Sauvegarde écrite : ${done.file}\n` +
        `  ${formatBytes(done.bytes)}, ${done.migrations} migrations appliquées, en ${formatSeconds(done.ms)}.\n` +
        `  Pour la restaurer dans un dossier vide : npm run restore -- ${done.file} --target DOSSIER`,
    );
  } else {
    console.log(`Sauvegarde de la base PostgreSQL ${maskUrl(source.url)} (pg_dump)…`);
    const done = await backupPostgresDatabase(source.url, output, folder);
    console.log(
      `Sauvegarde écrite : ${done.file}\n` +
        `  ${formatBytes(done.bytes)}, ${done.tables} tables, serveur PostgreSQL ${done.serverVersion}, ` +
        `en ${formatSeconds(done.ms)}.\n` +
        `  Pour la restaurer dans une base vide : npm run restore -- ${done.file} --target postgres://…`,
    );
  }
  return EXIT.ok;
}

async function restore(args: string[]): Promise<ExitCode> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      target: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean' },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(RESTORE_USAGE);
    return EXIT.ok;
  }
  if (positionals.length !== 1) throw new BackupError(RESTORE_USAGE, EXIT.usage);
  const file = typed(positionals[0]!);
  const config = loadConfig();
  const target = databaseOf(config, values.target);
  const force = values.force;
  if (target.kind === 'embedded') {
    console.log(`Restauration de ${file} dans la base embarquée ${target.dataDir}…`);
    const done = await restoreEmbeddedDatabase(file, target.dataDir, { force });
    console.log(
      `Base embarquée restaurée dans ${done.dataDir} en ${formatSeconds(done.ms)} ` +
        `(${done.migrations} migrations appliquées).` +
        (done.formerContent
          ? `\n  Son ancien contenu est conservé sous ${done.formerContent}.`
          : '') +
        '\n  Démarrez le portail sur ce dossier (PRISME_DATA_DIR en est le dossier parent) : ' +
        'les migrations qui manqueraient s’appliquent au démarrage.',
    );
  } else {
    console.log(`Restauration de ${file} dans la base PostgreSQL ${maskUrl(target.url)}…`);
    const done = await restorePostgresDatabase(file, target.url, { force });
    console.log(
      `Base PostgreSQL ${maskUrl(target.url)} restaurée en ${formatSeconds(done.ms)} ` +
        `(${done.tables} tables, ${done.migrations} migrations appliquées).\n` +
        '  Démarrez le portail avec DATABASE_URL sur cette base : les migrations qui ' +
        'manqueraient s’appliquent au démarrage.',
    );
  }
  return EXIT.ok;
}

async function main(): Promise<ExitCode> {
  const [command, ...args] = process.argv.slice(2);
  try {
    if (command === 'backup') return await backup(args);
    if (command === 'restore') return await restore(args);
    console.error('Usage : cli.ts backup|restore …');
    return EXIT.usage;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return error.exitCode;
    }
    if (error instanceof ConfigError) {
      console.error(error.message);
      return EXIT.usage;
    }
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(
        `${(error as Error).message}\n${command === 'backup' ? BACKUP_USAGE : RESTORE_USAGE}`,
      );
      return EXIT.usage;
    }
    console.error('Échec :', error);
    return EXIT.failed;
  }
}

// Exit at once: nothing of the run (a lock's timer, a pool) keeps the process up.
void main().then((code) => process.exit(code));
