import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/** The one database type every repository takes: PGlite and PostgreSQL look the same. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, for repository functions that must join the caller's transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Runs the migrations that are not applied yet; safe to call from several processes. */
  migrate(): Promise<void>;
  /** A round trip to the database, for /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant will do: it serialises concurrent migrations of several API processes.
const MIGRATION_LOCK = 7_411_620_001;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPostgres(target.url);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  // PGlite does not create parent folders; undefined keeps the database in memory.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      // One process owns an embedded database: no lock is needed.
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection closed by the server (restart, failover) must not crash the
  // process: the pool drops it and opens another on the next query.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL : connexion inactive perdue (${error.message})`),
  );
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client: connection }), { migrationsFolder });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        connection.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** Runs raw SQL and answers its rows: the one place that knows both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
