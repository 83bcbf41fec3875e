import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { BackupError, EXIT } from './backup-error';
import {
  backupFileFor,
  backupKindOf,
  commitPartialFile,
  maskUrl,
  partialFileOf,
  removePartialFile,
} from './backup-file';

/**
 * Backup and restore of a PostgreSQL database with PostgreSQL's own tools: pg_dump in its
 * custom format (compressed, one consistent snapshot of a database in service) and
 * pg_restore. The tools come from PATH, or from the folder PRISME_PG_BIN names (another
 * version than the system's). The password of the URL reaches them in PGPASSWORD, never
 * on a command line that `ps` shows, and is never printed.
 *
 * A restore goes into an empty database (or, with --force, one whose content it
 * replaces) in one transaction: pg_restore writes the SQL, psql runs it between a BEGIN
 * and a COMMIT that is sent only once pg_restore has read the whole archive; any error
 * rolls everything back, the target as it was. Ownership and grants are not restored:
 * the objects belong to the account of the target URL, as when the portal migrates.
 */

export interface PostgresBackup {
  file: string;
  bytes: number;
  ms: number;
  serverVersion: string;
  tables: number;
}

export interface PostgresRestore {
  ms: number;
  tables: number;
  migrations: number;
}

type Tool = 'pg_dump' | 'pg_restore' | 'psql';

function toolPath(tool: Tool): string {
  const folder = process.env['PRISME_PG_BIN'];
  return folder ? path.join(folder, tool) : tool;
}

/** The URL as libpq reads it, without its password, and the password apart. */
export function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) },
  };
}

interface Finished {
  code: number | null;
  stderr: string;
}

/** Waits for a child to end, keeping the end of its error output. */
function finished(child: ReturnType<typeof spawn>, tool: Tool): Promise<Finished> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} est introuvable (${toolPath(tool)}) : installez les outils clients ` +
                'PostgreSQL (paquet postgresql-client), ou indiquez leur dossier dans PRISME_PG_BIN.',
              EXIT.failed,
            )
          : error,
      ),
    );
    child.once('close', (code) => resolve({ code, stderr: stderr.trim() }));
  });
}

/** The major version of a client tool (`pg_dump (PostgreSQL) 15.20 (Debian …)` → 15). */
async function toolMajor(tool: Tool): Promise<number> {
  const child = spawn(toolPath(tool), ['--version'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (out += chunk));
  const { code } = await finished(child, tool);
  const major = /\)\s*(\d+)/.exec(out)?.[1];
  if (code !== 0 || !major) {
    throw new BackupError(`${tool} --version n’a pas répondu comme attendu : ${out.trim()}`);
  }
  return Number(major);
}

/** A connection to `url`, or a French refusal: a missing database, an unreachable server. */
async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    const { code, message } = error as { code?: string; message: string };
    if (code === '3D000') {
      throw new BackupError(
        `La base ${maskUrl(url)} n’existe pas : créez-la d’abord, vide (CREATE DATABASE, ` +
          'ou createdb), puis relancez.',
        EXIT.usage,
      );
    }
    throw new BackupError(`Connexion à ${maskUrl(url)} impossible : ${message}`, EXIT.failed);
  }
}

const USER_SCHEMA = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;
const notFromExtension = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

interface Content {
  relations: number;
  tables: number;
  routines: number;
  schemas: number;
  migrations: number;
}

/** What a database holds besides PostgreSQL's own catalogues and its extensions' objects. */
async function contentOf(client: pg.Client): Promise<Content> {
  const { rows } = await client.query<Omit<Content, 'migrations'> & { migrated: boolean }>(`
    select
      (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${USER_SCHEMA}
          and ${notFromExtension('pg_class', 'c.oid')}) as relations,
      (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and ${USER_SCHEMA}) as tables,
      (select count(*)::int from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where ${USER_SCHEMA} and ${notFromExtension('pg_proc', 'p.oid')}) as routines,
      (select count(*)::int from pg_namespace n where ${USER_SCHEMA} and n.nspname <> 'public'
        and ${notFromExtension('pg_namespace', 'n.oid')}) as schemas,
      to_regclass('drizzle.__drizzle_migrations') is not null as migrated`);
  const { migrated, ...content } = rows[0]!;
  const migrations = migrated
    ? (
        await client.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        )
      ).rows[0]!.n
    : 0;
  return { ...content, migrations };
}

/**
 * --force: empties the target in the restore's own transaction. Every schema but public
 * is dropped, and in public every relation, routine and type (an extension's excepted).
 */
const WIPE = `
do $wipe$
declare r record;
begin
  for r in select n.nspname from pg_namespace n
      where ${USER_SCHEMA} and n.nspname <> 'public' and ${notFromExtension('pg_namespace', 'n.oid')}
  loop
    execute format('drop schema %I cascade', r.nspname);
  end loop;
  for r in select c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
        and ${notFromExtension('pg_class', 'c.oid')}
      order by c.relkind = 'S'
  loop
    execute format('drop %s if exists public.%I cascade',
      case r.relkind when 'v' then 'view' when 'm' then 'materialized view'
        when 'f' then 'foreign table' when 'S' then 'sequence' else 'table' end, r.relname);
  end loop;
  for r in select p.oid::regprocedure::text as routine, p.prokind from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and ${notFromExtension('pg_proc', 'p.oid')}
  loop
    execute format('drop %s if exists %s cascade',
      case r.prokind when 'a' then 'aggregate' else 'routine' end, r.routine);
  end loop;
  for r in select t.oid::regtype::text as type, t.typtype from pg_type t
      join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' and t.typtype in ('e', 'd', 'c')
        and (t.typrelid = 0 or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')
        and ${notFromExtension('pg_type', 't.oid')}
  loop
    execute format('drop %s if exists %s cascade',
      case r.typtype when 'd' then 'domain' else 'type' end, r.type);
  end loop;
end
$wipe$;
`;

function failure(tool: Tool, result: Finished, secret: string | undefined): string {
  let said = result.stderr || `code de sortie ${result.code}`;
  if (secret) said = said.replaceAll(secret, '***');
  return `${tool} a échoué : ${said}`;
}

/**
 * Writes the database of `url` with pg_dump's custom format to `output` (a file, or a
 * folder for a timestamped name), by default to a timestamped file of `defaultFolder`.
 */
export async function backupPostgresDatabase(
  url: string,
  output: string | undefined,
  defaultFolder: string,
): Promise<PostgresBackup> {
  const started = performance.now();
  const client = await connect(url);
  let serverMajor: number;
  let serverVersion: string;
  let tables: number;
  try {
    const { rows } = await client.query<{ num: string; version: string }>(
      `select current_setting('server_version_num') as num, current_setting('server_version') as version`,
    );
    serverMajor = Math.floor(Number(rows[0]!.num) / 10_000);
    serverVersion = rows[0]!.version;
    tables = (await contentOf(client)).tables;
  } finally {
    await client.end();
  }
  const dumpMajor = await toolMajor('pg_dump');
  if (dumpMajor < serverMajor) {
    throw new BackupError(
      `pg_dump ${dumpMajor} ne sait pas sauvegarder un serveur PostgreSQL ${serverMajor}, plus ` +
        `récent : installez les outils clients PostgreSQL ${serverMajor} (ou plus récents) et ` +
        'indiquez leur dossier dans PRISME_PG_BIN.',
      EXIT.failed,
    );
  }
  const file = await backupFileFor('postgres', output, defaultFolder);
  const partial = partialFileOf(file);
  const { dbname, env } = connectionOf(url);
  try {
    // Created here, readable by its owner only: pg_dump writes into it and keeps its mode.
    await writeFile(partial, '', { flag: 'wx', mode: 0o600 });
    const dump = spawn(
      toolPath('pg_dump'),
      ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${dbname}`],
      { env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const result = await finished(dump, 'pg_dump');
    if (result.code !== 0) throw new BackupError(failure('pg_dump', result, env['PGPASSWORD']));
    const bytes = await commitPartialFile(partial, file);
    return { file, bytes, ms: performance.now() - started, serverVersion, tables };
  } catch (error) {
    await removePartialFile(partial);
    throw error;
  }
}

