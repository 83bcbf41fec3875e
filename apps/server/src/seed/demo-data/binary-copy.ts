import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * COPY … FROM '/dev/blob' (FORMAT binary) for embedded PGlite. Inside PGlite every text
 * value costs a few microseconds to parse; binary values are read as they are, and COPY
 * is about three times faster than INSERT … unnest for wide tables. Foreign keys and
 * indexes are still checked.
 */

/** The part of a PGlite connection (or transaction) COPY needs. */
export interface BlobQueryable {
  query(sql: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
}

const COPY_ROWS = 100_000;
const SIGNATURE = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00];
const PG_EPOCH_DAYS = Date.UTC(2000, 0, 1) / 86_400_000;
const encoder = new TextEncoder();

type Encode = (out: BinaryWriter, value: unknown) => void;

const ENCODERS: Record<string, Encode> = {
  text: (out, v) => out.bytes(encoder.encode(String(v))),
  'double precision': (out, v) => out.float64(Number(v)),
  integer: (out, v) => out.int32Field(Number(v)),
  bigint: (out, v) => out.int64Field(Number(v)),
  boolean: (out, v) => out.boolField(Boolean(v)),
  date: (out, v) => out.int32Field(dayNumber(String(v))),
  // jsonb's binary form is a version byte (1) followed by the JSON text.
  jsonb: (out, v) => out.bytes(encoder.encode(JSON.stringify(v)), 1),
};

const days = new Map<string, number>();
function dayNumber(iso: string): number {
  let n = days.get(iso);
  if (n === undefined) {
    n =
      Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) /
        86_400_000 -
      PG_EPOCH_DAYS;
    days.set(iso, n);
  }
  return n;
}

/** Appends big-endian fields to growing chunks; a Blob is made of the chunks at the end. */
class BinaryWriter {
  private readonly chunks: Uint8Array[] = [];
  private buffer = new Uint8Array(1 << 22);
  private view = new DataView(this.buffer.buffer);
  private pos = 0;

  ensure(n: number): void {
    if (this.pos + n <= this.buffer.length) return;
    this.chunks.push(this.buffer.subarray(0, this.pos));
    this.buffer = new Uint8Array(Math.max(1 << 22, n));
    this.view = new DataView(this.buffer.buffer);
    this.pos = 0;
  }
  int16(v: number) {
    this.ensure(2);
    this.view.setInt16(this.pos, v);
    this.pos += 2;
  }
  int32(v: number) {
    this.ensure(4);
    this.view.setInt32(this.pos, v);
    this.pos += 4;
  }
  raw(bytes: readonly number[] | Uint8Array) {
    this.ensure(bytes.length);
    this.buffer.set(bytes, this.pos);
    this.pos += bytes.length;
  }
  float64(v: number) {
    this.int32(8);
    this.ensure(8);
    this.view.setFloat64(this.pos, v);
    this.pos += 8;
  }
  int32Field(v: number) {
    this.int32(4);
    this.int32(v);
  }
  int64Field(v: number) {
    this.int32(8);
    this.ensure(8);
    this.view.setBigInt64(this.pos, BigInt(v));
    this.pos += 8;
  }
  boolField(v: boolean) {
    this.int32(1);
    this.raw([v ? 1 : 0]);
  }
  bytes(b: Uint8Array, version?: number) {
    this.int32(b.length + (version === undefined ? 0 : 1));
    if (version !== undefined) this.raw([version]);
    this.raw(b);
  }
  blob(): Blob {
    this.chunks.push(this.buffer.subarray(0, this.pos));
    return new Blob(this.chunks);
  }
}

export async function copyRows<T extends PgTable>(
  client: BlobQueryable,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number> {
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => rows.some((row) => (row as Record<string, unknown>)[key] != null))
    .map(([key, column]) => {
      const encode = ENCODERS[column.getSQLType()];
      if (!encode) throw new Error(`copyRows: ${column.name} has type ${column.getSQLType()}`);
      return { key, name: column.name, encode };
    });
  const target = `"${getTableName(table)}" (${columns.map((c) => `"${c.name}"`).join(', ')})`;
  for (let start = 0; start < rows.length; start += COPY_ROWS) {
    const out = new BinaryWriter();
    out.raw(SIGNATURE);
    out.int32(0); // flags
    out.int32(0); // header extension length
    for (const row of rows.slice(start, start + COPY_ROWS) as Record<string, unknown>[]) {
      out.int16(columns.length);
      for (const column of columns) {
        const value = row[column.key];
        if (value === null || value === undefined) out.int32(-1);
        else column.encode(out, value);
      }
    }
    out.int16(-1);
    await client.query(`copy ${target} from '/dev/blob' with (format binary)`, [], {
      blob: out.blob(),
    });
  }
  return rows.length;
}
