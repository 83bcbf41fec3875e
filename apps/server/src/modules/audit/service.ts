import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditEntry,
  type AuditFilter,
  type AuditPage,
  type AuditQuery,
} from '@prisme/domain';
import type { Database } from '../../db/client';
import { writeExportFile } from '../../temporary-folders';
import { countAuditRows, findAuditPage, findAuditRowsBefore, toAuditEntry } from './repository';
import { writeAuditWorkbook } from './workbook';

/** Rows read per statement while the workbook is written. */
const EXPORT_PAGE = 2_000;

/**
 * The audit trail for administrators (issue 20 §6; the routes' guard): the rows of
 * parameter_audit, filtered, a page at a time or whole as a workbook. Each read is an
 * API request's, so each statement has the interactive budget (db/statement-budget.ts):
 * a filter too costly is ended and answered 503 QUERY_TIMEOUT.
 */
export interface AuditService {
  page(query: AuditQuery): Promise<AuditPage>;
  /** The workbook of the rows the filter holds (the newest AUDIT_EXPORT_MAX_ROWS). */
  workbook(filter: AuditFilter): Promise<{ path: string; fileName: string }>;
}

export function createAuditService(deps: { db: Database; dataDir: string }): AuditService {
  const { db } = deps;

  /** The rows in pages, the next read while the workbook writes this one. */
  async function* pagesOf(filter: AuditFilter): AsyncIterable<AuditEntry[]> {
    const read = (beforeId: number | undefined) => {
      const page = findAuditRowsBefore(db, filter, beforeId, EXPORT_PAGE);
      page.catch(() => {}); // awaited below: never left unhandled
      return page;
    };
    for (let next = read(undefined); ;) {
      const rows = await next;
      if (rows.length === 0) return;
      next = read(rows[rows.length - 1]!.id);
      yield rows.map(toAuditEntry);
      if (rows.length < EXPORT_PAGE) return;
    }
  }

  return {
    async page(query) {
      const { offset, limit, ...filter } = query;
      const [rows, total] = await Promise.all([
        findAuditPage(db, filter, offset, limit),
        countAuditRows(db, filter),
      ]);
      return { entries: rows.map(toAuditEntry), total, offset, limit };
    },

    async workbook(filter) {
      const { path } = await writeExportFile(deps.dataDir, 'xlsx', (file) =>
        writeAuditWorkbook(file, filter, pagesOf(filter), AUDIT_EXPORT_MAX_ROWS),
      );
      const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
      return { path, fileName: `Journal_modifications_${day}.xlsx` };
    },
  };
}
