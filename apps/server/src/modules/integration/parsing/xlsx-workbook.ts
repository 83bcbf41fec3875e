import { createReadStream } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Row } from 'exceljs';

/**
 * A workbook opened through its zip's central directory: each part is read from its own
 * offset, in the order the reading needs (relationships, workbook, shared strings and
 * styles, then the sheet), whatever the order the parts were zipped in.
 *
 * Not exceljs's streaming WorkbookReader: its single pass over the zip (unzipper.Parse
 * through exceljs's iterate-stream, which pauses the zip between entries) loses entries
 * when its consumer awaits between them (exceljs#3064). Seen in CI under load: the
 * workbook part lost (sheets read unnamed, a hidden sheet read instead of the visible
 * one), then the shared strings lost (every text cell empty: the header taken from the
 * next row). exceljs's parsers of each part are still the ones used.
 */
export interface XlsxWorkbook {
  /** The sheets in tab order, with their state; hidden ones included. */
  sheets: XlsxSheet[];
  /** The rows of a sheet, streamed; the workbook's shared strings and styles applied. */
  rowsOf(sheet: XlsxSheet): AsyncIterable<Row>;
  /** Closes every file stream still open (reading stopped early, or failed). */
  close(): void;
}

export interface XlsxSheet {
  name: string;
  state: 'visible' | 'hidden' | 'veryHidden';
  /** The sheet's part in the zip (xl/worksheets/sheet1.xml), when the relationships name one. */
  part: string | undefined;
}

const WORKBOOK_PART = 'xl/workbook.xml';
const WORKBOOK_RELATIONSHIPS_PART = 'xl/_rels/workbook.xml.rels';
const RELATIONSHIP_TYPES = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';

/**
 * Opens a workbook and reads its small parts. Throws (exceljs's or unzipper's error)
 * when the file is not a readable zip or lacks its workbook part; the caller words it.
 */
export async function openXlsxWorkbook(filePath: string): Promise<XlsxWorkbook> {
  const opened = new Set<ReadStream>();
  const close = () => {
    for (const stream of opened) stream.destroy();
    opened.clear();
  };
  try {
    const directory = await unzipper.Open.custom({
      // As unzipper.Open.file, but each file stream kept so that close() can end it.
      stream(offset: number, length?: number) {
        const stream = createReadStream(filePath, {
          start: offset,
          end: length && offset + length,
        });
        opened.add(stream);
        stream.on('close', () => opened.delete(stream));
        return stream;
      },
      size: async () => (await stat(filePath)).size,
    });
    const files = new Map(directory.files.map((file) => [file.path, file]));
    const partStream = (path: string): Readable | undefined => files.get(path)?.stream();

    const workbookPart = partStream(WORKBOOK_PART);
    if (!workbookPart) throw new Error(`partie ${WORKBOOK_PART} absente`);
    const workbookXform = new WorkbookXform();
    await workbookXform.parseStream(workbookPart);
    const relationshipsPart = partStream(WORKBOOK_RELATIONSHIPS_PART);
    const relationships = relationshipsPart
      ? ((await new RelationshipsXform().parseStream(relationshipsPart)) ?? [])
      : [];
    const target = (type: string) =>
      relationships.find((r) => r.Type === RELATIONSHIP_TYPES + type)?.Target;

    // exceljs's reader as the context its worksheet reader asks for: shared strings,
    // styles (a date is a number with a date format) and properties (the 1904 calendar).
    const context = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    }) as unknown as WorkbookReaderInternals;
    Object.assign(context, {
      properties: workbookXform.map.workbookPr,
      model: workbookXform.model,
    });
    const sharedStrings = partStream(partPath(target('sharedStrings') ?? 'sharedStrings.xml'));
    if (sharedStrings) for await (const _ of context._parseSharedStrings(sharedStrings));
    const styles = partStream(partPath(target('styles') ?? 'styles.xml'));
    if (styles) await context._parseStyles(styles);

    const sheets = (workbookXform.model?.sheets ?? []).map((sheet): XlsxSheet & { id: number } => {
      const relationship = relationships.find((r) => r.Id === sheet.rId);
      return {
        name: sheet.name ?? '',
        state: sheet.state ?? 'visible',
        id: sheet.id,
        part: relationship && partPath(relationship.Target),
      };
    });
    return {
      sheets,
      rowsOf(sheet) {
        const { id } = sheets.find((s) => s === sheet)!;
        const stream = sheet.part === undefined ? undefined : partStream(sheet.part);
        if (!stream) throw new Error(`feuille « ${sheet.name} » absente du fichier`);
        return new WorksheetReader({
          workbook: context,
          id,
          iterator: stream,
          options: context.options,
        });
      },
      close,
    };
  } catch (error) {
    close();
    throw error;
  }
}

/** A relationship's target as a path in the zip: relative to xl/, or absolute from the root. */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));
}

/** exceljs's parsers and unzipper (exceljs's own zip reader), which they do not export. */
const require = createRequire(import.meta.url);
const WorkbookXform = require('exceljs/lib/xlsx/xform/book/workbook-xform.js') as new () => {
  parseStream(stream: Readable): Promise<unknown>;
  model: { sheets?: { name?: string; state?: XlsxSheet['state']; id: number; rId: string }[] };
  map: { workbookPr: unknown };
};
const RelationshipsXform =
  require('exceljs/lib/xlsx/xform/core/relationships-xform.js') as new () => {
    parseStream(
      stream: Readable,
    ): Promise<{ Id: string; Type: string; Target: string }[] | undefined>;
  };
const WorksheetReader = require('exceljs/lib/stream/xlsx/worksheet-reader.js') as new (args: {
  workbook: WorkbookReaderInternals;
  id: number;
  iterator: Readable;
  options: unknown;
}) => AsyncIterable<Row>;
const unzipper = require('unzipper') as {
  Open: {
    custom(source: {
      stream(offset: number, length?: number): Readable;
      size(): Promise<number>;
    }): Promise<{ files: { path: string; stream(): Readable }[] }>;
  };
};

/** What exceljs's WorkbookReader has but does not type: its parsers of one part each. */
interface WorkbookReaderInternals {
  options: unknown;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
}
