import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The SQL types bulkInsert writes, named as PostgreSQL names their arrays' elements. */
export type BulkType =
  'text' | 'uuid' | 'float8' | 'int2' | 'int4' | 'int8' | 'date' | 'bool' | 'jsonb';

/** A column bulkInsert writes: the row's property (`key`) into the SQL column `name`. */
export interface BulkColumn {
  key: string;
  name: string;
  type: BulkType;
}

/** A row as the strategies read it: values by property key, undefined or null for NULL. */
export type BulkRow = Readonly<Record<string, unknown>>;

/** Drizzle's getSQLType() of each supported column kind. */
const BULK_TYPES: Readonly<Record<string, BulkType>> = {
  text: 'text',
  uuid: 'uuid',
  'double precision': 'float8',
  smallint: 'int2',
  integer: 'int4',
  serial: 'int4',
  bigint: 'int8',
  bigserial: 'int8',
  boolean: 'bool',
  date: 'date',
  jsonb: 'jsonb',
};

/**
 * The columns of a Drizzle table, in table order, that `keep` selects; throws on a
 * column type the strategies cannot write (the message names it).
 */
export function bulkColumns(
  table: PgTable,
  keep: (key: string, column: PgColumn) => boolean = () => true,
): BulkColumn[] {
  const columns: BulkColumn[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!keep(key, column)) continue;
    const sqlType = column.getSQLType();
    const type = BULK_TYPES[sqlType];
    if (!type)
      throw new Error(`bulkInsert: ${getTableName(table)}.${column.name} has type ${sqlType}`);
    columns.push({ key, name: column.name, type });
  }
  return columns;
}

/** True when some row gives `key` a value (neither undefined nor null). */
export function someRowFills(rows: readonly BulkRow[], key: string): boolean {
  return rows.some((row) => row[key] !== undefined && row[key] !== null);
}

/** A double-quoted SQL identifier. Names come from the code, never from a file. */
export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `"table" ("a", "b", …)`: the target of an INSERT or a COPY. */
export const target = (table: string, columns: readonly Pick<BulkColumn, 'name'>[]) =>
  `${quoted(table)} (${columns.map((c) => quoted(c.name)).join(', ')})`;

/** A date column's value as 'YYYY-MM-DD' (Drizzle's string mode, or a Date). */
export const isoDate = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
