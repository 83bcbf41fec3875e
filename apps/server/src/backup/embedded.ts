import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { EmbeddedDatabaseBusyError, lockEmbeddedDatabase } from '../db/embedded-lock';
import { BackupError, EXIT } from './backup-error';
import {
  backupFileFor,
  backupKindOf,
  commitPartialFile,
  partialFileOf,
  removePartialFile,
  timestamp,
} from './backup-file';

/**
 * Backup and restore of the embedded database (PGlite): its data folder as one gzip
 * tarball written by PGlite's own `dumpDataDir()`, which `PGlite.create({ loadDataDir })`
 * reads back.
 *
 * The tool opens the folder itself, under the folder's lock (db/embedded-lock.ts): while
 * the portal or an import holds the database it refuses, in French, and does nothing.
 * PGlite is PostgreSQL inside one process: no other process can ask it for a consistent
 * copy, and copying its files while it writes gives a torn database. Holding the lock,
 * nothing else writes; a CHECKPOINT then brings the data files up to date with the
 * write-ahead log and the dump is taken between statements (PGlite's query mutex), so the
 * archive is the database as of that instant. A backup while the portal runs is what
 * PostgreSQL is for (pg_dump, postgres.ts).
 */

export interface EmbeddedBackup {
  file: string;
  bytes: number;
  ms: number;
  /** Migrations applied to the saved database. */
  migrations: number;
}

export interface EmbeddedRestore {
  dataDir: string;
  ms: number;
  migrations: number;
  /** With --force, where the folder's former content was moved. */
  formerContent: string | undefined;
}

interface LockOwner {
  pid?: number;
  host?: string;
}

async function ownerOf(dataDir: string): Promise<string> {
  try {
    const owner = JSON.parse(await readFile(`${dataDir}.owner.json`, 'utf8')) as LockOwner;
    return owner.pid ? ` (processus n° ${owner.pid}${owner.host ? ` sur ${owner.host}` : ''})` : '';
  } catch {
    return '';
  }
}

/** The folder's lock, or a French refusal (exit 3) naming who holds it. */
async function lockFolder(dataDir: string, action: string): Promise<() => Promise<void>> {
  try {
    return await lockEmbeddedDatabase(dataDir, (error) =>
      console.error(`Verrou de la base embarquée ${dataDir} perdu : ${error.message}`),
    );
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseBusyError)) throw error;
    throw new BackupError(
      `La base embarquée ${dataDir} est ouverte par un autre processus Prisme` +
        `${await ownerOf(dataDir)} : le portail, ou un import en ligne de commande. ` +
        'Elle n’accepte qu’un processus à la fois, et ses fichiers ne se copient pas pendant ' +
        `qu’elle écrit. Arrêtez le portail, ${action}, puis redémarrez-le. Pour sauvegarder ` +
        'sans arrêt, utilisez PostgreSQL (DATABASE_URL) : pg_dump sauvegarde une base en service.',
      EXIT.busy,
    );
  }
}

async function holdsDatabase(dataDir: string): Promise<boolean> {
  try {
    return (await stat(path.join(dataDir, 'PG_VERSION'))).isFile();
  } catch {
    return false;
  }
}

