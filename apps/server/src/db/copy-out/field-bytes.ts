import { uuidBytes, type BinaryWriter } from '../bulk/binary-copy-format';

/**
 * Ready-made binary COPY fields, for encoders that write the same values on many rows:
 * each distinct value is encoded once and copied into every row that holds it.
 */

/** A text field: its length and UTF-8, or -1 for NULL. */
export function textField(value: string | null): Buffer {
  if (value === null) return NULL_FIELD;
  const utf8 = Buffer.from(value, 'utf8');
  return Buffer.concat([int32Bytes(utf8.length), utf8]);
}

/** A uuid field: its length (16) and its bytes. */
export function uuidField(value: string): Buffer {
  return Buffer.concat([int32Bytes(16), uuidBytes(value)]);
}

/** What every row of a table starts with: its field count, then the given fields. */
export function rowStart(fieldCount: number, ...fields: Uint8Array[]): Buffer {
  const count = Buffer.alloc(2);
  count.writeInt16BE(fieldCount);
  return Buffer.concat([count, ...fields]);
}

function int32Bytes(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
}

const NULL_FIELD = int32Bytes(-1);

/** `encode` memoised on its argument. */
export function cached<K, V>(encode: (key: K) => V): (key: K) => V {
  const memo = new Map<K, V>();
  return (key) => {
    let value = memo.get(key);
    if (value === undefined) {
      value = encode(key);
      memo.set(key, value);
    }
    return value;
  };
}

/** A float8 field, or NULL. */
export function nullableFloat(out: BinaryWriter, value: number | null): void {
  if (value === null) out.int32(-1);
  else out.float64(value);
}
