import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ColumnSpec } from '@prisme/domain';
import type { Transaction } from '../../../db/client';
import { bulkColumns, bulkInsertInto } from '../../../db/bulk-insert';
import type { RowReader } from '../row-reader';
import { importTable } from '../table-import';
import type { ImportJob, ImportSummary } from './importer';

export interface UpsertOptions {
  /** Columns a file never feeds: their default for a new row, untouched for a stored one. */
  omit?: readonly PgColumn[];
  /** An empty value of the file keeps what was stored (several sources feed one row). */
  keepStoredWhenEmpty?: boolean;
  /** Further assignments when the row exists, in SQL (`excluded` is the file's row). */
  extraAssignments?: string[];
  /** A stored row with the same key is left as it is (rows whose key says it all). */
  keepStored?: boolean;
}

const quoted = (name: string) => `"${name}"`;

/**
 * Inserts rows, or updates the stored rows with the same key (`keys`: the columns of the
 * primary key or of a unique constraint). Every column of the table but `omit` is
 * written, an empty value included (it clears the stored one unless keepStoredWhenEmpty).
 * The rows are bulk-inserted into a staging copy of the table that lives as long as the
 * import's transaction, then merged by one INSERT … ON CONFLICT DO UPDATE.
 */
export async function upsertRows<T extends PgTable>(
  tx: Transaction,
  table: T,
  keys: readonly PgColumn[],
  rows: readonly T['$inferInsert'][],
  options: UpsertOptions = {},
): Promise<void> {
  if (rows.length === 0) return;
  const name = getTableName(table);
  const omitted = new Set(options.omit);
  const columns = bulkColumns(table, (_, column) => !omitted.has(column));
  const keyNames = keys.map((k) => k.name);
  const staging = `${name}_staging`;
  const names = columns.map((c) => quoted(c.name)).join(', ');
  // CREATE TABLE AS copies the column types without the constraints: no key, no NOT NULL.
  await tx.execute(
    sql.raw(
      `create temp table if not exists ${quoted(staging)} on commit drop as select ${names} from ${quoted(name)} with no data`,
    ),
  );
  await bulkInsertInto(tx, staging, columns, rows);
  const assignments = (options.keepStored ? [] : columns)
    .filter((c) => !keyNames.includes(c.name))
    .map((c) =>
      options.keepStoredWhenEmpty
        ? `${quoted(c.name)} = coalesce(excluded.${quoted(c.name)}, ${quoted(name)}.${quoted(c.name)})`
        : `${quoted(c.name)} = excluded.${quoted(c.name)}`,
    )
    .concat(options.extraAssignments ?? []);
  const onConflict = assignments.length ? `do update set ${assignments.join(', ')}` : 'do nothing';
  await tx.execute(
    sql.raw(
      `insert into ${quoted(name)} (${names}) select ${names} from ${quoted(staging)} on conflict (${keyNames.map(quoted).join(', ')}) ${onConflict}`,
    ),
  );
  await tx.execute(sql.raw(`delete from ${quoted(staging)}`));
}

/** A reference table whose lines are upserted one for one (FX rates, ESG, climate…). */
export interface UpsertedTable<T extends PgTable> {
  columns: readonly ColumnSpec[];
  table: T;
  keys: readonly PgColumn[];
  options?: UpsertOptions;
  /** Reads a line into a row of the table; undefined when the line is faulty. */
  readRow(row: RowReader): T['$inferInsert'] | undefined;
  /** The date of a record: the log lists the dates a file brought. */
  dateOf(record: T['$inferInsert']): string;
}

/** Streams a file into a reference table with importTable, upserting batch by batch. */
export function importUpsertedTable<T extends PgTable>(
  job: ImportJob,
  spec: UpsertedTable<T>,
): Promise<ImportSummary> {
  const dates = new Set<string>();
  return importTable<T['$inferInsert']>(job, {
    columns: spec.columns,
    readRow: (row) => spec.readRow(row),
    async writeBatch(records) {
      for (const record of records) dates.add(spec.dateOf(record));
      await upsertRows(job.tx, spec.table, spec.keys, records, spec.options);
    },
    async finish() {
      return { dates: [...dates].sort() };
    },
  });
}
