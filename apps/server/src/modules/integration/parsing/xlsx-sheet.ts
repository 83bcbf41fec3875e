import type { Readable } from 'node:stream';
import type { TableCell, TableRow } from './tabular-reader';
import { excelSerialToDate } from './values';
import { columnIndexOf } from '../../../lib/excel-columns';
import { decodeXstring, isXmlTrue, parseXml } from './xlsx-xml';

/** What a sheet's cells refer to elsewhere in the workbook. */
export interface SheetContext {
  sharedStrings: readonly string[];
  /** By cell format index (a cell's `s`): whether its number is a date. */
  dateStyles: readonly boolean[];
  date1904: boolean;
}

/**
 * The rows of a worksheet part (ECMA-376 Part 1 §18.3.1), streamed: each row with its
 * cells by column, null where a cell is absent or empty. A formula's cell is its cached
 * result; rich text is its runs' text; a hyperlink's cell its text; an error its code
 * (#N/A). Rows and cells without their `r` reference (optional, and left out by some
 * writers) follow the one before.
 */
export async function* sheetRows(
  stream: Readable,
  context: SheetContext,
): AsyncGenerator<TableRow> {
  const completed: TableRow[] = [];
  let line = 0;
  let cells: (TableCell | undefined)[] = [];
  let column = -1;
  let cell: { type: string; style: number } | undefined;
  /** The cell's value text (`v`, or inline string runs), undefined while there is none. */
  let value: string | undefined;
  let inValue = false;
  let inInline = false;
  let phonetic = 0;
  const chunks = parseXml(stream, {
    open(name, attributes) {
      switch (name) {
        case 'row':
          line = attributes['r'] ? Number(attributes['r']) : line + 1;
          cells = [];
          column = -1;
          break;
        case 'c':
          column = attributes['r'] ? columnIndexOf(attributes['r']) : column + 1;
          cell = { type: attributes['t'] ?? 'n', style: Number(attributes['s'] ?? 0) };
          value = undefined;
          break;
        case 'v':
          if (cell) {
            inValue = true;
            value = '';
          }
          break;
        case 'is':
          if (cell) {
            inInline = true;
            value = '';
          }
          break;
        case 't':
          if (inInline && phonetic === 0) inValue = true;
          break;
        case 'rPh':
          phonetic += 1;
          break;
      }
    },
    text(text) {
      if (inValue) value += text;
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          inValue = false;
          break;
        case 'is':
          inInline = false;
          break;
        case 'rPh':
          phonetic -= 1;
          break;
        case 'c':
          if (cell && value !== undefined) cells[column] = cellValue(value, cell, context);
          cell = undefined;
          break;
        case 'row':
          completed.push({ line, cells: Array.from(cells, (c) => c ?? null) });
          break;
      }
    },
  });
  try {
    for await (const _ of chunks) {
      yield* completed;
      completed.length = 0;
    }
  } finally {
    // Left early: the parser's loop ends, and with it the part's stream (destroyed).
    await chunks.return(undefined);
  }
}

/** A cell's value by its type (§18.18.11). */
function cellValue(
  text: string,
  cell: { type: string; style: number },
  context: SheetContext,
): TableCell {
  switch (cell.type) {
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
      return context.dateStyles[cell.style] ? excelSerialToDate(number, context.date1904) : number;
    }
  }
}
