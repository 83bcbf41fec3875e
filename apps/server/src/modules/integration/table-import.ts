import type { ColumnSpec } from '@prisme/domain';
import { RejectedImport } from './import-report';
import type { ImportJob, ImportSummary } from './importers/importer';
import { matchHeaders, type HeaderMatch } from './parsing/header-matching';
import { readTable, TabularFileError, type Table } from './parsing/tabular-reader';
import { encodedBatch, recordBatch, type Batch, type CopyTarget } from './record-batches';
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
 * A file kind read line by line into records (the importers of ./importers), which are
 * either written a batch at a time by the importer (`writeBatch`, in file order) or
 * copied into a table (`copy`), as long as no error was found.
 */
export type RowImporter<T> = RowImporterBase<T> &
  ({ writeBatch(records: T[]): Promise<void> } | { copy: CopyTarget });

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

  const row = new RowReader(columns.index, report, columns.headers);
  let lineCount = 0;
  const batch: Batch<T> =
    'copy' in importer
      ? encodedBatch(job.tx, importer.copy)
      : recordBatch(importer.writeBatch.bind(importer));
  // One batch is written while the next is read: on PostgreSQL the server inserts on
  // one core while this process parses on the other. Writes stay in order, one at a time.
  let writing: Promise<void> = Promise.resolve();
  const timings = job.timings;
  const write = async () => {
    const taken = batch.take();
    const waitStart = timings ? performance.now() : 0;
    await writing;
    if (timings) timings.writeWaitMs += performance.now() - waitStart;
    // Cancelled, or its process stopping: the transaction rolls back at once.
    job.signal?.throwIfAborted();
    writing = taken();
    writing.catch(() => undefined); // observed by the next await; no unhandled rejection
  };
  try {
    for await (const rows of table) {
      const checkStart = timings ? performance.now() : 0;
      for (const { line, cells } of rows) {
        lineCount++;
        const record = importer.readRow(row.load(line, cells));
        if (record === undefined || !report.ok) continue;
        batch.add(record);
        if (batch.size < BATCH_SIZE) continue;
        // The wait for the previous write is counted as such, not as checking.
        if (timings) timings.checkMs += performance.now() - checkStart;
        await write();
        if (timings) timings.checkMs -= performance.now() - checkStart;
      }
      if (timings) timings.checkMs += performance.now() - checkStart;
    }
  } catch (error) {
    if (!(error instanceof TabularFileError)) throw error;
    report.add(lineCount + 2, '', `Fichier illisible : ${error.message}`);
  }
  if (lineCount === 0)
    report.add(table.header.line, '', 'Le fichier ne contient aucune ligne de données.');
  if (report.ok && batch.size) await write();
  const waitStart = timings ? performance.now() : 0;
  await writing;
  const finishStart = timings ? performance.now() : 0;
  if (timings) timings.writeWaitMs += finishStart - waitStart;
  const details = report.ok ? await importer.finish?.() : undefined;
  if (timings) timings.finishMs += performance.now() - finishStart;
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
