import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockEmbeddedDatabase } from './embedded-lock';
import { PgliteThread } from './pglite-thread/pglite-thread';
import { BudgetedPool } from './postgres-pool';
import * as schema from './schema';
import {
  DEFAULT_STATEMENT_BUDGETS,
  withoutStatementLimit,
  type StatementBudgets,
} from './statement-budget';

/** The one database type every repository takes: PGlite and PostgreSQL look the same. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, for repository functions that must join the caller's transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | undefined;
      /** A PGlite dump to start from (ThreadStart.loadFrom): the tests' migrated template. */
      loadFrom?: string;
    }
  | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Runs the migrations that are not applied yet; safe to call from several processes. */
  migrate(): Promise<void>;
  /**
   * A round trip to the database, for /api/health, answered within `withinMs`: 'busy'
   * when the database is at work and does not answer at once (the embedded database runs
   * one statement at a time), 'down' when it fails.
   */
  ping(withinMs: number): Promise<'up' | 'busy'>;
  /**
   * Marks this process present on the database until released: on PostgreSQL a session
   * advisory lock (`namespace`, a key chosen here) held on a connection of its own, taken
   * again if that connection is lost; other processes see the key's lock taken while this
   * one lives, free once it is gone (even killed outright: the server drops its session).
   * The embedded database has one process: nothing is held and the key is undefined.
   */
  holdPresence(namespace: number): Promise<ProcessPresence>;
  /**
   * What a worker thread needs to open connections of its own to this database
   * (openThreadDatabase), so that long work reads and writes off the server's thread.
   * PostgreSQL only: the embedded database has one connection, owned by its own thread.
   */
  threadTarget?: ThreadDatabaseTarget;
  close(): Promise<void>;
}

/** Plain data, sent to a worker thread: the database's address and statement budgets. */
export interface ThreadDatabaseTarget {
  url: string;
  budgets: StatementBudgets;
}

export interface ProcessPresence {
  key: number | undefined;
  release(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant will do: it serialises concurrent migrations of several API processes.
const MIGRATION_LOCK = 7_411_620_001;

export async function openDatabase(
  target: DatabaseTarget,
  budgets: StatementBudgets = DEFAULT_STATEMENT_BUDGETS,
): Promise<DatabaseHandle> {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir, budgets, target.loadFrom)
    : openPostgres(target.url, budgets);
}

/** 'busy' when `round` does not answer within `withinMs` (it goes on, and is dropped). */
async function answeredWithin(round: Promise<unknown>, withinMs: number): Promise<'up' | 'busy'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'busy'>(
    (resolve) => (timer = setTimeout(() => resolve('busy'), withinMs)),
  );
  try {
    return await Promise.race([round.then(() => 'up' as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function openPglite(
  dataDir: string | undefined,
  budgets: StatementBudgets,
  loadFrom: string | undefined,
): Promise<DatabaseHandle> {
  // One process per folder (embedded-lock.ts); the lock lost (the machine slept past its
  // staleness) is said loudly, since another process may now open the folder.
  const release = dataDir
    ? await lockEmbeddedDatabase(dataDir, (error) =>
        console.error(`Verrou de la base embarquée ${dataDir} perdu : ${error.message}`),
      )
    : async () => {};
  // Its own thread (db/pglite-thread): no statement holds the event loop. Undefined
  // keeps the database in memory.
  const client = new PgliteThread(dataDir, budgets, loadFrom);
  try {
    await client.waitReady;
  } catch (error) {
    await release();
    throw error;
  }
  // Drizzle's PGlite session uses query() and transaction(), which the thread offers.
  const asPglite = client as unknown as PGlite;
  const db = drizzlePglite({ client: asPglite, schema }) as unknown as Database;
  let pending: Promise<unknown> | undefined;
  return {
    db,
    kind: 'pglite',
    migrate: () =>
      // One process owns an embedded database (its folder's lock): no migration lock.
      withoutStatementLimit(() =>
        migratePglite(drizzlePglite({ client: asPglite }), { migrationsFolder }),
      ),
    ping: (withinMs) => {
      // Behind long work the round trip waits its turn: health waits `withinMs` at most,
      // and one round trip at a time is queued, however often health is asked.
      pending ??= client.query('select 1').finally(() => (pending = undefined));
      return answeredWithin(pending, withinMs);
    },
    holdPresence: async () => ({ key: undefined, release: async () => {} }),
    close: async () => {
      try {
        await client.close();
      } finally {
        await release();
      }
    },
  };
}

/**
 * A worker thread's own connections (at most `connections`) to the server's PostgreSQL
 * database, as its DatabaseHandle's threadTarget describes it.
 */
export function openThreadDatabase(
  target: ThreadDatabaseTarget,
  connections: number,
): Promise<DatabaseHandle> {
  return openPostgres(target.url, target.budgets, connections);
}

async function openPostgres(
  url: string,
  budgets: StatementBudgets,
  connections = 10,
): Promise<DatabaseHandle> {
  const pool = new BudgetedPool({ connectionString: url, max: connections }, budgets);
  // An idle connection closed by the server (restart, failover) must not crash the
  // process: the pool drops it and opens another on the next query.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL : connexion inactive perdue (${error.message})`),
  );
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => withoutStatementLimit(() => migratePostgres(pool)),
    ping: (withinMs) => answeredWithin(db.execute(sql`select 1`), withinMs),
    holdPresence: (namespace) => holdPostgresPresence(url, namespace),
    threadTarget: { url, budgets },
    close: () => pool.end(),
  };
}

const PRESENCE_RETRY_MS = 2_000;

/** holdPresence on PostgreSQL: see DatabaseHandle. */
async function holdPostgresPresence(url: string, namespace: number): Promise<ProcessPresence> {
  let key: number | undefined;
  let client: pg.Client | undefined;
  let released = false;
  let retry: NodeJS.Timeout | undefined;
  const take = async () => {
    const connection = new pg.Client({ connectionString: url, application_name: 'prisme' });
    const lost = (reason: string) => {
      if (client !== connection) return;
      client = undefined;
      connection.end().catch(() => {});
      if (released) return;
      console.warn(`PostgreSQL : connexion de présence perdue (${reason}), reprise`);
      again();
    };
    connection.on('error', (error) => lost(error.message));
    connection.on('end', () => lost('fermée'));
    await connection.connect();
    try {
      // A random key, another one if taken (the same one again after a lost connection:
      // this process's running jobs name it).
      for (;;) {
        const candidate = key ?? 1 + Math.floor(Math.random() * 2_147_483_646);
        const { rows } = await connection.query<{ taken: boolean }>(
          'select pg_try_advisory_lock($1, $2) as taken',
          [namespace, candidate],
        );
        if (rows[0]?.taken) {
          key = candidate;
          break;
        }
        if (key !== undefined) await new Promise((r) => setTimeout(r, PRESENCE_RETRY_MS));
      }
    } catch (error) {
      await connection.end().catch(() => {});
      throw error;
    }
    if (released) await connection.end().catch(() => {});
    else client = connection;
  };
  const again = () => {
    retry = setTimeout(() => {
      take().catch((error: unknown) => {
        console.warn(`PostgreSQL : présence non reprise (${(error as Error).message})`);
        if (!released) again();
      });
    }, PRESENCE_RETRY_MS);
    retry.unref();
  };
  await take();
  return {
    key,
    release: async () => {
      released = true;
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => {});
    },
  };
}

async function migratePostgres(pool: BudgetedPool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: connection }), { migrationsFolder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    connection.release();
  }
}

/** Runs raw SQL and answers its rows: the one place that knows both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
