import type { TptVersion } from '@prisme/domain';
import type { Transaction } from '../../../db/client';
import type { ImportReport } from '../import-report';

/** One file being taken in, inside the transaction that writes it. */
export interface ImportJob {
  tx: Transaction;
  /** The client role of an inventory; null for shared reference data. */
  roleCode: string | null;
  filePath: string;
  fileName: string;
  importId: number;
  tptVersion?: TptVersion;
  referenceDate?: string;
  report: ImportReport;
  /** Aborted when its user cancels the import or its process stops: checked batch by batch. */
  signal?: AbortSignal;
  /** Filled by importTable when given (bench:import): where the import's time went. */
  timings?: ImportTimings;
}

/** Milliseconds of an import by phase, as table-import.ts can tell them apart. */
export interface ImportTimings {
  /** Reading and checking the lines (RowReader and the importer's readRow), batch adds included. */
  checkMs: number;
  /** Waiting for the previous batch's write before the next could start, and for the last. */
  writeWaitMs: number;
  /** The importer's finish(): file-wide checks and writes after the last line. */
  finishMs: number;
}

export interface ImportSummary {
  lineCount: number;
  details?: Record<string, unknown>;
}

/**
 * Reads a file, checks every line and writes it within `job.tx`. It throws
 * RejectedImport when the report holds any error, which rolls the transaction back:
 * a file with one faulty line writes nothing.
 */
export type Importer = (job: ImportJob) => Promise<ImportSummary>;
