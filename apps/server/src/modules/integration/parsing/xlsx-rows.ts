import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellValue, Row } from 'exceljs';
import type { TableCell, TableRow } from './tabular-reader';
import { TabularFileError } from './tabular-file-error';

type WorksheetReader = ExcelJS.stream.xlsx.WorksheetReader;

/** What exceljs's streaming reader knows but does not type. */
interface WorksheetReaderInternals {
  name?: string;
  /** The stream of a sheet buffered to a temporary file, when there is one. */
  iterator?: unknown;
}
interface WorkbookReaderInternals {
  model?: { sheets?: { name?: string; state?: string }[] };
}

export interface XlsxReadOptions {
  /** The sheet to read; the first visible sheet (in tab order) when absent. */
  sheetName?: string;
  /** Skip rows whose cells are all empty (readTable); kept for positional sheets. */
  skipBlankRows: boolean;
  /** Told the name of the sheet actually read, before its first row. */
  onSheet?: (name: string) => void;
}

/** A cell as Prisme uses it: rich text → text, formula → result, hyperlink → text. */
export function normaliseCellValue(value: CellValue): TableCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || value instanceof Date) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return normaliseCellValue(value.result);
  if ('hyperlink' in value) return normaliseCellValue(value.text as CellValue);
  if ('error' in value) return value.error;
  return null;
}

export const isBlankCell = (cell: TableCell) =>
  cell === null || (typeof cell === 'string' && cell.trim() === '');

function rowCells(row: Row): TableCell[] {
  const cells: TableCell[] = [];
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    cells[column - 1] = normaliseCellValue(cell.value);
  });
  return Array.from(cells, (cell) => cell ?? null);
}

const sameSheetName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('fr') === b.trim().toLocaleLowerCase('fr');

/**
 * The rows of one worksheet, streamed with exceljs's WorkbookReader. Dates need the
 * styles (a date is a number with a date format). Sheets other than the one read are
 * released: their temporary file stream closed, so exceljs can delete the file.
 */
export async function* readXlsxRows(
  filePath: string,
  options: XlsxReadOptions,
): AsyncGenerator<TableRow> {
  const input = createReadStream(filePath);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let sheets: AsyncIterator<WorksheetReader> | undefined;
  const seen: string[] = [];
  let found = false;
  let completed = false;
  let buffered = false;
  let current: WorksheetReader | undefined;
  try {
    await readWorkbookPartFirst(workbook, filePath);
    sheets = workbook[Symbol.asyncIterator]();
    for (let next = await sheets.next(); !next.done; next = await sheets.next()) {
      current = next.value;
      buffered ||= bufferedStream(current) !== undefined;
      const name = (current as unknown as WorksheetReaderInternals).name ?? '';
      seen.push(name);
      if (found || !isWanted(name, workbook, options.sheetName)) {
        release(current);
        continue;
      }
      found = true;
      options.onSheet?.(name);
      for await (const row of current) {
        const cells = rowCells(row);
        if (options.skipBlankRows && cells.every(isBlankCell)) continue;
        yield { line: row.number, cells };
      }
    }
    completed = true;
  } catch (error) {
    if (error instanceof TabularFileError) throw error;
    // Shown after « Fichier illisible : » (table-import.ts); exceljs's own words in brackets.
    throw new TabularFileError(
      `le classeur Excel n’a pas pu être lu (${error instanceof Error ? error.message : String(error)})`,
    );
  } finally {
    // Stopped early: exceljs deletes a sheet's temporary file only when iterated past it.
    if (!completed && buffered && sheets) await releaseRemaining(current, sheets);
    input.destroy();
  }
  if (!found) throw missingSheet(options.sheetName, seen);
}

/** exceljs's parser of the workbook part, and unzipper (exceljs's own zip reader). */
const require = createRequire(import.meta.url);
const WorkbookXform = require('exceljs/lib/xlsx/xform/book/workbook-xform.js') as new () => {
  parseStream(stream: NodeJS.ReadableStream): Promise<unknown>;
  model: unknown;
  map: { workbookPr: unknown };
};
const unzipper = require('unzipper') as {
  Open: {
    file(path: string): Promise<{
      files: { path: string; stream(): NodeJS.ReadableStream }[];
    }>;
  };
};

/**
 * Reads the workbook part (the sheets' names and states, the 1904 calendar) through the
 * zip's central directory before exceljs's streaming pass. That pass may lose the zip's
 * last entry, where exceljs's own writer puts the workbook part (exceljs#3064, a race in
 * unzipper's stream): the sheets were then read unnamed — a hidden first sheet read
 * instead of the visible one, dates without their calendar — or exceljs failed on
 * `model.sheets`. Seen in CI under load, about one run in fifty.
 */
async function readWorkbookPartFirst(workbook: object, filePath: string): Promise<void> {
  const directory = await unzipper.Open.file(filePath);
  const part = directory.files.find((file) => file.path === 'xl/workbook.xml');
  if (!part) return; // not a workbook exceljs can read: its own pass says so
  const xform = new WorkbookXform();
  await xform.parseStream(part.stream());
  Object.assign(workbook, { properties: xform.map.workbookPr, model: xform.model });
}

function isWanted(name: string, workbook: object, wanted: string | undefined): boolean {
  if (wanted !== undefined) return sameSheetName(name, wanted);
  const sheets = (workbook as WorkbookReaderInternals).model?.sheets ?? [];
  // No workbook part to name the sheets (readWorkbookPartFirst found none): first sheet met.
  if (sheets.length === 0) return true;
  return sheets.find((s) => s.state !== 'hidden' && s.state !== 'veryHidden')?.name === name;
}

/** The temporary-file stream of a sheet that exceljs buffered (shared strings came after it). */
function bufferedStream(worksheet: WorksheetReader): Readable | undefined {
  const { iterator } = worksheet as unknown as WorksheetReaderInternals;
  return iterator instanceof Readable ? iterator : undefined;
}

/**
 * Closes a sheet's temporary file stream. It may still be opening when exceljs deletes
 * the file right after, so its late ENOENT is expected and swallowed.
 */
function release(worksheet: WorksheetReader): void {
  bufferedStream(worksheet)
    ?.on('error', () => undefined)
    .destroy();
}

async function releaseRemaining(
  current: WorksheetReader | undefined,
  sheets: AsyncIterator<WorksheetReader>,
): Promise<void> {
  if (current) release(current);
  try {
    for (let next = await sheets.next(); !next.done; next = await sheets.next())
      release(next.value);
  } catch {
    // The workbook is being abandoned: a failure here must not hide the reason why.
  }
}

function missingSheet(wanted: string | undefined, seen: string[]): TabularFileError {
  if (seen.length === 0) return new TabularFileError('Le classeur ne contient aucune feuille');
  if (wanted === undefined)
    return new TabularFileError('Le classeur ne contient aucune feuille visible');
  return new TabularFileError(
    `Feuille « ${wanted} » absente du classeur (feuilles : ${seen.join(', ')})`,
  );
}
