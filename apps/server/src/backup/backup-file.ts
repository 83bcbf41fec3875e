import { chmod, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BackupError, EXIT } from './backup-error';

/** The two kinds of backup: the embedded database's folder, or a PostgreSQL database. */
export type BackupKind = 'embedded' | 'postgres';

const EXTENSION: Record<BackupKind, string> = { embedded: '.tar.gz', postgres: '.dump' };
const NAME: Record<BackupKind, string> = { embedded: 'embarquee', postgres: 'postgresql' };

/** A PostgreSQL URL as it may be printed: the password replaced by `***`. */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(adresse illisible)';
  }
}

/** `20261127-221503Z`: UTC, sortable, no character a file system refuses. */
export function timestamp(date: Date): string {
  const iso = date.toISOString(); // 2026-11-27T22:15:03.123Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}Z`;
}

async function isFolder(target: string): Promise<boolean> {
  try {
    return (await stat(target)).isDirectory();
  } catch {
    return false;
  }
}

async function exists(target: string): Promise<boolean> {
  try {
    await stat(target);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where a backup is written: `argument` if it names a file, a timestamped name inside it
 * if it names a folder (existing, or written with a trailing slash), else a timestamped
 * name in `defaultFolder`. An existing file is never overwritten.
 */
export async function backupFileFor(
  kind: BackupKind,
  argument: string | undefined,
  defaultFolder: string,
  now = new Date(),
): Promise<string> {
  const name = `prisme-${NAME[kind]}-${timestamp(now)}${EXTENSION[kind]}`;
  let file: string;
  if (argument === undefined) file = path.join(defaultFolder, name);
  else if (/[/\\]$/.test(argument) || (await isFolder(argument))) file = path.join(argument, name);
  else file = argument;
  file = path.resolve(file);
  if (await exists(file)) {
    throw new BackupError(
      `Le fichier ${file} existe déjà : une sauvegarde n’en remplace jamais une autre. ` +
        'Indiquez un autre nom, ou un dossier.',
      EXIT.notEmpty,
    );
  }
  // Backups hold every client's data: their folder is the owner's alone when created here.
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  return file;
}

/** The name a backup is written under until it is whole: never mistaken for a backup. */
export const partialFileOf = (file: string) => `${file}.partiel`;

/**
 * Makes a written partial file the backup: flushed to the disk, readable by its owner
 * only, then renamed (atomic on one file system), so that a backup file is always whole.
 */
export async function commitPartialFile(partial: string, file: string): Promise<number> {
  const handle = await open(partial, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await chmod(partial, 0o600);
  await rename(partial, file);
  return (await stat(file)).size;
}

export const removePartialFile = (partial: string) => rm(partial, { force: true });

/**
 * The kind of a backup file, from its first bytes: a gzip tarball (the embedded
 * database's folder, PGlite's `dumpDataDir`) or pg_dump's custom format (`PGDMP`).
 */
export async function backupKindOf(file: string): Promise<BackupKind> {
  let head: Buffer;
  try {
    const handle = await open(file, 'r');
    try {
      head = Buffer.alloc(5);
      const { bytesRead } = await handle.read(head, 0, 5, 0);
      head = head.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT'
        ? `Fichier de sauvegarde introuvable : ${file}`
        : `Fichier de sauvegarde illisible : ${file} (${code ?? (error as Error).message})`,
      EXIT.usage,
    );
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  throw new BackupError(
    `${file} n’est pas une sauvegarde Prisme : ni une archive de la base embarquée ` +
      '(.tar.gz), ni une sauvegarde PostgreSQL au format de pg_dump (.dump).',
    EXIT.usage,
  );
}

/** 12,3 Mo */
export function formatBytes(bytes: number): string {
  const units = ['o', 'ko', 'Mo', 'Go', 'To'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${units[unit]}`;
}

/** 8,2 s */
export const formatSeconds = (ms: number) =>
  `${(ms / 1000).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;
