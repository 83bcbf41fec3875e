import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyDemoTemplate } from './demo-template';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** The PostgreSQL database it runs on; none: the embedded database of `dataDir`. */
  databaseUrl: string | undefined;
  /** Everything the server printed, for reading reset links or debugging a failure. */
  output(): string;
  /** Stops the server and deletes its data folder, unless `keepData` (to start it again). */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /**
   * Kills the server outright (SIGKILL: no shutdown hook runs, as in a power cut) and
   * waits for its process to be gone. The data folder is kept, to start it again.
   */
  kill(): Promise<void>;
}

export interface ServerOptions {
  /** A data folder to reuse (a server stopped with keepData), instead of a new empty one. */
  dataDir?: string;
  /** The port to listen on, e.g. the previous run's so that open pages keep their URL. */
  port?: number;
  /**
   * Runs on the data folder before the server starts, e.g. to fill the database
   * (e2e/support/database.ts): the embedded database admits one process at a time.
   */
  beforeStart?: (dataDir: string) => Promise<void>;
  /**
   * Runs on this PostgreSQL database (DATABASE_URL) instead of the embedded one, e.g. one
   * of `createPostgresDatabase()`; the caller drops it.
   */
  databaseUrl?: string;
}

export interface PostgresDatabase {
  url: string;
  /** Drops the database (its connections closed first). */
  drop(): Promise<void>;
}

/**
 * A new empty database on the PostgreSQL server of `adminUrl` (TEST_DATABASE_URL, e.g.
 * postgres://postgres@127.0.0.1:5432/test), for one run; `drop()` removes it.
 */
export async function createPostgresDatabase(
  adminUrl = process.env['TEST_DATABASE_URL'],
): Promise<PostgresDatabase> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL manque : aucun serveur PostgreSQL nommé.');
  const name = `prisme_e2e_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server (node + tsx, one process so stopping it frees the port) on a
 * free port and an empty temporary embedded database, and waits for /api/health.
 * `options` reuse a data folder and a port, prepare the database first, or name a
 * PostgreSQL database instead.
 */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'prisme-e2e-'));
  // A new embedded database with the demo data: the run's copy, when it wrote one (a
  // database a test fills itself, or PostgreSQL, gets its demo data from the server).
  const freshDemo =
    env['PRISME_DEMO_DATA'] === 'true' &&
    !options.dataDir &&
    !options.beforeStart &&
    !options.databaseUrl;
  if (freshDemo) copyDemoTemplate(dataDir);
  await options.beforeStart?.(dataDir);
  const url = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      // An empty DATABASE_URL means the embedded database, whatever the caller's shell has.
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        PRISME_DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  // Whether it ended by itself, by a signal or killed: exitCode stays null after a signal.
  let ended = false;
  /** Whether the test stopped or killed it; otherwise its end is printed (a crash in CI). */
  let asked = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = true;
      if (!asked) {
        console.error(
          `Le serveur ${url} s'est arrêté de lui-même (code ${code}, signal ${signal}) ; ` +
            `fin de sa sortie :\n${output.slice(-4000)}`,
        );
      }
      resolve();
    }),
  );

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`Le serveur s'est arrêté :\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) throw new Error(`Le serveur n'a pas démarré à temps :\n${output}`);

  return {
    url,
    port,
    dataDir,
    databaseUrl: options.databaseUrl,
    output: () => output,
    stop: async ({ keepData = false } = {}) => {
      asked = true;
      if (!ended) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: async () => {
      asked = true;
      if (!ended) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