/** Restores a pg_dump backup into the database of `url`: empty, unless `force`. */
export async function restorePostgresDatabase(
  file: string,
  url: string,
  options: { force: boolean },
): Promise<PostgresRestore> {
  const started = performance.now();
  file = path.resolve(file);
  if ((await backupKindOf(file)) !== 'postgres') {
    throw new BackupError(
      `${file} est une sauvegarde de la base embarquée : restaurez-la dans un dossier ` +
        '(--target DOSSIER, ou sans DATABASE_URL), pas dans PostgreSQL.',
      EXIT.usage,
    );
  }
  const client = await connect(url);
  try {
    const found = await contentOf(client);
    if (found.relations + found.routines + found.schemas > 0 && !options.force) {
      throw new BackupError(
        `La base ${maskUrl(url)} n’est pas vide (${found.relations} table(s), vue(s) ou ` +
          `séquence(s), ${found.routines} fonction(s), ${found.schemas} schéma(s)) : la ` +
          'restauration y mêlerait deux bases. Restaurez dans une base vide (CREATE DATABASE), ' +
          'ou ajoutez --force pour remplacer son contenu (supprimé dans la transaction même ' +
          'de la restauration).',
        EXIT.notEmpty,
      );
    }
    await runRestore(file, url, options.force);
    await client.query('analyze');
    const restored = await contentOf(client);
    return {
      ms: performance.now() - started,
      tables: restored.tables,
      migrations: restored.migrations,
    };
  } finally {
    await client.end();
  }
}

/** pg_restore → psql in one transaction, committed only when the archive was read whole. */
async function runRestore(file: string, url: string, force: boolean): Promise<void> {
  const { dbname, env } = connectionOf(url);
  const psql = spawn(
    toolPath('psql'),
    ['--no-psqlrc', '--quiet', '--no-password', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const psqlDone = finished(psql, 'psql');
  // psql may stop (an error) before it has read everything: its input then closes.
  psql.stdin.on('error', () => {});
  psql.stdin.write(`begin;\nset client_min_messages = warning;\n${force ? WIPE : ''}`);
  const restore = spawn(
    toolPath('pg_restore'),
    ['--no-owner', '--no-privileges', '--file=-', file],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const restoreDone = finished(restore, 'pg_restore');
  restore.stdout.pipe(psql.stdin, { end: false });
  let restoreResult: Finished;
  try {
    restoreResult = await restoreDone;
  } catch (error) {
    psql.stdin.end();
    await psqlDone.catch(() => {});
    throw error;
  }
  // Without the COMMIT, psql's session ends and PostgreSQL rolls the transaction back.
  psql.stdin.end(restoreResult.code === 0 ? '\ncommit;\n' : '');
  const psqlResult = await psqlDone;
  const secret = env['PGPASSWORD'];
  // An archive that cannot be read is the cause; psql's error is then its consequence.
  if (restoreResult.code !== 0) {
    throw new BackupError(
      `${failure('pg_restore', restoreResult, secret)}. Rien n’a été restauré : la base est inchangée.`,
    );
  }
  if (psqlResult.code !== 0) {
    throw new BackupError(
      `${failure('psql', psqlResult, secret)}. Rien n’a été restauré : la base est inchangée.`,
    );
  }
}
