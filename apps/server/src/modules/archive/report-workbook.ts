import type { ReportColumnKind, ReportSheet, ReportWorkbookParsed } from '@prisme/domain';
import {
  AMOUNT,
  columnStyles,
  commitStyledRow,
  COUNT,
  createWorkbook,
  giveWay,
  ROWS_PER_TURN,
  SHARE,
  type Cell,
} from '../reporting/workbook-kit';

type Workbook = ReturnType<typeof createWorkbook>;

/**
 * The workbook of an archive report (POST /api/archive/workbook): a cover sheet (the
 * report, the client, what it shows, when it was exported), then a sheet a table of the
 * report, its French headers in bold and frozen, each column in its Excel format.
 */
const FORMATS: Record<ReportColumnKind, string | undefined> = {
  text: undefined,
  amount: AMOUNT,
  share: SHARE,
  count: COUNT,
  score: '0.00',
  temperature: '0.00" °C"',
  decimal: '#,##0.0',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

const WIDTHS: Record<ReportColumnKind, number> = {
  text: 28,
  amount: 18,
  share: 12,
  count: 10,
  score: 10,
  temperature: 12,
  decimal: 14,
  date: 12,
  datetime: 17,
};

/** Excel refuses these in a sheet's name, and names longer than 31 characters. */
const FORBIDDEN = /[[\]:*?/\\]/g;
const MAX_NAME = 31;

/** The sheets' names, made valid and unique (« Profils (2) »), in order. */
export function sheetNames(names: readonly string[]): string[] {
  const taken = new Set<string>(['rapport']);
  return names.map((raw) => {
    const base =
      raw
        .replace(FORBIDDEN, ' ')
        .replace(/^'+|'+$/g, '')
        .trim() || 'Feuille';
    let name = base.slice(0, MAX_NAME).trim();
    for (let n = 2; taken.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = `${base.slice(0, MAX_NAME - suffix.length).trim()}${suffix}`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}

/** A cell as written: dates become dates; a date text that is no date stays a text. */
function cellOf(value: string | number | null | undefined, kind: ReportColumnKind): Cell {
  if (value === null || value === undefined) return null;
  if ((kind === 'date' || kind === 'datetime') && typeof value === 'string') {
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}

/** The cover sheet: the report, the client, what it shows, when, and its sheets. */
function addCover(
  workbook: Workbook,
  report: ReportWorkbookParsed,
  names: readonly string[],
  context: ReportWorkbookContext,
): void {
  const cover = workbook.addWorksheet('Rapport');
  // Before the rows: a streamed sheet gives each cell its column's style when it is made.
  cover.columns = [{ width: 22, style: { font: { bold: true } } }, { width: 80 }];
  cover.addRow([report.title]).font = { bold: true, size: 14 };
  cover.addRow([]);
  cover.addRow(['Client', context.clientLabel]);
  for (const line of report.description) cover.addRow(['', line]);
  const exported = cover.addRow(['Exporté le', context.exportedAt]).getCell(2);
  exported.numFmt = 'dd/mm/yyyy hh:mm';
  exported.alignment = { horizontal: 'left' };
  cover.addRow([]);
  cover.addRow(['Feuilles']);
  report.sheets.forEach((sheet, i) => cover.addRow(['', `${names[i]} : ${sheet.title ?? ''}`]));
  cover.commit();
}

/** A table of the report on its own sheet: its title, its header frozen, its rows. */
async function addTableSheet(workbook: Workbook, name: string, spec: ReportSheet): Promise<void> {
  const headerRow = spec.title ? 3 : 1;
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', ySplit: headerRow, xSplit: 1 }],
  });
  sheet.columns = spec.columns.map((column) => ({
    width: Math.max(WIDTHS[column.kind], Math.min(40, column.header.length + 2)),
  }));
  if (spec.title) {
    sheet.addRow([spec.title]).font = { bold: true, size: 12 };
    sheet.addRow([]);
  }
  const header = sheet.addRow(spec.columns.map((column) => column.header));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.alignment = { wrapText: true, vertical: 'top' };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  header.commit();
  if (spec.rows.length > 0)
    sheet.autoFilter = {
      from: { row: headerRow, column: 1 },
      to: { row: headerRow, column: spec.columns.length },
    };
  const styles = columnStyles(spec.columns.map((column) => FORMATS[column.kind]));
  let written = 0;
  for (const values of spec.rows) {
    commitStyledRow(
      sheet,
      spec.columns.map((column, c) => cellOf(values[c], column.kind)),
      styles,
    );
    if (++written % ROWS_PER_TURN === 0) await giveWay(sheet);
  }
  sheet.commit();
}

export interface ReportWorkbookContext {
  clientLabel: string;
  exportedAt: Date;
}

/**
 * Writes the report's workbook to `path` with ExcelJS's streaming writer, giving way to
 * the other requests every ROWS_PER_TURN rows: a report may carry some 900,000 cells
 * (its 8 MiB body), ten seconds of work written in one go.
 */
export async function writeReportWorkbook(
  path: string,
  report: ReportWorkbookParsed,
  context: ReportWorkbookContext,
): Promise<void> {
  const workbook = createWorkbook(path);
  workbook.created = context.exportedAt;
  const names = sheetNames(report.sheets.map((sheet) => sheet.name));
  addCover(workbook, report, names, context);
  for (const [i, spec] of report.sheets.entries()) await addTableSheet(workbook, names[i]!, spec);
  await workbook.commit();
}
