import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { isoDate, target, type BulkColumn, type BulkRow } from './columns';

/** Rows per chunk of the COPY stream. */
export const TEXT_COPY_CHUNK_ROWS = 2_000;

/**
 * COPY … FROM STDIN in text format on a node-postgres connection (pg-copy-streams):
 * PostgreSQL's fastest way in, about twice the speed of INSERT … unnest on a
 * 100,000-line inventory (bench:import). The rows are streamed in chunks of text.
 */
export async function writePgTextCopy(
  client: pg.ClientBase,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly BulkRow[],
  rowsPerChunk = TEXT_COPY_CHUNK_ROWS,
): Promise<void> {
  const stream = client.query(copyFrom(`copy ${target(table, columns)} from stdin`));
  function* chunks(): Generator<string> {
    for (let start = 0; start < rows.length; start += rowsPerChunk) {
      let chunk = '';
      const end = Math.min(rows.length, start + rowsPerChunk);
      for (let i = start; i < end; i++) {
        const row = rows[i]!;
        let line = '';
        for (let c = 0; c < columns.length; c++) {
          const column = columns[c]!;
          line += (c ? '\t' : '') + copyText(row[column.key], column);
        }
        chunk += line + '\n';
      }
      yield chunk;
    }
  }
  await pipeline(Readable.from(chunks()), stream);
}

const ESCAPED = /[\\\t\n\r]/;

/** A value in COPY text format: \N for null; backslash, tab, newline and CR escaped. */
function copyText(value: unknown, column: BulkColumn): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  switch (column.type) {
    case 'bool':
      return value ? 't' : 'f';
    case 'jsonb':
      text = JSON.stringify(value);
      break;
    case 'date':
      return isoDate(value);
    default:
      text = String(value);
  }
  return ESCAPED.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
}
