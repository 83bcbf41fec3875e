import { is } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Executor } from '../client';
import type { BlobQueryable } from './pglite-binary-copy';

/** How bulkInsert writes through an executor. */
export type BulkStrategy =
  | { kind: 'pg-binary-copy'; client: pg.ClientBase }
  | { kind: 'pglite-binary-copy'; client: BlobQueryable }
  | { kind: 'unnest' };

/**
 * Chooses the fastest way in that the executor allows:
 * - node-postgres with one connection (inside a transaction, Drizzle holds the pooled
 *   connection it took; COPY must run on it) → binary COPY;
 * - embedded PGlite (the instance, or the PGlite transaction under Drizzle's) → binary
 *   COPY from a blob;
 * - anything else (a node-postgres pool outside a transaction…) → INSERT … unnest.
 *
 * COPY needs the driver's connection, which Drizzle keeps as `session.client`: an
 * internal field, not public API. This is the one place that reaches it; whatever does
 * not look as expected falls back to unnest, which goes through Drizzle's public
 * `execute`. bulk-insert.test.ts checks on PGlite and PostgreSQL that each strategy is
 * the one taken, so a change of Drizzle shows there rather than as a silent slowdown.
 */
export function bulkStrategyOf(db: Executor): BulkStrategy {
  const { session, client } = driverOf(db);
  if (client instanceof pg.Client) return { kind: 'pg-binary-copy', client };
  if (is(session, PgliteSession) && hasQuery(client)) return { kind: 'pglite-binary-copy', client };
  return { kind: 'unnest' };
}

/**
 * Where a COPY can run: the transaction's connection or PGlite as bulkStrategyOf finds
 * them, else (a node-postgres database outside a transaction) its pool, to take a
 * connection from (COPY … TO, which needs no transaction).
 */
export function copyTargetOf(
  db: Executor,
):
  | { kind: 'pg'; client: pg.ClientBase }
  | { kind: 'pg-pool'; pool: pg.Pool }
  | { kind: 'pglite'; client: BlobQueryable } {
  const strategy = bulkStrategyOf(db);
  if (strategy.kind === 'pg-binary-copy') return { kind: 'pg', client: strategy.client };
  if (strategy.kind === 'pglite-binary-copy') return { kind: 'pglite', client: strategy.client };
  const { client } = driverOf(db);
  if (client instanceof pg.Pool) return { kind: 'pg-pool', pool: client };
  throw new Error('COPY binaire impossible sur ce client de base de données');
}

/** Drizzle's session and the driver client it holds (internal fields, reached only here). */
function driverOf(db: Executor): { session: unknown; client: unknown } {
  const session: unknown = (db as { session?: unknown }).session;
  const client: unknown =
    typeof session === 'object' && session !== null
      ? (session as { client?: unknown }).client
      : undefined;
  return { session, client };
}

function hasQuery(client: unknown): client is BlobQueryable {
  return (
    typeof client === 'object' &&
    client !== null &&
    typeof (client as { query?: unknown }).query === 'function'
  );
}
