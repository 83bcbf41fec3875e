import type { Readable } from 'node:stream';
import type { TableCell, TableRow } from './tabular-reader';
import { excelSerialToDate } from './values';
import { columnIndexOf } from '../../../lib/excel-columns';
import { decodeXstring, isXmlTrue } from './xlsx-xml';
import { XmlScanner, type ReadAttributes } from './xml-scanner';

const ROW_ATTRIBUTES = ['r'];
/** A cell's reference, type and style (§18.3.1.4). */
const CELL_ATTRIBUTES = ['r', 't', 's'];

/** What a sheet's cells refer to elsewhere in the workbook. */
export interface SheetContext {
  sharedStrings: readonly string[];
  /** By cell format index (a cell's `s`): whether its number is a date. */
  dateStyles: readonly boolean[];
  date1904: boolean;
}

/** Rows gathered before they are given: one promise per batch, not per row (tabular-reader.ts). */
export const SHEET_ROWS_PER_BATCH = 500;

/**
 * The rows of a worksheet part (ECMA-376 Part 1 §18.3.1), streamed in batches: each row
 * with its cells by column, null where a cell is absent or empty. A formula's cell is its
 * cached result; rich text is its runs' text; a hyperlink's cell its text; an error its
 * code (#N/A). Rows and cells without their `r` reference (optional, and left out by some
 * writers) follow the one before.
 *
 * Scanned by XmlScanner (xml-scanner.ts), not by a general XML parser: a sheet part is
 * most of a workbook's bytes, and saxes's character-by-character state machine took
 * five to ten times the CSV reader's time for the same lines (bench:import, issue 41 §3).
 * Only the elements of sheetData are looked at, by local name; the rows a chunk completes
 * are given before an error met later in the part.
 */
export async function* sheetRows(
  stream: Readable,
  context: SheetContext,
): AsyncGenerator<TableRow[]> {
  const sheet = new SheetState(context);
  const scanner = new XmlScanner(sheet);
  stream.setEncoding('utf8'); // UTF-8 characters split across chunks are joined here
  let failure: unknown;
  try {
    for await (const chunk of stream) {
      try {
        scanner.write(chunk as string);
      } catch (error) {
        failure = error;
        break;
      }
      if (sheet.completed.length >= SHEET_ROWS_PER_BATCH) yield sheet.take();
    }
    if (failure === undefined) {
      try {
        scanner.end();
      } catch (error) {
        failure = error;
      }
    }
    if (sheet.completed.length > 0) yield sheet.take();
    if (failure !== undefined) throw failure;
  } finally {
    // Left early or failed: the part's stream is ended.
    stream.destroy();
  }
}

/** What the scanner's events make of a sheet: the rows completed so far. */
class SheetState {
  completed: TableRow[] = [];
  private line = 0;
  private cells: (TableCell | undefined)[] = [];
  private column = -1;
  private inCell = false;
  private type = 'n';
  private style = 0;
  /** The cell's value text (`v`, or inline string runs), undefined while there is none. */
  private value: string | undefined;
  private inValue = false;
  private inInline = false;
  private phonetic = 0;
  /** The attributes read of the last row or cell: one array, refilled each time. */
  private readonly attributes: (string | undefined)[] = [undefined, undefined, undefined];

  constructor(private readonly context: SheetContext) {}

  take(): TableRow[] {
    const rows = this.completed;
    this.completed = [];
    return rows;
  }

  open(name: string, readAttributes: ReadAttributes): void {
    switch (name) {
      case 'row': {
        const [r] = readAttributes(ROW_ATTRIBUTES, this.attributes);
        this.line = r ? Number(r) : this.line + 1;
        this.cells = [];
        this.column = -1;
        break;
      }
      case 'c': {
        const [r, t, s] = readAttributes(CELL_ATTRIBUTES, this.attributes);
        this.column = r ? columnIndexOf(r) : this.column + 1;
        this.inCell = true;
        this.type = t ?? 'n';
        this.style = s === undefined ? 0 : Number(s);
        this.value = undefined;
        break;
      }
      case 'v':
        if (this.inCell) {
          this.inValue = true;
          this.value = '';
        }
        break;
      case 'is':
        if (this.inCell) {
          this.inInline = true;
          this.value = '';
        }
        break;
      case 't':
        if (this.inInline && this.phonetic === 0) this.inValue = true;
        break;
      case 'rPh':
        this.phonetic += 1;
        break;
    }
  }

  /** Whether text here is wanted: only a value's (the scanner decodes nothing else). */
  wantsText(): boolean {
    return this.inValue;
  }

  text(text: string): void {
    this.value += text;
  }

  close(name: string): void {
    switch (name) {
      case 'v':
      case 't':
        this.inValue = false;
        break;
      case 'is':
        this.inInline = false;
        break;
      case 'rPh':
        this.phonetic -= 1;
        break;
      case 'c':
        if (this.inCell && this.value !== undefined)
          this.cells[this.column] = cellValue(this.value, this.type, this.style, this.context);
        this.inCell = false;
        break;
      case 'row':
        this.completed.push({ line: this.line, cells: Array.from(this.cells, (c) => c ?? null) });
        break;
    }
  }
}

/** A cell's value by its type (§18.18.11). */
function cellValue(text: string, type: string, style: number, context: SheetContext): TableCell {
  switch (type) {
    case 's':
      return context.sharedStrings[Number(text)] ?? null;
    case 'inlineStr':
    case 'str': // a formula's text result
      return decodeXstring(text);
    case 'b':
      return isXmlTrue(text) ? 'true' : 'false';
    case 'e':
      return text;
    case 'd': {
      // ISO 8601 (Strict OOXML, some writers).
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? text : date;
    }
    default: {
      if (text.trim() === '') return null;
      const number = Number(text);
      if (!Number.isFinite(number)) return null;
      return context.dateStyles[style] ? excelSerialToDate(number, context.date1904) : number;
    }
  }
}
