import { sql } from 'drizzle-orm';
import type { ColumnSpec } from '@prisme/domain';
import type { Transaction } from '../../../db/client';
import { bulkInsert, type BulkColumn } from '../../../db/bulk-insert';
import type { RowReader } from '../row-reader';
import { importTable } from '../table-import';
import type { ImportJob, ImportSummary } from './importer';

export interface UpsertOptions {
  /** An empty value of the file keeps what was stored (several sources feed one row). */
  keepStoredWhenEmpty?: boolean;
  /** Further assignments when the row exists, in SQL (`excluded` is the file's row). */
  extraAssignments?: string[];
}

const quoted = (name: string) => `"${name}"`;

/**
 * Inserts rows, or updates the stored rows with the same key. The rows are written with
 * bulkInsert into a staging table that lives as long as the import's transaction, then
 * merged by one INSERT … ON CONFLICT DO UPDATE. `table` and the column names come from
 * the code, never from a file.
 */
export async function upsertRows<R>(
  tx: Transaction,
  table: string,
  keys: readonly string[],
  columns: BulkColumn<R>[],
  rows: readonly R[],
  options: UpsertOptions = {},
): Promise<void> {
  if (rows.length === 0) return;
  const staging = quoted(`${table}_staging`);
  const names = columns.map((c) => quoted(c.name)).join(', ');
  // CREATE TABLE AS copies the column types without the constraints: no key, no NOT NULL.
  await tx.execute(
    sql.raw(
      `create temp table if not exists ${staging} on commit drop as select ${names} from ${quoted(table)} with no data`,
    ),
  );
  await bulkInsert(tx, `${table}_staging`, columns, rows);
  const assignments = columns
    .filter((c) => !keys.includes(c.name))
    .map((c) =>
      options.keepStoredWhenEmpty
        ? `${quoted(c.name)} = coalesce(excluded.${quoted(c.name)}, ${quoted(table)}.${quoted(c.name)})`
        : `${quoted(c.name)} = excluded.${quoted(c.name)}`,
    )
    .concat(options.extraAssignments ?? []);
  const onConflict = assignments.length ? `do update set ${assignments.join(', ')}` : 'do nothing';
  await tx.execute(
    sql.raw(
      `insert into ${quoted(table)} (${names}) select ${names} from ${staging} on conflict (${keys.map(quoted).join(', ')}) ${onConflict}`,
    ),
  );
  await tx.execute(sql.raw(`delete from ${staging}`));
}

/** A reference table whose lines are upserted one for one (FX rates, ESG, climate…). */
export interface UpsertedTable<T> {
  columns: readonly ColumnSpec[];
  table: string;
  keys: readonly string[];
  fields: BulkColumn<T>[];
  options?: UpsertOptions;
  readRow(row: RowReader): T | undefined;
  /** The date of a record: the log lists the dates a file brought. */
  dateOf(record: T): string;
}

/** Streams a file into a reference table with importTable, upserting batch by batch. */
export function importUpsertedTable<T>(
  job: ImportJob,
  spec: UpsertedTable<T>,
): Promise<ImportSummary> {
  const dates = new Set<string>();
  return importTable(job, {
    columns: spec.columns,
    readRow: (row) => spec.readRow(row),
    async writeBatch(records) {
      for (const record of records) dates.add(spec.dateOf(record));
      await upsertRows(job.tx, spec.table, spec.keys, spec.fields, records, spec.options);
    },
    async finish() {
      return { dates: [...dates].sort() };
    },
  });
}
