import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import { copyClientOf, copyRows } from './copy-rows';

export type BulkType = 'text' | 'float8' | 'int4' | 'int8' | 'date' | 'bool' | 'jsonb';

export interface BulkColumn<R> {
  name: string;
  type: BulkType;
  value: (row: R) => string | number | boolean | null | undefined | object;
}

/** Rows per statement: measured fastest on both PGlite and PostgreSQL (stack notes). */
const ROWS_PER_STATEMENT = 20_000;

/**
 * Inserts many rows: COPY on PostgreSQL (copy-rows.ts); elsewhere (PGlite) one
 * `INSERT … SELECT FROM unnest(array, array, …)` per 20,000 rows — one parameter per
 * column instead of one per cell, ten times faster than multi-row VALUES. jsonb travels
 * as text and is cast on the way in.
 */
export async function bulkInsert<R>(
  db: Executor,
  table: string,
  columns: BulkColumn<R>[],
  rows: readonly R[],
): Promise<void> {
  if (rows.length === 0) return;
  const client = copyClientOf(db);
  if (client) return copyRows(client, table, columns, rows);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const slice = rows.slice(start, start + ROWS_PER_STATEMENT);
    await db.execute(insertStatement(table, columns, slice));
  }
}

function insertStatement<R>(table: string, columns: BulkColumn<R>[], rows: readonly R[]): SQL {
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`);
  const selected = columns
    .map((c, i) => (c.type === 'jsonb' ? `c${i}::jsonb` : `c${i}`))
    .join(', ');
  const arrays = columns.map((column, i) => {
    const values = rows.map((row) => {
      const value = column.value(row);
      if (value === undefined || value === null) return null;
      return column.type === 'jsonb' ? JSON.stringify(value) : value;
    });
    const cast = column.type === 'jsonb' ? 'text' : column.type;
    return sql`${sql.param(values)}::${sql.raw(cast)}[]${sql.raw(i < columns.length - 1 ? ', ' : '')}`;
  });
  return sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(names)}) select ${sql.raw(selected)} from unnest(${sql.join(arrays)}) as u(${sql.raw(aliases.join(', '))})`;
}
