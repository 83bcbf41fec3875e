import type pg from 'pg';
import { encodeBinaryCopy } from './binary-copy-format';
import { target, type BulkColumn, type BulkRow } from './columns';
import { pgCopyFrom } from './copy-from';

/** Rows encoded at a time: a few megabytes in flight, the next encoded while they go. */
export const BINARY_COPY_CHUNK_ROWS = 5_000;

/**
 * COPY … FROM STDIN (FORMAT binary) on a node-postgres connection (pg-copy-streams):
 * numbers and dates travel as their bytes, so neither Node nor PostgreSQL prints or
 * parses them as text.
 */
export async function writePgBinaryCopy(
  client: pg.ClientBase,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly BulkRow[],
  rowsPerChunk = BINARY_COPY_CHUNK_ROWS,
): Promise<void> {
  await pgCopyFrom(client, target(table, columns), rows.length, rowsPerChunk, (from, to) =>
    encodeBinaryCopy(columns, rows, from, to).chunksOut(),
  );
}
