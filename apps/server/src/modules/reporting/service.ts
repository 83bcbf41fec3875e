import type { Readable } from 'node:stream';
import type { UserAccess } from '../../auth/user-access';
import type { Database } from '../../db/client';
import { writeExportFile } from '../../temporary-folders';
import type { LookThroughService } from '../lookthrough/service';
import {
  findComputedPerimeterSummary,
  readLinePage,
  type ComputedPerimeter,
  type LookThroughLineRow,
} from '../lookthrough/perimeter-repository';
import type { EsgResultsService } from '../esg';
import type { LiquidityResultsService } from '../liquidity';
import type { SolvencyService } from '../solvency/service';
import { writeEsgWorkbook } from './esg-workbook';
import { writeLiquidityWorkbook } from './liquidity-workbook';
import { lookThroughCsvStream } from './lookthrough-csv';
import { writeLookThroughWorkbook } from './lookthrough-workbook';
import type { WorkerPool } from '../../jobs/worker-pool';
import { qrtFileParts, writePerimeterQrt, type QrtOptions } from './qrt/qrt-service';
import type { QrtPhases } from './qrt/qrt-task';
import { writeScrWorkbook } from './scr-workbook';

/** A report written to a temporary file, ready to be sent and then deleted. */
export interface ReportFile {
  path: string;
  fileName: string;
}

/** A report streamed as it is read (the look-through CSV): its bytes and its name. */
export interface ReportStream {
  stream: Readable;
  fileName: string;
}

/**
 * The report downloads of spec §7 "Reports", of a perimeter of the caller's clients (the
 * caller's latest when no id is given).
 */
export interface ReportingService {
  lookThroughWorkbook(access: UserAccess, perimeterId: string | undefined): Promise<ReportFile>;
  /** The same lines as CSV, streamed from the database page by page (issue 19 §5). */
  lookThroughCsv(access: UserAccess, perimeterId: string | undefined): Promise<ReportStream>;
  scrWorkbook(access: UserAccess, perimeterId: string | undefined): Promise<ReportFile>;
  esgWorkbook(access: UserAccess, perimeterId: string | undefined): Promise<ReportFile>;
  liquidityWorkbook(access: UserAccess, perimeterId: string | undefined): Promise<ReportFile>;
  /** The QRT asset templates and their checks (issue 19 §1-2). */
  qrtWorkbook(
    access: UserAccess,
    perimeterId: string | undefined,
    options: QrtOptions,
  ): Promise<ReportFile & { phases: QrtPhases }>;
}

const PAGE = 20_000;

/** A report's file name: what it is, the client and the valuation date. */
export function reportName(
  perimeter: Pick<ComputedPerimeter, 'roleCode' | 'valuationDate'>,
  prefix: string,
  extension: string,
): string {
  const date = perimeter.valuationDate.replaceAll('-', '');
  const role = perimeter.roleCode.replace(/[^\w.-]+/g, '_');
  return `${prefix}_${role}_${date}.${extension}`;
}

export function createReportingService(deps: {
  db: Database;
  lookThrough: LookThroughService;
  solvency: SolvencyService;
  esg: EsgResultsService;
  liquidity: LiquidityResultsService;
  /** Where the QRT is built and written (qrt/qrt-task.ts), off the event loop. */
  workers: WorkerPool;
  dataDir: string;
}): ReportingService {
  const { db } = deps;

  const perimeterOf = (access: UserAccess, perimeterId: string | undefined) =>
    perimeterId
      ? deps.lookThrough.perimeter(access, perimeterId)
      : deps.lookThrough.latestPerimeter(access);

  /**
   * The perimeter's lines in order, a page at a time (keyset on the line number). The
   * next page is read while the workbook writes this one: ExcelJS spends as long writing
   * a page as the database reading it, and the embedded database reads in its own thread.
   */
  async function* pagesOf(perimeter: ComputedPerimeter): AsyncIterable<LookThroughLineRow[]> {
    const read = (after: number) => {
      const page = readLinePage(db, perimeter.roleCode, perimeter.id, after, PAGE);
      // Read ahead: a failure is thrown where the page is awaited, never left unhandled.
      page.catch(() => {});
      return page;
    };
    for (let next = read(0); ;) {
      const page = await next;
      if (page.length === 0) return;
      next = read(page[page.length - 1]!.LineNo);
      yield page;
    }
  }

  /** Writes a workbook whole to a temporary file; a failure leaves no file behind. */
  async function written(
    perimeter: ComputedPerimeter,
    prefix: string,
    write: (path: string) => Promise<void>,
  ): Promise<ReportFile> {
    const { path } = await writeExportFile(deps.dataDir, 'xlsx', write);
    return { path, fileName: reportName(perimeter, prefix, 'xlsx') };
  }

  return {
    async lookThroughWorkbook(access, perimeterId) {
      const perimeter = await perimeterOf(access, perimeterId);
      const summary = await findComputedPerimeterSummary(db, perimeter);
      return written(perimeter, 'Transparisation', (path) =>
        writeLookThroughWorkbook(path, summary, pagesOf(perimeter)),
      );
    },

    async lookThroughCsv(access, perimeterId) {
      // The perimeter is checked before the reply starts: a refusal is still a 403/404.
      const perimeter = await perimeterOf(access, perimeterId);
      return {
        stream: lookThroughCsvStream(pagesOf(perimeter)),
        fileName: reportName(perimeter, 'Transparisation', 'csv'),
      };
    },

    async scrWorkbook(access, perimeterId) {
      const perimeter = await perimeterOf(access, perimeterId);
      const scr = await deps.solvency.result(access, perimeter.id);
      const summary = await findComputedPerimeterSummary(db, perimeter);
      const exposures = scr.counterparty
        ? (await deps.solvency.counterpartyLines(access, { perimeterID: perimeter.id })).exposures
        : [];
      return written(perimeter, 'SCR_marche', (path) =>
        writeScrWorkbook(path, scr, summary, pagesOf(perimeter), exposures),
      );
    },

    async esgWorkbook(access, perimeterId) {
      const perimeter = await perimeterOf(access, perimeterId);
      const esg = await deps.esg.result(access, perimeter.id);
      const summary = await findComputedPerimeterSummary(db, perimeter);
      return written(perimeter, 'Analyse_ESG', (path) =>
        writeEsgWorkbook(path, esg, summary, pagesOf(perimeter)),
      );
    },

    async liquidityWorkbook(access, perimeterId) {
      const perimeter = await perimeterOf(access, perimeterId);
      const liquidity = await deps.liquidity.result(access, perimeter.id);
      const summary = await findComputedPerimeterSummary(db, perimeter);
      return written(perimeter, 'Risque_liquidite', (path) =>
        writeLiquidityWorkbook(path, liquidity, summary, pagesOf(perimeter)),
      );
    },

    async qrtWorkbook(access, perimeterId, options) {
      const perimeter = await perimeterOf(access, perimeterId);
      // Named by client, scope (whole client or its portfolios) and date (issue 36).
      const { who, date } = await qrtFileParts(db, perimeter);
      const { path, written } = await writeExportFile(deps.dataDir, 'xlsx', (file) =>
        writePerimeterQrt(deps, perimeter, options, { format: 'workbook', path: file }),
      );
      return { path, fileName: `QRT_actifs_${who}_${date}.xlsx`, phases: written.phases };
    },
  };
}
