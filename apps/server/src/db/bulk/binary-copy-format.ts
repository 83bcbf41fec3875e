import { isoDate, type BulkColumn, type BulkRow, type BulkType } from './columns';

/**
 * PostgreSQL's binary COPY format (the "binary" format of COPY, big-endian,
 * length-prefixed fields): no number or date is printed as text and parsed back, on
 * either side. Written by bulkInsert on PGlite (a blob) and on PostgreSQL (a stream).
 */

/** The signature every binary COPY stream starts with. */
export const COPY_SIGNATURE = Buffer.from([
  0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00,
]);
/** The header of a stream with no flag and no extension (signature, flags, extension length). */
export const COPY_HEADER = Buffer.concat([COPY_SIGNATURE, Buffer.alloc(8)]);
/** The field count -1 that ends a stream. */
export const COPY_TRAILER = Buffer.from([0xff, 0xff]);
const PG_EPOCH_DAYS = Date.UTC(2000, 0, 1) / 86_400_000;
const encoder = new TextEncoder();

type Encode = (out: BinaryWriter, value: unknown) => void;

/** The binary wire format of each type (big-endian, length-prefixed). */
const ENCODERS: Readonly<Record<BulkType, Encode>> = {
  text: (out, v) => out.text(String(v)),
  uuid: (out, v) => out.uuidField(String(v)),
  float8: (out, v) => out.float64(Number(v)),
  int2: (out, v) => out.int16Field(Number(v)),
  int4: (out, v) => out.int32Field(Number(v)),
  int8: (out, v) => out.int64Field(v as number | bigint),
  bool: (out, v) => out.boolField(Boolean(v)),
  date: (out, v) => out.int32Field(dayNumber(isoDate(v))),
  // jsonb's binary form is a version byte (1) followed by the JSON text.
  jsonb: (out, v) => out.text(JSON.stringify(v), 1),
};

const days = new Map<string, number>();

/** Days since 2000-01-01, PostgreSQL's date epoch; month-ends repeat, so they are cached. */
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

/** A UUID's 16 bytes, from its 36-character text form. */
export function uuidBytes(value: string): Buffer {
  const hex = value.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`UUID invalide ${value}`);
  return Buffer.from(hex, 'hex');
}

/** Appends big-endian fields to growing chunks; a Blob is made of the chunks at the end. */
export class BinaryWriter {
  private readonly chunks: Uint8Array[] = [];
  private buffer = new Uint8Array(1 << 20);
  private view = new DataView(this.buffer.buffer);
  private pos = 0;

  private ensure(n: number): void {
    if (this.pos + n <= this.buffer.length) return;
    this.chunks.push(this.buffer.subarray(0, this.pos));
    this.buffer = new Uint8Array(Math.max(1 << 20, n));
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
  // Fields: a 4-byte length, then the value.
  float64(v: number) {
    this.ensure(12);
    this.view.setInt32(this.pos, 8);
    this.view.setFloat64(this.pos + 4, v);
    this.pos += 12;
  }
  int16Field(v: number) {
    this.ensure(6);
    this.view.setInt32(this.pos, 2);
    this.view.setInt16(this.pos + 4, v);
    this.pos += 6;
  }
  /** A UUID's 16 bytes, from its 36-character text form. */
  uuidField(v: string) {
    this.ensure(20);
    this.view.setInt32(this.pos, 16);
    this.buffer.set(uuidBytes(v), this.pos + 4);
    this.pos += 20;
  }
  int32Field(v: number) {
    this.ensure(8);
    this.view.setInt32(this.pos, 4);
    this.view.setInt32(this.pos + 4, v);
    this.pos += 8;
  }
  int64Field(v: number | bigint) {
    this.ensure(12);
    this.view.setInt32(this.pos, 8);
    this.view.setBigInt64(this.pos + 4, BigInt(v));
    this.pos += 12;
  }
  boolField(v: boolean) {
    this.ensure(5);
    this.view.setInt32(this.pos, 1);
    this.buffer[this.pos + 4] = v ? 1 : 0;
    this.pos += 5;
  }
  /**
   * A length-prefixed UTF-8 string, after an optional version byte. ASCII is copied
   * code by code: TextEncoder's per-call cost dominated the seed's profile.
   */
  text(s: string, version?: number) {
    const prefix = version === undefined ? 0 : 1;
    this.ensure(4 + prefix + s.length * 3);
    const buffer = this.buffer;
    const start = this.pos + 4;
    if (version !== undefined) buffer[start] = version;
    let end = start + prefix;
    for (let i = 0; i < s.length; i++) {
      const code = s.charCodeAt(i);
      if (code >= 0x80) {
        end = start + prefix + encoder.encodeInto(s, buffer.subarray(start + prefix)).written;
        break;
      }
      buffer[end++] = code;
    }
    this.view.setInt32(this.pos, end - start);
    this.pos = end;
  }
  /** The bytes written, as the chunks they were written in. */
  chunksOut(): Uint8Array[] {
    return [...this.chunks, this.buffer.subarray(0, this.pos)];
  }
}

/** Writes one row's `columns` in binary COPY format (its field count, then each field). */
export type RowEncoder = (out: BinaryWriter, row: BulkRow) => void;

export function rowEncoder(columns: readonly BulkColumn[]): RowEncoder {
  const encoders = columns.map((c) => ENCODERS[c.type]);
  return (out, row) => {
    out.int16(columns.length);
    for (let c = 0; c < columns.length; c++) {
      const value = row[columns[c]!.key];
      if (value === null || value === undefined) out.int32(-1);
      else encoders[c]!(out, value);
    }
  };
}

/**
 * Rows [start, end) in binary COPY format, in chunks of about 4 MB, without the stream's
 * header and trailer (bulk/copy-from.ts frames them).
 */
export function encodeBinaryCopy(
  columns: readonly BulkColumn[],
  rows: readonly BulkRow[],
  start: number,
  end: number,
): BinaryWriter {
  const encode = rowEncoder(columns);
  const out = new BinaryWriter();
  for (let i = start; i < end; i++) encode(out, rows[i]!);
  return out;
}