async function appliedMigrations(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ migrated: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as migrated`,
  );
  if (!rows[0]?.migrated) return 0;
  const counted = await db.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return counted.rows[0]?.n ?? 0;
}

/**
 * Writes the embedded database of `dataDir` to `output` (a file, or a folder for a
 * timestamped name), by default to a timestamped file of `defaultFolder`.
 */
export async function backupEmbeddedDatabase(
  dataDir: string,
  output: string | undefined,
  defaultFolder: string,
): Promise<EmbeddedBackup> {
  const started = performance.now();
  dataDir = path.resolve(dataDir);
  if (!(await holdsDatabase(dataDir))) {
    throw new BackupError(
      `Aucune base embarquée dans ${dataDir} : rien à sauvegarder. Le dossier des données ` +
        'est PRISME_DATA_DIR (var par défaut), la base dans son sous-dossier db.',
      EXIT.usage,
    );
  }
  const release = await lockFolder(dataDir, 'lancez la sauvegarde');
  try {
    const file = await backupFileFor('embedded', output, defaultFolder);
    const partial = partialFileOf(file);
    const db = await PGlite.create(dataDir);
    try {
      const migrations = await appliedMigrations(db);
      await db.exec('CHECKPOINT');
      // PGlite's own gzip: the smallest file and the least memory of the ways tried
      // (docs/reliability.md).
      const tarball = await db.dumpDataDir('gzip');
      await writeFile(partial, Buffer.from(await tarball.arrayBuffer()), {
        flag: 'wx',
        mode: 0o600,
      });
      const bytes = await commitPartialFile(partial, file);
      return { file, bytes, ms: performance.now() - started, migrations };
    } catch (error) {
      await removePartialFile(partial);
      throw error;
    } finally {
      await db.close();
    }
  } finally {
    await release();
  }
}

/**
 * Restores a backup of the embedded database into `dataDir`, which must be empty or
 * missing unless `force`. The archive is loaded and opened in a folder beside it first,
 * and takes the folder's place only once PGlite has opened it: a failed restore leaves
 * `dataDir` as it was. With `force`, the former content is moved aside, not deleted.
 */
export async function restoreEmbeddedDatabase(
  file: string,
  dataDir: string,
  options: { force: boolean },
): Promise<EmbeddedRestore> {
  const started = performance.now();
  file = path.resolve(file);
  dataDir = path.resolve(dataDir);
  if ((await backupKindOf(file)) !== 'embedded') {
    throw new BackupError(
      `${file} est une sauvegarde PostgreSQL (pg_dump) : restaurez-la dans une base ` +
        'PostgreSQL (--target postgres://… ou DATABASE_URL), pas dans la base embarquée.',
      EXIT.usage,
    );
  }
  const release = await lockFolder(dataDir, 'lancez la restauration');
  try {
    const former = await readdir(dataDir);
    if (former.length > 0 && !options.force) {
      throw new BackupError(
        `Le dossier ${dataDir} n’est pas vide (${former.length} élément(s)) : la restauration ` +
          'remplacerait la base qu’il contient. Restaurez dans un dossier vide, ou ajoutez ' +
          '--force pour la remplacer (son contenu actuel sera conservé à côté, sous ' +
          `${path.basename(dataDir)}.avant-restauration-…).`,
        EXIT.notEmpty,
      );
    }
    // Read through once by zlib, in bounded memory: gzip's checksum proves the archive
    // whole before anything is touched (PGlite's own gunzip fails on a truncated file
    // outside any promise it returns).
    try {
      await pipeline(
        createReadStream(file),
        createGunzip(),
        new Writable({ write: (_chunk, _encoding, next) => next() }),
      );
    } catch (error) {
      throw new BackupError(
        `L’archive ${file} est incomplète ou endommagée (${(error as Error).message}) : ` +
          `rien n’a été restauré, le dossier ${dataDir} est inchangé.`,
        EXIT.failed,
      );
    }
    const stamp = timestamp(new Date());
    const staging = `${dataDir}.restauration-${stamp}`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true, mode: 0o700 });
    let migrations: number;
    try {
      const archive = new File([await readFile(file)], path.basename(file), {
        type: 'application/gzip',
      });
      const db = await PGlite.create({ dataDir: staging, loadDataDir: archive });
      try {
        migrations = await appliedMigrations(db);
        await db.exec('CHECKPOINT');
      } finally {
        await db.close();
      }
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw new BackupError(
        `L’archive ${file} n’a pas pu être restaurée : ${(error as Error).message}. ` +
          `Le dossier ${dataDir} est inchangé.`,
        EXIT.failed,
      );
    }
    let formerContent: string | undefined;
    if (former.length > 0) {
      formerContent = `${dataDir}.avant-restauration-${stamp}`;
      await rename(dataDir, formerContent);
    } else {
      await rmdir(dataDir);
    }
    try {
      await rename(staging, dataDir);
    } catch (error) {
      if (formerContent) await rename(formerContent, dataDir).catch(() => {});
      else await mkdir(dataDir).catch(() => {});
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
    return { dataDir, ms: performance.now() - started, migrations, formerContent };
  } finally {
    await release();
  }
}
