import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { bulkStrategyOf } from '../bulk/strategy';
import { quoted } from '../bulk/columns';
import type { Executor } from '../client';
import { COPY_HEADER, COPY_TRAILER } from './binary-copy-reader';

/**
 * COPY … FROM (FORMAT binary) of rows a caller has encoded itself, for a table so large
 * and so repetitive that a dedicated encoder pays (the look-through lines: a million
 * rows whose strings repeat, encoded once each). `rowChunks(from, to)` yields the
 * encoded rows [from, to), without header or trailer; it is called a batch at a time,
 * so on PostgreSQL the next batch is encoded while the server takes in the last one
 * (one COPY), and on PGlite each batch is one blob.
 */
export async function copyEncodedRows(
  tx: Executor,
  table: string,
  columns: readonly string[],
  rowCount: number,
  rowChunks: (from: number, to: number) => Iterable<Uint8Array>,
  onBatch: (rowsDone: number) => void = () => {},
): Promise<void> {
  if (rowCount === 0) return;
  const into = `${quoted(table)} (${columns.map(quoted).join(', ')})`;
  const strategy = bulkStrategyOf(tx);
  if (strategy.kind === 'pg-binary-copy') {
    function* frames(): Generator<Uint8Array> {
      yield COPY_HEADER;
      for (let from = 0; from < rowCount; from += PG_BATCH_ROWS) {
        const to = Math.min(rowCount, from + PG_BATCH_ROWS);
        yield* rowChunks(from, to);
        onBatch(to);
      }
      yield COPY_TRAILER;
    }
    const stream = strategy.client.query(copyFrom(`copy ${into} from stdin with (format binary)`));
    await pipeline(Readable.from(frames()), stream);
    return;
  }
  if (strategy.kind === 'pglite-binary-copy') {
    for (let from = 0; from < rowCount; from += PGLITE_BATCH_ROWS) {
      const to = Math.min(rowCount, from + PGLITE_BATCH_ROWS);
      const blob = new Blob([COPY_HEADER, ...rowChunks(from, to), COPY_TRAILER]);
      await strategy.client.query(`copy ${into} from '/dev/blob' with (format binary)`, [], {
        blob,
      });
      onBatch(to);
    }
    return;
  }
  throw new Error(`COPY binaire impossible hors transaction (${table})`);
}

/** Rows encoded at a time on PostgreSQL: a few megabytes in flight. */
const PG_BATCH_ROWS = 20_000;
/** Rows per blob on PGlite: a few tens of megabytes at most. */
const PGLITE_BATCH_ROWS = 100_000;
