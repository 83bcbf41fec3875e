import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed, for reading reset links or debugging a failure. */
  output(): string;
  /** Stops the server and deletes its data folder, unless `keepData` (to start it again). */
  stop(options?: { keepData?: boolean }): Promise<void>;
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
 * `options` reuse a data folder and a port, or prepare the database first.
 */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'prisme-e2e-'));
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
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté :\n${output}`);
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
    output: () => output,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
