import { YIELD_CURVE_COLUMNS } from '@prisme/domain';
import { RejectedImport } from '../import-report';
import { readWorkbookSheet, TabularFileError, type TableCell } from '../parsing/tabular-reader';
import { parseIsoOrFrenchDate } from '../parsing/values';
import { importTable, type RowImporter } from '../table-import';
import type { Importer, ImportJob, ImportSummary } from './importer';
import {
  CurveBook,
  MATURITY_BOUNDS,
  rateProblem,
  replaceCurvePoints,
  type CurvePoint,
} from './curve-points';
import {
  readSpotSheet,
  SPOT_SHEETS,
  type SheetPoint,
  type SpotSheet,
} from './eiopa-curve-workbook';
import { currencyProblem } from './field-checks';
import { frenchDate } from '@prisme/domain';

const C = {
  curve: 'courbe',
  currency: 'devise',
  date: 'date',
  maturity: 'maturite',
  rate: 'taux',
} as const;

/** EIOPA names its workbook EIOPA_RFR_YYYYMMDD_Term_Structures.xlsx. */
const EIOPA_WORKBOOK_NAME = /term_structures/i;

/**
 * Risk-free curves (solvency2-market-risk §9): EIOPA's Term_Structures workbook as
 * published, or a long table with a line per curve, date and maturity. Every curve and
 * date of the file replaces what was stored for it; each must be complete.
 */
export const importYieldCurves: Importer = async (job) => {
  const sheets = await readEiopaSheets(job);
  return sheets ? importEiopaWorkbook(job, sheets) : importTable(job, curveTable(job));
};

/** The spot sheets of an EIOPA workbook, or undefined when the file is another table. */
async function readEiopaSheets(job: ImportJob): Promise<Map<SpotSheet, TableCell[][]> | undefined> {
  const sheets = new Map<SpotSheet, TableCell[][]>();
  for (const sheet of SPOT_SHEETS) {
    try {
      sheets.set(sheet, await readWorkbookSheet(job.filePath, sheet.name));
    } catch (error) {
      if (!(error instanceof TabularFileError)) throw error;
      if (!sheet.required) continue;
      if (!EIOPA_WORKBOOK_NAME.test(job.fileName)) return undefined;
      job.report.add(1, '', `Fichier illisible : ${error.message}`);
      throw new RejectedImport(job.report, 0);
    }
  }
  return sheets;
}

/**
 * The reference date of a workbook: from its name (EIOPA_RFR_20241231_…), else the
 * date given with the upload. When both are given they must agree.
 */
function workbookDate(job: ImportJob): string | undefined {
  const digits = /(?:^|\D)(\d{8})(?!\d)/.exec(job.fileName)?.[1];
  const parsed = digits === undefined ? undefined : parseIsoOrFrenchDate(digits);
  const fromName = parsed?.ok ? parsed.value : undefined;
  if (fromName && job.referenceDate && fromName !== job.referenceDate)
    job.report.add(
      1,
      '',
      `La date de référence saisie (${frenchDate(job.referenceDate)}) diffère de celle du nom du fichier (${frenchDate(fromName)}).`,
    );
  else if (!fromName && !job.referenceDate)
    job.report.add(
      1,
      '',
      "Date de référence introuvable : le nom du fichier n'en contient pas (EIOPA_RFR_AAAAMMJJ_Term_Structures.xlsx) et aucune date de référence n'a été saisie avec le fichier.",
    );
  return fromName ?? job.referenceDate;
}

async function importEiopaWorkbook(
  job: ImportJob,
  sheets: Map<SpotSheet, TableCell[][]>,
): Promise<ImportSummary> {
  const { report } = job;
  const curveDate = workbookDate(job);
  if (!curveDate || !report.ok) throw new RejectedImport(report, 0);
  const book = new CurveBook();
  const points: SheetPoint[] = [];
  const ignoredColumns: string[] = [];
  let lineCount = 0;
  for (const [sheet, rows] of sheets) {
    const curves = readSpotSheet(rows, sheet, curveDate, report);
    lineCount += curves.maturityRows;
    ignoredColumns.push(...curves.ignoredColumns.map((c) => `${sheet.name} : ${c}`));
    for (const point of curves.points) {
      const duplicate = book.add(point, point.line, point.column);
      if (duplicate) report.add(point.line, point.column, duplicate);
      else points.push(point);
    }
  }
  book.reportGaps(report);
  if (report.ok && points.length === 0)
    report.add(2, '', 'Aucune courbe lue : aucune colonne de pays ne contient de taux.');
  if (!report.ok) throw new RejectedImport(report, lineCount);
  await replaceCurvePoints(job.tx, points, new Set());
  return {
    lineCount,
    details: {
      ...book.details(),
      sheets: [...sheets.keys()].map((s) => s.name),
      ignoredColumns,
      format: 'xlsx',
    },
  };
}

/** The long form: one line per curve, currency, date, maturity and rate (a decimal fraction). */
function curveTable(job: ImportJob): RowImporter<CurvePoint> {
  const book = new CurveBook();
  const curveCurrencies = new Map<string, { currency: string; line: number }>();
  const replaced = new Set<string>();
  return {
    columns: YIELD_CURVE_COLUMNS,
    readRow(row) {
      const curveId = row.code(C.curve, true);
      const currency = row.code(C.currency, true, currencyProblem);
      const curveDate = row.date(C.date, true);
      const maturity = row.integer(C.maturity, true, MATURITY_BOUNDS);
      const rate = row.decimal(C.rate, true, { percentSign: 'fraction' });
      const problem = rate === undefined ? undefined : rateProblem(rate);
      if (problem) row.fail(C.rate, problem);
      if (curveId && currency) {
        const first = curveCurrencies.get(curveId);
        if (!first) curveCurrencies.set(curveId, { currency, line: row.line });
        else if (first.currency !== currency)
          row.fail(
            C.currency,
            `La courbe ${curveId} est en ${first.currency} à la ligne ${first.line}, pas en ${currency}.`,
          );
      }
      if (row.faulty) return undefined;
      const point = {
        curveId: curveId!,
        currency: currency!,
        curveDate: curveDate!,
        maturity: maturity!,
        rate: rate!,
      };
      const duplicate = book.add(point, row.line, C.maturity);
      if (duplicate) row.fail(C.maturity, duplicate);
      return duplicate ? undefined : point;
    },
    writeBatch: (points) => replaceCurvePoints(job.tx, points, replaced),
    async finish() {
      book.reportGaps(job.report);
      return book.details();
    },
  };
}
