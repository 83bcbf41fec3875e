import { createHash, randomBytes, randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { openDatabase, queryRows, type Database } from '../../apps/server/src/db/client';
import { withDatabase } from '../support/database';
import { signIn } from '../support/portal';
import {
  createPostgresDatabase,
  startServer,
  type PostgresDatabase,
  type RunningServer,
} from '../support/server';

/**
 * The crash tests' rig: the real server on one database (the embedded one, or a fresh
 * PostgreSQL database of TEST_DATABASE_URL), killed with SIGKILL in the middle of work sent
 * through its HTTP API, then started again on the same data folder and database.
 */

export type CrashDatabaseKind = 'embarquée' | 'PostgreSQL';

/**
 * The embedded database always, PostgreSQL too when TEST_DATABASE_URL names a server;
 * CRASH_ONLY_EMBEDDED=true keeps to the embedded one (npm test: CI runs the crash tests on
 * one database, the embedded one that holds a single process, to stay within its time).
 */
export const crashDatabaseKinds = (): CrashDatabaseKind[] =>
  process.env['TEST_DATABASE_URL'] && process.env['CRASH_ONLY_EMBEDDED'] !== 'true'
    ? ['embarquée', 'PostgreSQL']
    : ['embarquée'];

/** The run's seed: CRASH_SEED to replay a run, else a new one (printed). */
export const CRASH_SEED = Number(process.env['CRASH_SEED'] ?? randomInt(1, 2 ** 31 - 1));

/**
 * Delays forced by CRASH_DELAYS ("lookthrough=1200,scr=800": ms after the request was
 * sent), to replay one kill exactly whatever the machine's speed.
 */
const forcedDelays = new Map(
  (process.env['CRASH_DELAYS'] ?? '')
    .split(',')
    .map((pair) => pair.split('='))
    .filter((pair): pair is [string, string] => pair.length === 2 && pair[1] !== '')
    .map(([name, ms]) => [name.trim(), Number(ms)]),
);

/** A number in [0, 1) drawn from the run's seed and a name (mulberry32 of its hash). */
export function seededFraction(name: string, seed = CRASH_SEED): number {
  let state = createHash('sha256').update(`${seed}:${name}`).digest().readUInt32LE(0);
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** What a kill tells: when it came, and whether the work had answered before it. */
export interface Kill {
  delayMs: number;
  /** The work answered before the kill (it went through whole): its answer. */
  answered: Response | undefined;
  /** What the work said of itself just before the kill (its job's stage), if asked. */
  progress: string | undefined;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Names of the files left in a folder (none when it does not exist). */
export async function filesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch {
    return [];
  }
}

export class CrashRig {
  server!: RunningServer;
  private postgres: PostgresDatabase | undefined;
  private env: NodeJS.ProcessEnv = {};
  private tokens = new Map<string, string>();
  /** Kills and starts, for the figures. */
  kills = 0;
  starts = 0;

  constructor(readonly kind: CrashDatabaseKind) {}

  get url() {
    return this.server.url;
  }
  get dataDir() {
    return this.server.dataDir;
  }

  /** A fresh database filled by `prepare`, then the server on it. */
  async start(env: NodeJS.ProcessEnv, prepare: (db: Database) => Promise<void>): Promise<void> {
    this.env = env;
    if (this.kind === 'PostgreSQL') {
      this.postgres = await createPostgresDatabase();
      const handle = await openDatabase({ kind: 'postgres', url: this.postgres.url });
      try {
        await handle.migrate();
        await prepare(handle.db);
      } finally {
        await handle.close();
      }
      this.server = await startServer(env, { databaseUrl: this.postgres.url });
    } else {
      this.server = await startServer(env, {
        beforeStart: (dataDir) => withDatabase(dataDir, prepare),
      });
    }
    this.starts++;
  }

  /** Starts the server again on the same data folder, database and port (same issuer). */
  async restart(): Promise<void> {
    this.server = await startServer(this.env, {
      dataDir: this.server.dataDir,
      port: this.server.port,
      databaseUrl: this.postgres?.url,
    });
    this.starts++;
  }

  /** Stops the server (SIGTERM: its shutdown waits for the purge), keeping its data. */
  async stop(): Promise<void> {
    await this.server.stop({ keepData: true });
  }

  /** Stops everything and removes the data folder and the PostgreSQL database. */
  async dispose(): Promise<void> {
    await this.server?.stop();
    await this.postgres?.drop();
  }

  /**
   * Reads the database while the server is down (the embedded one admits one process;
   * PostgreSQL is read directly the same way, for one code path).
   */
  async inspect<T>(work: (db: Database) => Promise<T>): Promise<T> {
    if (this.kind === 'embarquée') return withDatabase(this.server.dataDir, work);
    const handle = await openDatabase({ kind: 'postgres', url: this.postgres!.url });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  /**
   * An access token of `login`, as the portal gets it: the embedded provider's sign-in
   * page filled in Chromium (authorization code + PKCE), the code exchanged at its token
   * endpoint. The provider's signing keys are in the database: the token outlives a restart.
   */
  async signIn(browser: Browser, login: string): Promise<string> {
    const verifier = randomBytes(32).toString('base64url');
    const redirect = `${this.url}/`;
    const params = new URLSearchParams({
      client_id: 'prisme-web',
      redirect_uri: redirect,
      response_type: 'code',
      scope: 'openid profile email',
      state: randomBytes(8).toString('hex'),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      // The provider's redirect with the code is answered here: a built web app would
      // otherwise load and spend the code first.
      await page.route(
        (u) => u.pathname === '/' && u.searchParams.has('code'),
        (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'code reçu' }),
      );
      await page.goto(`${this.url}/idp/auth?${params}`);
      await signIn(page, login);
      await page.waitForURL((u) => u.searchParams.has('code'), { timeout: 30_000 });
      const code = new URL(page.url()).searchParams.get('code')!;
      const response = await fetch(`${this.url}/idp/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: 'prisme-web',
          code,
          redirect_uri: redirect,
          code_verifier: verifier,
        }),
      });
      const body = (await response.json()) as { access_token?: string };
      if (!response.ok || !body.access_token)
        throw new Error(`Jeton refusé (${response.status}) : ${JSON.stringify(body)}`);
      this.tokens.set(login, body.access_token);
      return body.access_token;
    } finally {
      await context.close();
    }
  }

  /** A JSON call of the API as `login`. */
  call(login: string, method: string, route: string, body?: unknown): Promise<Response> {
    return fetch(`${this.url}/api${route}`, {
      method,
      headers: {
        authorization: `Bearer ${this.tokens.get(login)}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** A file sent to « Intégration » as `login` (multipart: the fields, then the file). */
  async upload(
    login: string,
    file: string,
    fields: { kind: string; rolename?: string },
  ): Promise<Response> {
    const form = new FormData();
    form.set('kind', fields.kind);
    if (fields.rolename) form.set('rolename', fields.rolename);
    form.set('file', new Blob([await readFile(file)]), path.basename(file));
    return fetch(`${this.url}/api/integration/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.tokens.get(login)}` },
      body: form,
    });
  }

  /**
   * Sends `work`, kills the server a seeded random time within `window` (ms after the
   * request, from the same work's timing just before; or CRASH_DELAYS), waits for the
   * process to be gone, and tells whether the work had answered first. Prints how to
   * replay the kill.
   */
  async killDuring(
    scenario: string,
    window: KillWindow,
    work: () => Promise<Response>,
    /** Asked just before the kill: where the work stands, for the record. */
    probe?: () => Promise<string>,
  ): Promise<Kill> {
    const fraction = seededFraction(`${this.kind}:${scenario}`);
    const forced = forcedDelays.get(scenario);
    const delayMs = forced ?? Math.round(window.from + fraction * (window.to - window.from));
    let answered: Response | undefined;
    const sent = work().then(
      (response) => (answered = response),
      () => undefined, // the connection dropped by the kill
    );
    await sleep(delayMs);
    const progress = answered ? undefined : await probe?.().catch(() => undefined);
    await this.server.kill();
    this.kills++;
    await sent;
    const drawn = `tiré entre ${Math.round(window.from)} et ${Math.round(window.to)} ms : ${window.what}`;
    const outcome = answered
      ? `terminé avant l’arrêt (${answered.status})`
      : `interrompu${progress ? ` (${progress})` : ''}`;
    console.log(
      `[crash] ${this.kind} › ${scenario} : graine ${CRASH_SEED}, arrêt à ${delayMs} ms` +
        ` (${forced === undefined ? drawn : 'CRASH_DELAYS'}) — ${outcome}` +
        ` ; rejouer : CRASH_SEED=${CRASH_SEED} ou CRASH_DELAYS=${scenario}=${delayMs}`,
    );
    return { delayMs, answered, progress };
  }
}

/** When a kill may come, in ms after the request is sent, and what that span is. */
export interface KillWindow {
  from: number;
  to: number;
  what: string;
}

/** 5 to 95 % of the time the same work took. */
export const within = (ms: number, of = 'du même travail'): KillWindow => ({
  from: 0.05 * ms,
  to: 0.95 * ms,
  what: `5-95 % des ${Math.round(ms)} ms ${of}`,
});

/** Rows of a query, on either database. */
export const rows = <T>(db: Database, query: SQL) => queryRows<T>(db, query);

/** Times `work`, answering its result and its duration in ms. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}
