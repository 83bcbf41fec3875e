import { target as copyInto } from '../bulk/columns';
import {
  pgCopyEncoded,
  pgCopyFrom,
  pgliteCopyEncoded,
  pgliteCopyFrom,
  type RowChunks,
} from '../bulk/copy-from';
import { copyTargetOf } from '../bulk/strategy';
import type { Executor } from '../client';

/**
 * COPY … FROM (FORMAT binary) of rows a caller has encoded itself, inside its
 * transaction (on the embedded database, also outside: a statement per batch), for a
 * table so large and so repetitive that a dedicated encoder pays (the look-through
 * lines: a million rows whose strings repeat, encoded once each).
 * `rowChunks(from, to)` yields the encoded rows [from, to), without header or trailer.
 * `freeze`: the table was created in this transaction, its rows may be written frozen
 * (PostgreSQL's COPY … FREEZE; the embedded database's batches are statements apart).
 */
export async function copyEncodedRows(
  tx: Executor,
  table: string,
  columns: readonly string[],
  rowCount: number,
  rowChunks: RowChunks,
  onBatch?: (rowsDone: number) => void,
  { freeze = false }: { freeze?: boolean } = {},
): Promise<void> {
  if (rowCount === 0) return;
  const into = intoOf(table, columns);
  const target = copyTargetOf(tx);
  if (target.kind === 'pg') {
    await pgCopyFrom(target.client, into, rowCount, PG_BATCH_ROWS, rowChunks, onBatch, freeze);
  } else if (target.kind === 'pglite') {
    await pgliteCopyFrom(target.client, into, rowCount, PGLITE_BATCH_ROWS, rowChunks, onBatch);
  } else {
    throw new Error(`COPY binaire de ${table} hors transaction`);
  }
}

/**
 * One COPY … FROM (FORMAT binary) of rows encoded already (`chunks`, without header or
 * trailer), inside the caller's transaction: records encoded as they are read, so that
 * none is kept as an object until its batch is written (the inventory import).
 */
export async function copyEncodedChunks(
  tx: Executor,
  table: string,
  columns: readonly string[],
  chunks: readonly Uint8Array[],
): Promise<void> {
  const into = intoOf(table, columns);
  const target = copyTargetOf(tx);
  if (target.kind === 'pg') await pgCopyEncoded(target.client, into, chunks);
  else if (target.kind === 'pglite') await pgliteCopyEncoded(target.client, into, chunks);
  else throw new Error(`COPY binaire de ${table} hors transaction`);
}

/** Rows encoded at a time on PostgreSQL: a few megabytes in flight. */
const PG_BATCH_ROWS = 20_000;
/**
 * Rows per blob on PGlite, each blob one statement: 10,000 lines are written in some
 * 50 ms, a short unit on the database's one connection when `tx` is the database itself
 * (db/pages.ts).
 */
const PGLITE_BATCH_ROWS = 10_000;

/** `"table" ("a", "b", …)`: what a COPY writes into. */
const intoOf = (table: string, columns: readonly string[]) =>
  copyInto(
    table,
    columns.map((name) => ({ name })),
  );
