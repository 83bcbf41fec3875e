import { mkdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

/**
 * An embedded database folder is opened by one process at a time: PGlite is PostgreSQL
 * running inside the process, and two of them writing the same files (the server and
 * `npm run import`, two servers) corrupt it. The lock is the folder `<dataDir>.lock`
 * (proper-lockfile: atomic mkdir, its date refreshed while the process lives, removed at
 * exit). Beside it `<dataDir>.owner.json` names the process, so that the lock of a
 * process killed outright (SIGKILL, power cut) is taken over at once when that process
 * is gone from this machine, rather than after the lock's staleness.
 */
export class EmbeddedDatabaseBusyError extends Error {
  constructor(dataDir: string, owner: LockOwner | undefined) {
    super(
      `La base embarquée ${dataDir} est déjà ouverte par un autre processus Prisme` +
        `${owner ? ` (n° ${owner.pid} sur ${owner.host})` : ''} : le serveur, ou un import en ` +
        'ligne de commande. Arrêtez-le d’abord, intégrez le fichier depuis l’écran ' +
        '« Intégration » du portail, ou utilisez PostgreSQL (DATABASE_URL), que plusieurs ' +
        'processus partagent.',
    );
    this.name = 'EmbeddedDatabaseBusyError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
}

/** A lock not refreshed for this long belongs to a process that died (another machine's). */
const STALE_MS = 30_000;

const lockFolderOf = (dataDir: string) => `${dataDir}.lock`; // proper-lockfile's default
const ownerFileOf = (dataDir: string) => `${dataDir}.owner.json`;

async function readOwner(dataDir: string): Promise<LockOwner | undefined> {
  try {
    return JSON.parse(await readFile(ownerFileOf(dataDir), 'utf8')) as LockOwner;
  } catch {
    return undefined; // not written yet, or by a process that died writing it
  }
}

/** Whether a process of this machine still runs (EPERM: it runs, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const isLocked = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ELOCKED';

/** Takes the folder's lock; answers its release. Throws EmbeddedDatabaseBusyError if held. */
export async function lockEmbeddedDatabase(
  dataDir: string,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const take = () => lockfile.lock(dataDir, { stale: STALE_MS, onCompromised: onLost });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if (!isLocked(error)) throw error;
    const owner = await readOwner(dataDir);
    if (!owner || owner.host !== hostname() || isRunning(owner.pid)) {
      throw new EmbeddedDatabaseBusyError(dataDir, owner);
    }
    // Its owner is gone: the lock is a leftover. Of two processes taking it over at once,
    // the mkdir of one fails and that one reads busy.
    await rmdir(lockFolderOf(dataDir)).catch(() => {});
    try {
      release = await take();
    } catch (retryError) {
      if (isLocked(retryError)) throw new EmbeddedDatabaseBusyError(dataDir, undefined);
      throw retryError;
    }
  }
  const owner: LockOwner = { pid: process.pid, host: hostname() };
  await writeFile(ownerFileOf(dataDir), JSON.stringify(owner));
  return async () => {
    await rm(ownerFileOf(dataDir), { force: true });
    await release();
  };
}
