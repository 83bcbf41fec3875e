import { describe, expect, it } from 'vitest';
import { COPY_HEADER, COPY_TRAILER, encodeBinaryCopy } from '../bulk/binary-copy-format';
import type { BulkColumn } from '../bulk/columns';
import { BinaryCopyReader, field } from './binary-copy-reader';

const columns: BulkColumn[] = [
  { key: 'id', name: 'id', type: 'int4' },
  { key: 'amount', name: 'amount', type: 'float8' },
  { key: 'name', name: 'name', type: 'text' },
  { key: 'day', name: 'day', type: 'date' },
  { key: 'flag', name: 'flag', type: 'bool' },
];
const rows = [
  { id: 1, amount: -12.5, name: 'Société Générale', day: '2024-12-31', flag: true },
  { id: -7, amount: null, name: null, day: '9999-12-31', flag: false },
  { id: 2147483647, amount: 0, name: '', day: '1999-01-01', flag: null },
];
const bytes = Buffer.concat([
  COPY_HEADER,
  ...encodeBinaryCopy(columns, rows, 0, rows.length).chunksOut(),
  COPY_TRAILER,
]);

function readAll(chunks: Uint8Array[]) {
  const read: unknown[] = [];
  const reader = new BinaryCopyReader(columns.length, (row) =>
    read.push({
      id: field.int4(row, 0),
      amount: field.float8(row, 1),
      name: field.text(row, 2),
      day: field.date(row, 3),
      flag: field.bool(row, 4),
    }),
  );
  chunks.forEach((chunk) => reader.push(chunk));
  reader.end();
  return read;
}

describe('the binary COPY reader', () => {
  it('reads back what the bulk encoder wrote: numbers, NULLs, UTF-8, dates, booleans', () => {
    expect(readAll([bytes])).toEqual(rows);
  });

  it('reads rows split across chunks at any byte', () => {
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(readAll([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual(rows);
    }
  });

  it('refuses a stream cut before its trailer, or not a COPY at all', () => {
    expect(() => readAll([bytes.subarray(0, bytes.length - 2)])).toThrow(/interrompu/);
    expect(() => readAll([Buffer.from('id;amount\n1;2\n'.repeat(3))])).toThrow(/signature/);
  });
});
