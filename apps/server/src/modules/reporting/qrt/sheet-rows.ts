import type ExcelJS from 'exceljs';
import { columnLetters } from '../../../lib/excel-columns';
import type { Cell } from '../workbook-kit';

/**
 * A QRT table's data rows written into an ExcelJS streaming sheet as the XML ExcelJS
 * itself writes for `sheet.addRow(values)`, each cell given its column's shared style,
 * then `row.commit()` — byte for byte (qrt-workbook.test.ts compares both) — without
 * ExcelJS's row, cell and XML-stream objects: S.06.03's 300,000 rows of six cells took
 * ExcelJS 3.5 s of the QRT workbook's 15 s; the text is made here in a few hundred
 * milliseconds (docs/decisions/exports/).
 *
 * It reads three members ExcelJS 4.4.0's WorksheetWriter keeps private — its output
 * stream, its next row number (`_rowZero` once every earlier row is committed) and the
 * workbook's style registry — and registers each cell's style in the order ExcelJS would
 * (the registry numbers a style object the first time it meets it, by that cell's type).
 * The sheet's earlier rows must all be committed.
 */

interface SheetInternals {
  readonly stream: { write(text: string): void };
  _rowZero: number;
  readonly _rows: unknown[];
  readonly _workbook: { styles: { addStyleModel(style: object, type?: number): number } };
}

/** ExcelJS's `Enums.ValueType` of the values a QRT cell holds. */
const NULL = 0;
const NUMBER = 2;
const STRING = 3;
const DATE = 4;

const typeOf = (value: Cell | undefined): number =>
  value === null || value === undefined
    ? NULL
    : typeof value === 'number'
      ? NUMBER
      : value instanceof Date
        ? DATE
        : STRING;

// XML 1.0 forbids most control characters: they are escaped or dropped, never written.
// eslint-disable-next-line no-control-regex
const ESCAPED = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/;
const ENTITIES: Readonly<Record<string, string>> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&apos;',
  '<': '&lt;',
  '>': '&gt;',
};

/** ExcelJS's xmlEncode: the five entities, control characters but TAB, LF, CR dropped. */
function xmlText(text: string): string {
  if (!ESCAPED.test(text)) return text;
  let out = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    const entity = ENTITIES[character];
    if (entity) out += entity;
    else if (code === 127 || (code <= 31 && (code <= 8 || (code >= 11 && code !== 13)))) continue;
    else out += character;
  }
  return out;
}

/** ExcelJS's `dateToExcel` (1900 date system). */
const excelDate = (date: Date) => 25569 + date.getTime() / (24 * 3600 * 1000);

/**
 * Writes `rows` (each a cell per column) from the sheet's next row, `styles[i]` the
 * style object of column i and `rowStyle` the rows' own, yielding now and then.
 */
export async function writeSheetRows(
  sheet: ExcelJS.Worksheet,
  rows: Iterable<readonly Cell[]>,
  styles: readonly object[],
  rowStyle: object,
): Promise<void> {
  const writer = sheet as unknown as SheetInternals;
  if (writer._rows.length > 0) throw new Error('writeSheetRows : lignes non validées avant');
  const registry = writer._workbook.styles;
  const letters = styles.map((_, i) => columnLetters(i));
  const spans = ` spans="1:${styles.length}"`;
  let chunk = '';
  let written = 0;
  for (const values of rows) {
    const number = writer._rowZero++;
    // A row without a value is not written (ExcelJS's `hasValues`), its number skipped.
    let hasValues = false;
    for (let i = 0; i < styles.length; i++) if (typeOf(values[i]) !== NULL) hasValues = true;
    if (!hasValues) continue;
    const rowId = registry.addStyleModel(rowStyle);
    let xml = `<row r="${number}"${spans}${rowId ? ` s="${rowId}" customFormat="1"` : ''} x14ac:dyDescent="0.25">`;
    for (let i = 0; i < styles.length; i++) {
      const value = values[i];
      const type = typeOf(value);
      const id = registry.addStyleModel(styles[i]!, type);
      if (type === NULL && !id) continue;
      xml += `<c r="${letters[i]}${number}"${id ? ` s="${id}"` : ''}`;
      if (type === NULL) xml += '/>';
      else if (type === NUMBER) xml += `><v>${value}</v></c>`;
      else if (type === DATE) xml += `><v>${excelDate(value as Date)}</v></c>`;
      else xml += ` t="str"><v>${xmlText(value as string)}</v></c>`;
    }
    chunk += `${xml}</row>`;
    // Let the zip's deflate take what is written now and then.
    if (++written % 1_000 === 0) {
      writer.stream.write(chunk);
      chunk = '';
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (chunk) writer.stream.write(chunk);
}
