import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import { detectDelimiter, detectEncoding, readCsvRows, SNIFF_BYTES } from './csv-rows';
import type { CsvDelimiter, CsvEncoding } from './csv-rows';
import { TabularFileError } from './tabular-file-error';
import { readXlsxRows } from './xlsx-rows';

export { TabularFileError } from './tabular-file-error';
export type { CsvDelimiter, CsvEncoding } from './csv-rows';

/** A cell as read: CSV gives strings; XLSX also numbers, dates and empty cells (null). */
export type TableCell = string | number | Date | null;

export interface TableRow {
  /** 1-based line of the CSV file or row of the sheet: the header is line 1. */
  line: number;
  cells: TableCell[];
}

export type TableFormat = 'csv' | 'xlsx';

export interface ReadTableOptions {
  /** XLSX: the sheet to read (case and surrounding spaces ignored); the first visible one by default. */
  sheetName?: string;
}

/**
 * An open table: its header, then its other rows streamed once through for-await, in
 * batches (in file order, never empty). Batches rather than rows: while an
 * AsyncLocalStorage is in use (the statement budget's) every promise costs an async-hooks
 * call, and one promise per row took a quarter of an inventory import's CPU
 * (bench:import). Rows whose cells are all empty are skipped. Leaving the loop early
 * closes the file; call close() when the rows are not read at all.
 */
export interface Table extends AsyncIterable<readonly TableRow[]> {
  format: TableFormat;
  /** The first non-empty row, as trimmed text. */
  header: { line: number; cells: string[] };
  /** CSV only. */
  encoding?: CsvEncoding;
  delimiter?: CsvDelimiter;
  /** XLSX only: the sheet read. */
  sheetName?: string;
  close(): Promise<void>;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (head: Uint8Array, magic: number[]) => magic.every((b, i) => head[i] === b);

async function readHead(filePath: string): Promise<{ head: Uint8Array; wholeFile: boolean }> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return { head: buffer.subarray(0, bytesRead), wholeFile: bytesRead < SNIFF_BYTES };
  } finally {
    await handle.close();
  }
}

/**
 * The format from the content first (a zip is an XLSX whatever its name; a renamed
 * file must not be parsed as text), then the extension (.csv, .txt, or any text file).
 */
export function detectFormat(filePath: string, head: Uint8Array): TableFormat {
  if (startsWith(head, ZIP_MAGIC)) return 'xlsx';
  if (startsWith(head, OLE2_MAGIC))
    throw new TabularFileError(
      'Les classeurs Excel 97-2003 (.xls) ne sont pas lus : enregistrez le fichier en .xlsx ou en .csv',
    );
  const extension = extname(filePath).toLowerCase();
  if (extension === '.xlsx' || extension === '.xlsm')
    throw new TabularFileError(
      'Le fichier porte l’extension .xlsx mais n’est pas un classeur Excel',
    );
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (!utf16 && head.includes(0))
    throw new TabularFileError('Le fichier n’est ni un fichier CSV ni un classeur Excel .xlsx');
  return 'csv';
}

const headerText = (cell: TableCell) =>
  cell === null
    ? ''
    : (cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell)).trim();

/** Opens a CSV or XLSX file and reads its header row (data-standards §2.2 for TPT files). */
export async function readTable(filePath: string, options: ReadTableOptions = {}): Promise<Table> {
  const { head, wholeFile } = await readHead(filePath);
  const format = detectFormat(filePath, head);
  const details: Pick<Table, 'encoding' | 'delimiter' | 'sheetName'> = {};
  let batches: AsyncGenerator<TableRow[]>;
  if (format === 'csv') {
    details.encoding = detectEncoding(head, wholeFile);
    details.delimiter = detectDelimiter(new TextDecoder(details.encoding).decode(head));
    batches = readCsvRows(filePath, details.encoding, details.delimiter);
  } else {
    batches = readXlsxRows(filePath, {
      skipBlankRows: true,
      ...(options.sheetName === undefined ? {} : { sheetName: options.sheetName }),
      onSheet: (name) => (details.sheetName = name),
    });
  }
  const first = await batches.next();
  if (first.done) throw new TabularFileError('Le fichier est vide');
  const [header, ...firstRows] = first.value;
  let taken = false;
  return {
    format,
    header: { line: header!.line, cells: header!.cells.map(headerText) },
    ...details,
    [Symbol.asyncIterator]() {
      if (taken) throw new Error('Les lignes d’une table ne se lisent qu’une fois');
      taken = true;
      return firstRows.length > 0 ? after(firstRows, batches) : batches;
    },
    close: async () => {
      await batches.return(undefined);
    },
  };
}

/** `first`, then the batches of `rest`, whose file is closed however the loop ends. */
async function* after<T>(first: T, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  try {
    yield first;
    yield* rest;
  } finally {
    // A loop left during `first` never reached `rest`: closed here.
    await rest.return(undefined);
  }
}

/**
 * Every row of one sheet, by position: rows[i] is sheet row i + 1, empty rows included
 * as []. For small positional sheets such as the EIOPA curves (RFR_spot_no_VA), read
 * with the streaming reader too: the other sheets are streamed past, never held.
 */
export async function readWorkbookSheet(
  filePath: string,
  sheetName: string,
): Promise<TableCell[][]> {
  const { head } = await readHead(filePath);
  if (detectFormat(filePath, head) !== 'xlsx')
    throw new TabularFileError('Un classeur Excel .xlsx est attendu');
  const rows: TableCell[][] = [];
  for await (const batch of readXlsxRows(filePath, { sheetName, skipBlankRows: false }))
    for (const row of batch) rows[row.line - 1] = row.cells;
  return Array.from(rows, (cells) => cells ?? []);
}
