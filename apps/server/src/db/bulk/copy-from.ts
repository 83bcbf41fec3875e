import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { COPY_HEADER, COPY_TRAILER } from './binary-copy-format';
import type { BlobQueryable } from './pglite-binary-copy';

/**
 * The one COPY … FROM (FORMAT binary) writer, for rows encoded by whoever knows them best:
 * the generic row encoder of bulkInsert (binary-copy-format.ts) or a dedicated one (the
 * look-through lines, the SCR line results). `rowChunks(from, to)` yields rows [from, to)
 * encoded, without the stream's header and trailer, which are added here.
 */
export type RowChunks = (from: number, to: number) => Iterable<Uint8Array>;

/**
 * Rows encoded between two turns of the event loop: a batch of 100,000 lines encoded in
 * one go held the loop for a second or two (bench:load), and every request with it.
 */
export const ENCODE_SLICE_ROWS = 5_000;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Rows [from, to) encoded a slice at a time, the event loop free between slices. */
async function* encodedSlices(
  rowChunks: RowChunks,
  from: number,
  to: number,
): AsyncGenerator<Uint8Array> {
  for (let at = from; at < to; at += ENCODE_SLICE_ROWS) {
    yield* rowChunks(at, Math.min(to, at + ENCODE_SLICE_ROWS));
    await turn();
  }
}

/**
 * PostgreSQL: one COPY on the connection, fed a batch at a time, so the next batch is
 * encoded while the server takes in the last.
 */
export async function pgCopyFrom(
  client: pg.ClientBase,
  into: string,
  rowCount: number,
  batchRows: number,
  rowChunks: RowChunks,
  onBatch: (rowsDone: number) => void = () => {},
  /** COPY … FREEZE: the table was created or emptied in this transaction. */
  freeze = false,
): Promise<void> {
  async function* batches(): AsyncGenerator<Uint8Array> {
    for (let from = 0; from < rowCount; from += batchRows) {
      const to = Math.min(rowCount, from + batchRows);
      yield* encodedSlices(rowChunks, from, to);
      onBatch(to);
    }
  }
  await pgCopyEncoded(client, into, batches(), freeze);
}

/** PostgreSQL: one COPY of rows encoded already (`encoded`: without header or trailer). */
export async function pgCopyEncoded(
  client: pg.ClientBase,
  into: string,
  encoded: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  freeze = false,
): Promise<void> {
  async function* frames(): AsyncGenerator<Uint8Array> {
    yield COPY_HEADER;
    yield* encoded;
    yield COPY_TRAILER;
  }
  const options = freeze ? 'format binary, freeze' : 'format binary';
  const stream = client.query(copyFrom(`copy ${into} from stdin with (${options})`));
  await pipeline(Readable.from(frames()), stream);
}

/** PGlite: one COPY from a blob per batch (a few tens of megabytes at most). */
export async function pgliteCopyFrom(
  client: BlobQueryable,
  into: string,
  rowCount: number,
  batchRows: number,
  rowChunks: RowChunks,
  onBatch: (rowsDone: number) => void = () => {},
): Promise<void> {
  for (let from = 0; from < rowCount; from += batchRows) {
    const to = Math.min(rowCount, from + batchRows);
    const parts: Uint8Array[] = [];
    for await (const chunk of encodedSlices(rowChunks, from, to)) parts.push(chunk);
    await pgliteCopyEncoded(client, into, parts);
    onBatch(to);
  }
}

/** PGlite: one COPY of rows encoded already, from a blob (`encoded`: without header or trailer). */
export async function pgliteCopyEncoded(
  client: BlobQueryable,
  into: string,
  encoded: readonly Uint8Array[],
): Promise<void> {
  const blob = new Blob([COPY_HEADER, ...encoded, COPY_TRAILER]);
  await client.query(`copy ${into} from '/dev/blob' with (format binary)`, [], { blob });
}
