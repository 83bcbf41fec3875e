import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { bulkColumns, someRowFills, type BulkColumn, type BulkRow } from './bulk/columns';
import { writePgBinaryCopy } from './bulk/pg-binary-copy';
import { writePgliteBinaryCopy } from './bulk/pglite-binary-copy';
import { bulkStrategyOf } from './bulk/strategy';
import { pagesOf } from './pages';
import { writeUnnest } from './bulk/unnest';

export { bulkColumns, type BulkColumn } from './bulk/columns';

/**
 * Inserts many rows into a Drizzle table, the fastest way the executor allows
 * (bulk/strategy.ts): binary COPY on a node-postgres transaction, binary COPY on embedded
 * PGlite, INSERT … unnest otherwise. Column names and SQL types come from the table.
 *
 * A column that no row fills is not sent, so its default, serial or identity applies.
 * A column that some row fills is sent for every row: a row that leaves it empty writes
 * NULL there, not the default. Answers the number of rows written.
 */
export async function bulkInsert<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number> {
  const values = rows as readonly BulkRow[];
  const columns = bulkColumns(table, (key) => someRowFills(values, key));
  return bulkInsertInto(db, getTableName(table), columns, values);
}

/** Rows written per statement by bulkInsertInPages (db/pages.ts). */
export const INSERT_PAGE_ROWS = 5_000;

/**
 * bulkInsert a page of rows at a time, each page one statement: a short unit on the
 * embedded database when `db` is the database itself, bounded memory either way.
 */
export async function bulkInsertInPages<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number> {
  for (const page of pagesOf(rows, INSERT_PAGE_ROWS)) await bulkInsert(db, table, page);
  return rows.length;
}

/**
 * bulkInsert's lower level, for a table that is not a Drizzle table: writes `columns`
 * (from bulkColumns of a Drizzle table of the same shape) of each row into the table
 * named `tableName`. upsert-rows.ts writes its temporary staging copy of a table with it.
 */
export async function bulkInsertInto(
  db: Executor,
  tableName: string,
  columns: readonly BulkColumn[],
  rows: readonly object[],
): Promise<number> {
  if (rows.length === 0) return 0;
  if (columns.length === 0)
    throw new Error(`bulkInsert: no column of ${tableName} is filled by any row`);
  const values = rows as readonly BulkRow[];
  const strategy = bulkStrategyOf(db);
  switch (strategy.kind) {
    case 'pg-binary-copy':
      await writePgBinaryCopy(strategy.client, tableName, columns, values);
      break;
    case 'pglite-binary-copy':
      await writePgliteBinaryCopy(strategy.client, tableName, columns, values);
      break;
    case 'unnest':
      await writeUnnest(db, tableName, columns, values);
  }
  return rows.length;
}
