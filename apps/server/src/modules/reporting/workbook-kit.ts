import { once, type EventEmitter } from 'node:events';
import ExcelJS from 'exceljs';
import { HIERARCHICAL_POSITION_COLUMNS, type HierarchicalPositionColumn } from '@prisme/domain';
import type { LookThroughLineRow } from '../lookthrough/perimeter-repository';

/**
 * What the report workbooks share: French number formats, a streaming writer, labelled
 * rows, and the line sheets that carry a million lines without holding them.
 */
export const AMOUNT = '#,##0.00';
export const SHARE = '0.00%';
export const COUNT = '#,##0';

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
export type Cell = string | number | Date | null;

/** Excel's row limit is 1,048,576: beyond it the lines go on to a further sheet. */
const ROWS_PER_SHEET = 1_000_000;
/** Rows written between two turns of the event loop (a few milliseconds of work). */
export const ROWS_PER_TURN = 1_000;

export function createWorkbook(path: string): Workbook {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Prisme';
  return workbook;
}

/** A bold header row, then `rows` with a number format per column (undefined: none). */
export function addTable(
  sheet: ExcelJS.Worksheet,
  header: string[],
  rows: Cell[][],
  formats: (string | undefined)[],
): void {
  sheet.addRow(header).font = { bold: true };
  for (const values of rows) {
    const row = sheet.addRow(values);
    formats.forEach((numFmt, i) => {
      if (numFmt) row.getCell(i + 1).numFmt = numFmt;
    });
  }
}

/** Label / value rows, each value with its format. */
export function addFigures(sheet: ExcelJS.Worksheet, figures: [string, Cell, string?][]): void {
  for (const [label, value, numFmt] of figures) {
    const row = sheet.addRow([label, value]);
    if (numFmt) row.getCell(2).numFmt = numFmt;
  }
}

/** A column of a line sheet: its French header, its format, and its value for a line. */
export interface SheetColumn {
  header: string;
  numFmt?: string;
  width: number;
  cell: (line: LookThroughLineRow) => Cell;
}

/** The sheet column of an OData column: its label, a format by its type, `cellOf` its value. */
export function odataColumn(
  column: HierarchicalPositionColumn,
  cellOf: (line: LookThroughLineRow, column: HierarchicalPositionColumn) => Cell = plainCell,
): SheetColumn {
  const { type, label } = HIERARCHICAL_POSITION_COLUMNS[column];
  const numFmt =
    column === 'Weight'
      ? SHARE
      : type === 'number'
        ? AMOUNT
        : type === 'date'
          ? 'dd/mm/yyyy'
          : undefined;
  return {
    header: label,
    width: type === 'string' ? 18 : 14,
    cell: (line) => cellOf(line, column),
    ...(numFmt && { numFmt }),
  };
}

/** Rows' XML allowed to wait for compression before the writer waits too. */
const PENDING_BYTES = 8 * 2 ** 20;
/** Longest wait for it: a safety net should the zip never drain (it always has so far). */
const PENDING_WAIT_MS = 5_000;

/**
 * Waits while the sheet's rows wait for the zip's compression. ExcelJS's streaming writer
 * hands each 64 kB of rows to the zip without waiting for it (its StreamBuf ignores the
 * answer of write()), so when deflate is slower than the rows come — always, on a busy
 * machine — the XML piles up in the zip entry's PassThrough: 1.4 GB for a million lines
 * (docs/performance.md « Exports (issue 19) »). The sheet's stream and its pipes are
 * ExcelJS internals: if they are not there, nothing is awaited.
 */
async function compressionCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const stream = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream;
  // archiver's PassThrough is readable-stream 2's: no writableLength, its state's length.
  const entry = stream?.pipes?.[0] as
    (EventEmitter & { _writableState?: { length?: unknown } }) | undefined;
  const pending = entry?._writableState?.length;
  if (!entry || typeof pending !== 'number' || pending <= PENDING_BYTES) return;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), PENDING_WAIT_MS);
  try {
    await once(entry, 'drain', { signal: timeout.signal });
  } catch (error) {
    // The cap reached: go on writing. Any other error is the zip's, and fails the export.
    if (!timeout.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Writing rows is synchronous work: every ROWS_PER_TURN rows a writer gives the event loop
 * a turn, so that /api/health and the other requests answer while a big workbook is
 * written, and lets the zip's compression catch up with the sheet's rows.
 */
export async function giveWay(sheet: ExcelJS.Worksheet): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await compressionCaughtUp(sheet);
}

/**
 * The style object of each column, given to each of its cells by commitStyledRow: ExcelJS
 * finds a style it has seen by the object's identity, and otherwise serialises it for
 * every cell (half the time of writing a line sheet).
 */
export function columnStyles(numFmts: readonly (string | undefined)[]): Partial<ExcelJS.Style>[] {
  return numFmts.map((numFmt) => (numFmt ? { numFmt } : {}));
}

/** Commits the sheet's next row, each cell with its column's style (columnStyles). */
export function commitStyledRow(
  sheet: ExcelJS.Worksheet,
  cells: Cell[],
  styles: readonly Partial<ExcelJS.Style>[],
): void {
  const row = sheet.addRow(cells);
  for (let i = 0; i < styles.length; i++) row.getCell(i + 1).style = styles[i]!;
  row.commit();
}

/** Streams the lines onto sheets named `name`, `name (2)`…, one row a line. */
export async function addLineSheets(
  workbook: Workbook,
  name: string,
  columns: readonly SheetColumn[],
  pages: AsyncIterable<LookThroughLineRow[]>,
): Promise<void> {
  const styles = columnStyles(columns.map((column) => column.numFmt));
  const addSheet = (sheetNo: number) => {
    const sheet = workbook.addWorksheet(sheetNo === 1 ? name : `${name} (${sheetNo})`, {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = columns.map((column, i) => ({
      header: column.header,
      key: String(i),
      width: column.width,
      style: styles[i]!,
    }));
    sheet.getRow(1).font = { bold: true };
    return sheet;
  };
  let sheet: ExcelJS.Worksheet | undefined;
  let rowsInSheet = 0;
  let sheetNo = 0;
  for await (const page of pages) {
    for (const line of page) {
      if (!sheet || rowsInSheet === ROWS_PER_SHEET) {
        sheet?.commit();
        sheet = addSheet(++sheetNo);
        rowsInSheet = 0;
      }
      commitStyledRow(
        sheet,
        columns.map((column) => column.cell(line)),
        styles,
      );
      if (++rowsInSheet % ROWS_PER_TURN === 0) await giveWay(sheet);
    }
  }
  (sheet ?? addSheet(1)).commit();
}

/** A date column's value as a date cell; other values as they are. */
export function plainCell(line: LookThroughLineRow, column: HierarchicalPositionColumn): Cell {
  const value = line[column];
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (HIERARCHICAL_POSITION_COLUMNS[column].type === 'date' && typeof value === 'string')
    return new Date(`${value}T00:00:00Z`);
  return value ?? null;
}
