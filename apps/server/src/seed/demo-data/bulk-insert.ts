import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';

/**
 * INSERT … SELECT FROM unnest(…): one array parameter per column, so a statement of tens
 * of thousands of rows costs one parse and one round trip (stack-notes "Bulk inserts").
 * Column names and SQL types come from the Drizzle table; columns the rows leave out
 * (serial ids, defaults) are not sent.
 */

export const BATCH_ROWS = 25_000;

/** Array element type per SQL type; jsonb travels as text and is cast back. */
const ARRAY_TYPE: Record<string, string> = {
  text: 'text',
  'double precision': 'float8',
  integer: 'int4',
  boolean: 'bool',
  date: 'date',
  jsonb: 'text',
  bigint: 'int8',
};

export async function bulkInsert<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
  batchRows = BATCH_ROWS,
): Promise<number> {
  if (rows.length === 0) return 0;
  // Columns no row fills are left to their default: fewer values for the server to parse.
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value !== undefined && value !== null;
    }),
  );
  const name = getTableName(table);
  for (let start = 0; start < rows.length; start += batchRows) {
    const batch = rows.slice(start, start + batchRows) as Record<string, unknown>[];
    const arrays: SQL[] = [];
    const selected: SQL[] = [];
    columns.forEach(([key, column], i) => {
      const sqlType = column.getSQLType();
      const element = ARRAY_TYPE[sqlType];
      if (!element) throw new Error(`bulkInsert: ${name}.${column.name} has type ${sqlType}`);
      const values = batch.map((row) => {
        const value = row[key];
        if (value === undefined || value === null) return null;
        return sqlType === 'jsonb' ? JSON.stringify(value) : value;
      });
      arrays.push(sql`${sql.param(values)}::${sql.raw(element)}[]`);
      selected.push(sql.raw(sqlType === 'jsonb' ? `c${i}::jsonb` : `c${i}`));
    });
    const targets = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', '));
    const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(', '));
    await db.execute(
      sql`insert into ${sql.identifier(name)} (${targets}) select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases})`,
    );
  }
  return rows.length;
}
