import { MAX_REPORTED_ERRORS, type ImportError } from '@prisme/domain';

/** The faults found in a file: the first 1,000 kept for the report, all of them counted. */
export class ImportReport {
  readonly errors: ImportError[] = [];
  count = 0;

  add(line: number, column: string, message: string): void {
    this.count++;
    if (this.errors.length < MAX_REPORTED_ERRORS) this.errors.push({ line, column, message });
  }

  get ok(): boolean {
    return this.count === 0;
  }
}

/** Thrown inside an import's transaction to roll it back: the file had errors. */
export class RejectedImport extends Error {
  constructor(
    readonly report: ImportReport,
    readonly lineCount: number,
  ) {
    super(`file rejected with ${report.count} errors`);
  }
}
