import ExcelJS from 'exceljs';
import type { ReportColumnKind, ReportWorkbookParsed } from '@prisme/domain';
import { AMOUNT, COUNT, SHARE, type Cell } from '../reporting/workbook-kit';

/**
 * The workbook of an archive report (POST /api/archive/workbook): a cover sheet (the
 * report, the client, what it shows, when it was exported), then a sheet a table of the
 * report, its French headers in bold and frozen, each column in its Excel format. The
 * tables are small (a report's figures, at most a few thousand changed securities): the
 * workbook is written in memory, not streamed.
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

/** Writes the report's workbook into a buffer. */
export async function writeReportWorkbook(
  report: ReportWorkbookParsed,
  context: { clientLabel: string; exportedAt: Date },
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Prisme';
  workbook.created = context.exportedAt;

  const cover = workbook.addWorksheet('Rapport');
  cover.columns = [{ width: 22 }, { width: 80 }];
  const title = cover.addRow([report.title]);
  title.font = { bold: true, size: 14 };
  cover.addRow([]);
  cover.addRow(['Client', context.clientLabel]);
  for (const line of report.description) cover.addRow(['', line]);
  const exported = cover.addRow(['Exporté le', context.exportedAt]);
  exported.getCell(2).numFmt = 'dd/mm/yyyy hh:mm';
  exported.getCell(2).alignment = { horizontal: 'left' };
  cover.addRow([]);
  cover.addRow(['Feuilles']).font = { bold: true };
  const names = sheetNames(report.sheets.map((sheet) => sheet.name));
  report.sheets.forEach((sheet, i) => cover.addRow(['', `${names[i]} : ${sheet.title ?? ''}`]));
  cover.getColumn(1).font = { bold: true };

  report.sheets.forEach((spec, i) => {
    const headerRow = spec.title ? 3 : 1;
    const sheet = workbook.addWorksheet(names[i]!, {
      views: [{ state: 'frozen', ySplit: headerRow, xSplit: 1 }],
    });
    if (spec.title) {
      sheet.addRow([spec.title]).font = { bold: true, size: 12 };
      sheet.addRow([]);
    }
    const header = sheet.addRow(spec.columns.map((column) => column.header));
    header.font = { bold: true };
    header.alignment = { wrapText: true, vertical: 'top' };
    header.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
      cell.border = { bottom: { style: 'thin' } };
    });
    spec.columns.forEach((column, c) => {
      sheet.getColumn(c + 1).width = Math.max(
        WIDTHS[column.kind],
        Math.min(40, column.header.length + 2),
      );
    });
    for (const values of spec.rows) {
      const row = sheet.addRow(spec.columns.map((column, c) => cellOf(values[c], column.kind)));
      spec.columns.forEach((column, c) => {
        const numFmt = FORMATS[column.kind];
        if (numFmt) row.getCell(c + 1).numFmt = numFmt;
      });
    }
    if (spec.rows.length > 0)
      sheet.autoFilter = {
        from: { row: headerRow, column: 1 },
        to: { row: headerRow, column: spec.columns.length },
      };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
