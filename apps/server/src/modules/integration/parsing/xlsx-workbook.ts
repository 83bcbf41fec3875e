import { createReadStream } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import type { TableRow } from './tabular-reader';
import {
  readDateStyles,
  readRelationships,
  readSharedStrings,
  readWorkbookPart,
} from './xlsx-parts';
import { sheetRows } from './xlsx-sheet';

/**
 * A workbook opened through its zip's central directory: each part is read from its own
 * offset, in the order the reading needs (relationships, workbook, shared strings and
 * styles, then the sheet), whatever the order the parts were zipped in; each part parsed
 * by its local element names (xlsx-xml.ts), whatever the writer's namespace prefix.
 *
 * Not exceljs's streaming WorkbookReader: its single pass over the zip (unzipper.Parse
 * through exceljs's iterate-stream, which pauses the zip between entries) loses entries
 * when its consumer awaits between them (exceljs#3064). Seen in CI under load: the
 * workbook part lost (sheets read unnamed, a hidden sheet read instead of the visible
 * one), then the shared strings lost (every text cell empty: the header taken from the
 * next row). Nor exceljs's parsers: they match literal element names and read nothing of
 * a workbook whose SpreadsheetML elements carry a prefix (`<x:row>`, as the Open XML SDK
 * and ClosedXML write them: exceljs#1437), and fail on cells without their reference.
 */
export interface XlsxWorkbook {
  /** The sheets in tab order, with their state; hidden ones included. */
  sheets: XlsxSheet[];
  /** The rows of a sheet, streamed; the workbook's shared strings and date formats applied. */
  rowsOf(sheet: XlsxSheet): AsyncIterable<TableRow>;
  /** Closes every file stream still open (reading stopped early, or failed). */
  close(): void;
}

export interface XlsxSheet {
  name: string;
  state: 'visible' | 'hidden' | 'veryHidden';
  /** The sheet's part in the zip (xl/worksheets/sheet1.xml), when the relationships name one. */
  part: string | undefined;
}

/** Where Excel puts the workbook part, when the package's relationships do not say. */
const USUAL_WORKBOOK_PART = 'xl/workbook.xml';

/**
 * Opens a workbook and reads its small parts. Throws (unzipper's or the XML parser's
 * error) when the file is not a readable zip or lacks its workbook part; the caller
 * words it.
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
    // Part names are case-insensitive (Open Packaging Conventions, ECMA-376 Part 2 §6.2.2.3).
    const files = new Map(directory.files.map((file) => [file.path.toLowerCase(), file]));
    const partStream = (path: string): Readable | undefined =>
      files.get(path.toLowerCase())?.stream();
    const relationshipsOf = async (part: string) => {
      const stream = partStream(relationshipsPartOf(part));
      return stream ? readRelationships(stream) : [];
    };

    // The workbook part where the package's relationships point (officeDocument).
    const packageTarget = (await relationshipsOf('')).find((r) => r.type === 'officeDocument');
    const workbookPath = packageTarget ? partPath('', packageTarget.target) : USUAL_WORKBOOK_PART;
    const workbookPart = partStream(workbookPath);
    if (!workbookPart) throw new Error(`partie ${workbookPath} absente`);
    const workbook = await readWorkbookPart(workbookPart);
    const relationships = await relationshipsOf(workbookPath);
    const partOf = (type: string, usual: string) =>
      partPath(workbookPath, relationships.find((r) => r.type === type)?.target ?? usual);
    const sharedStringsPart = partStream(partOf('sharedStrings', 'sharedStrings.xml'));
    const stylesPart = partStream(partOf('styles', 'styles.xml'));
    const context = {
      sharedStrings: sharedStringsPart ? await readSharedStrings(sharedStringsPart) : [],
      dateStyles: stylesPart ? await readDateStyles(stylesPart) : [],
      date1904: workbook.date1904,
    };

    const sheets = workbook.sheets.map((sheet): XlsxSheet => {
      const relationship = relationships.find((r) => r.id === sheet.relationshipId);
      return {
        name: sheet.name,
        state: sheet.state,
        part: relationship && partPath(workbookPath, relationship.target),
      };
    });
    return {
      sheets,
      rowsOf(sheet) {
        const stream = sheet.part === undefined ? undefined : partStream(sheet.part);
        if (!stream) throw new Error(`feuille « ${sheet.name} » absente du fichier`);
        return sheetRows(stream, context);
      },
      close,
    };
  } catch (error) {
    close();
    throw error;
  }
}

/**
 * A relationship's target as a path in the zip: absolute from the package's root, or
 * relative to the folder of the part whose relationship it is ('' for the package).
 */
function partPath(source: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  return posix.normalize(posix.join(posix.dirname(source), target));
}

/** The relationships part of a part (xl/workbook.xml → xl/_rels/workbook.xml.rels). */
function relationshipsPartOf(part: string): string {
  return posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);
}

/** unzipper, exceljs's own zip reader, which reads a zip by its central directory. */
const require = createRequire(import.meta.url);
const unzipper = require('unzipper') as {
  Open: {
    custom(source: {
      stream(offset: number, length?: number): Readable;
      size(): Promise<number>;
    }): Promise<{ files: { path: string; stream(): Readable }[] }>;
  };
};
