import { Readable } from 'node:stream';
import { HIERARCHICAL_POSITION_COLUMNS, type HierarchicalPositionColumn } from '@prisme/domain';
import type { LookThroughLineRow } from '../lookthrough/perimeter-repository';
import { LINE_COLUMNS, lookThroughCell } from './lookthrough-workbook';

/**
 * The look-through file as CSV (issue 19 §5), for a French Excel
 * (docs/decisions/exports/0104-csv-for-french-excel.md, « Fichier de transparisation CSV »): UTF-8
 * with a byte-order mark, `;` between fields, CRLF line ends, numbers with a decimal comma and no
 * grouping, dates dd/mm/yyyy, the workbook's columns, French headers and French statuses. The same
 * rules as the browser's CSV files (apps/web/src/lib/csv.ts).
 */
export const CSV_MIME = 'text/csv; charset=utf-8';

const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEWLINE = '\r\n';
/** Lines formatted into one chunk of the reply (about 0.5 MB), then a turn of the loop. */
const LINES_PER_CHUNK = 1_000;

/**
 * A number as a French Excel reads it: decimal comma, no grouping. Binary noise beyond
 * the 15 significant digits Excel keeps is dropped (1234.5600000000002 → 1234,56).
 */
export function csvNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  let text = String(value);
  if (text.length > 16) text = String(Number(value.toPrecision(15)));
  return text.includes('.') ? text.replace('.', ',') : text;
}

/** What makes a text need care: a formula's first character, or what splits a field. */
const NEEDS_CARE = /^[=+\-@\t\r]|[";\r\n]/;

/**
 * A text field: a leading = + - @ (a formula to a spreadsheet) gets an apostrophe, so the
 * file never runs what a fund manager's data held; quoted when it holds the separator, a
 * quote or a line break, quotes doubled.
 */
export function csvText(value: string): string {
  if (!NEEDS_CARE.test(value)) return value;
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** '2024-12-31' → '31/12/2024'. */
const frenchDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

type Formatter = (line: LookThroughLineRow) => string;

/**
 * A column's formatter, chosen once by its type (a million lines × some eighty columns:
 * no per-field dispatch): numbers in French, dates dd/mm/yyyy, flags Oui/Non, statuses
 * and missing data in French as the workbook shows them, texts escaped.
 */
function formatterOf(column: HierarchicalPositionColumn): Formatter {
  if (column === 'LookThroughStatus' || column === 'MissingData') {
    return (line) => {
      if (line[column] === null || line[column] === undefined) return '';
      const cell = lookThroughCell(line, column);
      return typeof cell === 'string' ? csvText(cell) : '';
    };
  }
  const get = (line: LookThroughLineRow) => line[column] as unknown;
  switch (HIERARCHICAL_POSITION_COLUMNS[column].type) {
    case 'number':
    case 'integer':
      return (line) => {
        const value = get(line);
        return typeof value === 'number' ? csvNumber(value) : '';
      };
    case 'date':
      return (line) => {
        const value = get(line);
        return typeof value === 'string' ? frenchDay(value) : '';
      };
    case 'boolean':
      return (line) => {
        const value = get(line);
        return value === true ? 'Oui' : value === false ? 'Non' : '';
      };
    case 'string':
      return (line) => {
        const value = get(line);
        return value === null || value === undefined ? '' : csvText(String(value));
      };
  }
}

const FORMATTERS: readonly Formatter[] = LINE_COLUMNS.map(formatterOf);

/** A line as one CSV record, without its line end. */
export function csvRecord(line: LookThroughLineRow): string {
  let record = FORMATTERS[0]!(line);
  for (let c = 1; c < FORMATTERS.length; c++) record += SEPARATOR + FORMATTERS[c]!(line);
  return record;
}

export const CSV_HEADER =
  BOM +
  LINE_COLUMNS.map((column) => csvText(HIERARCHICAL_POSITION_COLUMNS[column].label)).join(
    SEPARATOR,
  ) +
  NEWLINE;

/**
 * The file as a stream: the header, then each page of lines as it is read, a thousand
 * lines a chunk. Nothing is held beyond the page at hand and the one read ahead: the
 * stream is pulled by the reply as the socket drains (Readable.from waits for each read).
 */
export function lookThroughCsvStream(pages: AsyncIterable<LookThroughLineRow[]>): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    const iterator = pages[Symbol.asyncIterator]();
    // The first page is read before anything is sent: a database that fails at once is
    // still answered with its error status, not with a cut download.
    let first: IteratorResult<LookThroughLineRow[]> | undefined = await iterator.next();
    yield Buffer.from(CSV_HEADER, 'utf8');
    // Then the pages as they come, the first handed over once and let go: a page is held
    // only while it is written (a million lines are fifty pages).
    const replayed: AsyncIterable<LookThroughLineRow[]> = {
      [Symbol.asyncIterator]: () => ({
        next: () => {
          const result = first ?? iterator.next();
          first = undefined;
          return Promise.resolve(result);
        },
      }),
    };
    for await (const page of replayed) yield* chunksOf(page);
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** A page's lines, a thousand to a chunk, with a turn of the event loop after each. */
async function* chunksOf(page: readonly LookThroughLineRow[]): AsyncGenerator<Buffer> {
  for (let start = 0; start < page.length; start += LINES_PER_CHUNK) {
    let text = '';
    const end = Math.min(start + LINES_PER_CHUNK, page.length);
    for (let i = start; i < end; i++) text += csvRecord(page[i]!) + NEWLINE;
    yield Buffer.from(text, 'utf8');
    // Formatting is synchronous work: /api/health and the other requests get a turn.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
