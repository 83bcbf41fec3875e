import { createReadStream } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { posix } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
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
  /** The rows of a sheet, streamed in batches; the workbook's shared strings and date formats applied. */
  rowsOf(sheet: XlsxSheet): AsyncIterable<TableRow[]>;
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
    // As unzipper.Open.file, but each file stream kept so that close() can end it.
    const fileStream = (offset: number, end?: number, highWaterMark?: number) => {
      const stream = createReadStream(filePath, { start: offset, end, highWaterMark });
      opened.add(stream);
      stream.on('close', () => opened.delete(stream));
      return stream;
    };
    const directory = await unzipper.Open.custom({
      stream: (offset: number, length?: number) => fileStream(offset, length && offset + length),
      size: async () => (await stat(filePath)).size,
    });
    // Part names are case-insensitive (Open Packaging Conventions, ECMA-376 Part 2 §6.2.2.3).
    const files = new Map(directory.files.map((file) => [file.path.toLowerCase(), file]));
    const partStream = (path: string): Readable | undefined => {
      const file = files.get(path.toLowerCase());
      if (!file) return undefined;
      return isPlainEntry(file) ? plainEntryStream(filePath, file, fileStream) : file.stream();
    };
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

/** What unzipper reads of an entry in the central directory. */
interface ZipEntry {
  path: string;
  flags: number;
  compressionMethod: number;
  compressedSize: number;
  offsetToLocalFileHeader: number;
  stream(): Readable;
}

const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x01;
/** Bytes read from the file, and inflated, per step: 16 KiB by default in both. */
const READ_BYTES = 1 << 20;
const INFLATED_BYTES = 1 << 18;

/** An entry stored or deflated, not encrypted, its size known from the central directory. */
const isPlainEntry = (file: ZipEntry) =>
  (file.flags & ENCRYPTED_FLAG) === 0 &&
  (file.compressionMethod === STORED || file.compressionMethod === DEFLATED) &&
  file.compressedSize > 0;

/**
 * A plain entry's bytes, inflated: its data read from the file in large steps and
 * inflated in large chunks, rather than through unzipper's stream (a JavaScript pull
 * stream between the file and zlib, 16 KiB at a time), which cost a sheet's reading
 * as much as its XML (bench:import). The local header is read first: its name and extra
 * field may differ in length from the central directory's (APPNOTE 4.3.7).
 */
function plainEntryStream(
  filePath: string,
  file: ZipEntry,
  fileStream: (offset: number, end?: number, highWaterMark?: number) => ReadStream,
): Readable {
  const out = new PassThrough({ highWaterMark: INFLATED_BYTES });
  void (async () => {
    const handle = await open(filePath, 'r');
    let header: Buffer;
    try {
      header = Buffer.alloc(30);
      await handle.read(header, 0, 30, file.offsetToLocalFileHeader);
    } finally {
      await handle.close();
    }
    if (header.readUInt32LE(0) !== 0x04034b50) throw new Error(`entrée ${file.path} illisible`);
    const start =
      file.offsetToLocalFileHeader + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const data = fileStream(start, start + file.compressedSize - 1, READ_BYTES);
    if (file.compressionMethod === STORED) await pipeline(data, out);
    else await pipeline(data, createInflateRaw({ chunkSize: INFLATED_BYTES }), out);
  })().catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}

/** unzipper, exceljs's own zip reader, which reads a zip by its central directory. */
const require = createRequire(import.meta.url);
const unzipper = require('unzipper') as {
  Open: {
    custom(source: {
      stream(offset: number, length?: number): Readable;
      size(): Promise<number>;
    }): Promise<{ files: ZipEntry[] }>;
  };
};
