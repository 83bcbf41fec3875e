import { COPY_SIGNATURE } from '../bulk/binary-copy-format';

/**
 * Reads PostgreSQL's binary COPY format (COPY … TO … WITH (FORMAT binary)) as it streams:
 * a signature and header, then per row a field count and each field as a big-endian
 * length (-1 = NULL) and its bytes, then a -1 count. Rows are handed to a visitor
 * with where each field starts and how long it is, so the caller decodes only what it
 * needs, straight from the bytes: a million rows never become a million objects of
 * strings first. The writing side is db/bulk/binary-copy-format.ts.
 */

/** Signature, flags (int32), header extension length (int32). */
const HEADER_BYTES = COPY_SIGNATURE.length + 8;
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;

/** One row: field i is `buffer[start[i], start[i] + length[i])`, length -1 for NULL. */
export interface CopyRow {
  buffer: Buffer;
  start: Int32Array;
  length: Int32Array;
  /** Where the row's bytes end: fields from i to the last are `buffer[start[i] - 4, end)`. */
  end: number;
}

export class BinaryCopyReader {
  private pending: Buffer = Buffer.alloc(0);
  private headerRead = false;
  private finished = false;
  private readonly row: CopyRow;

  constructor(
    private readonly fieldCount: number,
    private readonly visit: (row: CopyRow) => void,
  ) {
    this.row = {
      buffer: this.pending,
      start: new Int32Array(fieldCount),
      length: new Int32Array(fieldCount),
      end: 0,
    };
  }

  /** Feeds the next bytes; visits every row they complete. */
  push(chunk: Uint8Array): void {
    const buffer =
      this.pending.length === 0
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.concat([this.pending, chunk]);
    let at = 0;
    if (!this.headerRead) {
      if (buffer.length < HEADER_BYTES) return void (this.pending = buffer);
      if (!buffer.subarray(0, COPY_SIGNATURE.length).equals(COPY_SIGNATURE))
        throw new Error('COPY binaire : signature absente');
      const extension = buffer.readInt32BE(COPY_SIGNATURE.length + 4);
      if (buffer.length < HEADER_BYTES + extension) return void (this.pending = buffer);
      at = HEADER_BYTES + extension;
      this.headerRead = true;
    }
    const { start, length } = this.row;
    this.row.buffer = buffer;
    for (;;) {
      if (buffer.length - at < 2) break;
      const count = buffer.readInt16BE(at);
      if (count === -1) {
        this.finished = true;
        at += 2;
        break;
      }
      if (count !== this.fieldCount)
        throw new Error(`COPY binaire : ${count} champs au lieu de ${this.fieldCount}`);
      let cursor = at + 2;
      let complete = true;
      for (let i = 0; i < count; i++) {
        if (buffer.length - cursor < 4) {
          complete = false;
          break;
        }
        const size = buffer.readInt32BE(cursor);
        cursor += 4;
        start[i] = cursor;
        length[i] = size;
        if (size > 0) cursor += size;
        if (cursor > buffer.length) {
          complete = false;
          break;
        }
      }
      if (!complete) break;
      this.row.end = cursor;
      this.visit(this.row);
      at = cursor;
    }
    this.pending = at === buffer.length ? Buffer.alloc(0) : buffer.subarray(at);
  }

  /** Checks the stream ended where a COPY ends: after the trailer, nothing pending. */
  end(): void {
    if (!this.finished || this.pending.length > 0)
      throw new Error('COPY binaire : flux interrompu avant la fin');
  }
}

/** Field decoders: each answers null for a NULL field. */
export const field = {
  isNull: (row: CopyRow, i: number) => row.length[i]! < 0,
  int4: (row: CopyRow, i: number): number | null =>
    row.length[i]! < 0 ? null : row.buffer.readInt32BE(row.start[i]!),
  float8: (row: CopyRow, i: number): number | null =>
    row.length[i]! < 0 ? null : row.buffer.readDoubleBE(row.start[i]!),
  text: (row: CopyRow, i: number): string | null =>
    row.length[i]! < 0
      ? null
      : row.buffer.toString('utf8', row.start[i]!, row.start[i]! + row.length[i]!),
  bool: (row: CopyRow, i: number): boolean | null =>
    row.length[i]! < 0 ? null : row.buffer[row.start[i]!] !== 0,
  /** A date as yyyy-mm-dd (days since 2000-01-01 on the wire). */
  date: (row: CopyRow, i: number): string | null =>
    row.length[i]! < 0
      ? null
      : new Date(PG_EPOCH_MS + row.buffer.readInt32BE(row.start[i]!) * DAY_MS)
          .toISOString()
          .slice(0, 10),
};
