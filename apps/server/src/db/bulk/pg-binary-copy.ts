import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { encodeBinaryCopy } from './binary-copy-format';
import { target, type BulkColumn, type BulkRow } from './columns';

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
  const stream = client.query(
    copyFrom(`copy ${target(table, columns)} from stdin with (format binary)`),
  );
  function* chunks(): Generator<Uint8Array> {
    for (let start = 0; start < rows.length; start += rowsPerChunk) {
      const end = Math.min(rows.length, start + rowsPerChunk);
      const out = encodeBinaryCopy(columns, rows, start, end, {
        header: start === 0,
        trailer: end === rows.length,
      });
      yield* out.chunksOut();
    }
  }
  await pipeline(Readable.from(chunks()), stream);
}
