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
