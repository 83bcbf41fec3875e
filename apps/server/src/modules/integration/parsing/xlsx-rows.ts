import type { TableCell, TableRow } from './tabular-reader';
import { TabularFileError } from './tabular-file-error';
import { openXlsxWorkbook } from './xlsx-workbook';
import type { XlsxSheet, XlsxWorkbook } from './xlsx-workbook';

export interface XlsxReadOptions {
  /** The sheet to read; the first visible sheet (in tab order) when absent. */
  sheetName?: string;
  /** Skip rows whose cells are all empty (readTable); kept for positional sheets. */
  skipBlankRows: boolean;
  /** Told the name of the sheet actually read, before its first row. */
  onSheet?: (name: string) => void;
}

export const isBlankCell = (cell: TableCell) =>
  cell === null || (typeof cell === 'string' && cell.trim() === '');

const sameSheetName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('fr') === b.trim().toLocaleLowerCase('fr');

/**
 * The rows of one worksheet, streamed in batches of rows, never empty (xlsx-workbook.ts:
 * the zip read through its central directory, each part by its own parser). Stopping
 * early closes the file.
 */
export async function* readXlsxRows(
  filePath: string,
  options: XlsxReadOptions,
): AsyncGenerator<TableRow[]> {
  let workbook: XlsxWorkbook | undefined;
  try {
    workbook = await openXlsxWorkbook(filePath);
    const sheet = chosenSheet(workbook.sheets, options.sheetName);
    options.onSheet?.(sheet.name);
    for await (const rows of workbook.rowsOf(sheet)) {
      const kept = options.skipBlankRows
        ? rows.filter((row) => !row.cells.every(isBlankCell))
        : rows;
      if (kept.length > 0) yield kept;
    }
  } catch (error) {
    if (error instanceof TabularFileError) throw error;
    // Shown after « Fichier illisible : » (table-import.ts); the reader's own words in brackets.
    throw new TabularFileError(
      `le classeur Excel n’a pas pu être lu (${error instanceof Error ? error.message : String(error)})`,
    );
  } finally {
    workbook?.close();
  }
}

/** The sheet asked for by name (case and surrounding spaces ignored), or the first visible one. */
function chosenSheet(sheets: XlsxSheet[], wanted: string | undefined): XlsxSheet {
  const sheet =
    wanted === undefined
      ? sheets.find((s) => s.state === 'visible')
      : sheets.find((s) => sameSheetName(s.name, wanted));
  if (sheet) return sheet;
  if (sheets.length === 0) throw new TabularFileError('Le classeur ne contient aucune feuille');
  if (wanted === undefined)
    throw new TabularFileError('Le classeur ne contient aucune feuille visible');
  throw new TabularFileError(
    `Feuille « ${wanted} » absente du classeur (feuilles : ${sheets.map((s) => s.name).join(', ')})`,
  );
}
