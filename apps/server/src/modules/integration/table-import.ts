import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ColumnSpec } from '@prisme/domain';
import { BinaryWriter, rowEncoder } from '../../db/bulk/binary-copy-format';
import type { BulkColumn, BulkRow } from '../../db/bulk/columns';
import type { Executor } from '../../db/client';
import { copyEncodedChunks } from '../../db/copy-out/encoded-copy';
import { RejectedImport } from './import-report';
import type { ImportJob, ImportSummary } from './importers/importer';
import { matchHeaders, type HeaderMatch } from './parsing/header-matching';
import { readTable, TabularFileError, type Table } from './parsing/tabular-reader';
import { RowReader } from './row-reader';

/** Valid records written per batch while the file has no error: bounds memory. */
const BATCH_SIZE = 25_000;

interface RowImporterBase<T> {
  columns: readonly ColumnSpec[];
  /** Reads one line into a record; undefined when the line is faulty (reported). */
  readRow(row: RowReader): T | undefined;
  /** After the last line: file-wide checks and writes; details for the log. */
  finish?(): Promise<Record<string, unknown> | undefined>;
}

/**
 * Where a file's records are copied as they are read (COPY in binary): each record is
 * encoded at once, so that a batch holds bytes rather than objects, none of which
 * outlives its line (the inventory, the largest file: bench:import).
 */
export interface CopyTarget {
  table: PgTable;
  /** The record's properties written, each into its column; undefined writes NULL. */
  columns: readonly BulkColumn[];
  /** Before each batch is copied: what the records read so far replace. */
  beforeBatch?(): Promise<void>;
}

/**
 * A file kind read line by line into records (the importers of ./importers), which are
 * either written a batch at a time by the importer (`writeBatch`, in file order) or
 * copied into a table (`copy`), as long as no error was found.
 */
export type RowImporter<T> = RowImporterBase<T> &
  ({ writeBatch(records: T[]): Promise<void> } | { copy: CopyTarget });

/** The valid records of the batch under way, and how it is written once full. */
interface Batch<T> {
  add(record: T): void;
  readonly size: number;
  /** The batch so far, as its write; a new batch starts. */
  take(): () => Promise<void>;
}

function recordBatch<T>(writeBatch: (records: T[]) => Promise<void>): Batch<T> {
  let records: T[] = [];
  return {
    add: (record) => void records.push(record),
    get size() {
      return records.length;
    },
    take() {
      const taken = records;
      records = [];
      return () => writeBatch(taken);
    },
  };
}

function encodedBatch<T>(tx: Executor, target: CopyTarget): Batch<T> {
  const encode = rowEncoder(target.columns);
  const table = getTableName(target.table);
  const names = target.columns.map((column) => column.name);
  let out = new BinaryWriter();
  let size = 0;
  return {
    add(record) {
      encode(out, record as BulkRow);
      size++;
    },
    get size() {
      return size;
    },
    take() {
      const chunks = out.chunksOut();
      out = new BinaryWriter();
      size = 0;
      return async () => {
        await target.beforeBatch?.();
        await copyEncodedChunks(tx, table, names, chunks);
      };
    },
  };
}

/**
 * Streams a file through an importer in one pass, inside the import's transaction.
 * Lines are written in batches while the file is clean (the write of one batch overlaps
 * the reading of the next); at the first error writing
 * stops but checking goes on, so the report names every faulty line; then the
 * transaction is rolled back (RejectedImport). All or nothing, with memory bounded by
 * one batch.
 */
export async function importTable<T>(
  job: ImportJob,
  importer: RowImporter<T>,
  openTable: (filePath: string) => Promise<Table> = readTable,
  match: (header: string[]) => HeaderMatch = (header) => matchHeaders(header, importer.columns),
): Promise<ImportSummary> {
  const { report } = job;
  let table: Table;
  try {
    table = await openTable(job.filePath);
  } catch (error) {
    if (!(error instanceof TabularFileError)) throw error;
    report.add(1, '', `Fichier illisible : ${error.message}`);
    throw new RejectedImport(report, 0);
  }
  const columns = match(table.header.cells);
  for (const missing of columns.missing)
    report.add(table.header.line, missing, 'Colonne obligatoire absente.');
  for (const duplicate of columns.duplicates)
    report.add(table.header.line, duplicate, 'Colonne en double.');
  if (!report.ok) {
    await table.close();
    throw new RejectedImport(report, 0);
  }

  const row = new RowReader(columns.index, report);
  let lineCount = 0;
  const batch: Batch<T> =
    'copy' in importer
      ? encodedBatch(job.tx, importer.copy)
      : recordBatch(importer.writeBatch.bind(importer));
  // One batch is written while the next is read: on PostgreSQL the server inserts on
  // one core while this process parses on the other. Writes stay in order, one at a time.
  let writing: Promise<void> = Promise.resolve();
  const write = async () => {
    const taken = batch.take();
    await writing;
    // Cancelled, or its process stopping: the transaction rolls back at once.
    job.signal?.throwIfAborted();
    writing = taken();
    writing.catch(() => undefined); // observed by the next await; no unhandled rejection
  };
  try {
    for await (const { line, cells } of table) {
      lineCount++;
      const record = importer.readRow(row.load(line, cells));
      if (record === undefined || !report.ok) continue;
      batch.add(record);
      if (batch.size >= BATCH_SIZE) await write();
    }
  } catch (error) {
    if (!(error instanceof TabularFileError)) throw error;
    report.add(lineCount + 2, '', `Fichier illisible : ${error.message}`);
  }
  if (lineCount === 0)
    report.add(table.header.line, '', 'Le fichier ne contient aucune ligne de données.');
  if (report.ok && batch.size) await write();
  await writing;
  const details = report.ok ? await importer.finish?.() : undefined;
  if (!report.ok) throw new RejectedImport(report, lineCount);
  return {
    lineCount,
    details: {
      ...details,
      format: table.format,
      encoding: table.encoding,
      delimiter: table.delimiter,
    },
  };
}
