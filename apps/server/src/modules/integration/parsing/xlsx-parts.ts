import type { Readable } from 'node:stream';
import { attributeOf, decodeXstring, isXmlTrue, readXml } from './xlsx-xml';
import { XmlScanner } from './xml-scanner';

/** The workbook part's sheets, in tab order, and its calendar (ECMA-376 Part 1 §18.2). */
export interface WorkbookPart {
  sheets: { name: string; state: 'visible' | 'hidden' | 'veryHidden'; relationshipId: string }[];
  /** Dates counted from 1904 rather than 1900 (workbookPr@date1904, old Mac workbooks). */
  date1904: boolean;
}

export async function readWorkbookPart(stream: Readable): Promise<WorkbookPart> {
  const part: WorkbookPart = { sheets: [], date1904: false };
  await readXml(stream, {
    open(name, attributes) {
      if (name === 'sheet') {
        const state = attributes['state'];
        part.sheets.push({
          name: attributes['name'] ?? '',
          state: state === 'hidden' || state === 'veryHidden' ? state : 'visible',
          relationshipId: attributeOf(attributes, 'id') ?? '',
        });
      } else if (name === 'workbookPr') {
        part.date1904 = isXmlTrue(attributes['date1904']);
      }
    },
  });
  return part;
}

export interface Relationship {
  id: string;
  /** The relationship type's last segment: worksheet, sharedStrings, styles… */
  type: string;
  target: string;
}

/** A part's relationships (Open Packaging Conventions, ECMA-376 Part 2 §9.3). */
export async function readRelationships(stream: Readable): Promise<Relationship[]> {
  const relationships: Relationship[] = [];
  await readXml(stream, {
    open(name, attributes) {
      if (name !== 'Relationship') return;
      // Transitional and Strict OOXML name types under different URIs; the last segment is the same.
      const type = attributes['Type'] ?? '';
      relationships.push({
        id: attributes['Id'] ?? '',
        type: type.slice(type.lastIndexOf('/') + 1),
        target: attributes['Target'] ?? '',
      });
    },
  });
  return relationships;
}

/**
 * The shared strings (§18.4), each the text of its runs; phonetic readings (rPh, East
 * Asian guides) are not the cell's text. Read by XmlScanner, as the sheet is: a
 * workbook of many distinct texts has a shared strings part as large as its sheet.
 */
export async function readSharedStrings(stream: Readable): Promise<string[]> {
  const strings: string[] = [];
  let text = '';
  let inText = false;
  let phonetic = 0;
  const scanner = new XmlScanner({
    open(name) {
      if (name === 'si') text = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    wantsText: () => inText,
    text(value) {
      text += value;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') strings.push(decodeXstring(text));
    },
  });
  stream.setEncoding('utf8');
  for await (const chunk of stream) scanner.write(chunk as string);
  scanner.end();
  return strings;
}

/**
 * Which cell formats (cellXfs, by index: a cell's `s`) show a number as a date (§18.8):
 * a date is a number of days with a date format, built in or written in numFmts.
 */
export async function readDateStyles(stream: Readable): Promise<boolean[]> {
  const written = new Map<number, string>();
  const formatIds: number[] = [];
  // Differential formats (dxfs, for conditional formatting) hold numFmt and xf-like
  // elements too: only numFmts' are the written formats, only cellXfs' the cells' formats
  // (cellStyleXfs holds the named styles').
  let within: 'numFmts' | 'cellXfs' | undefined;
  await readXml(stream, {
    open(name, attributes) {
      if (name === 'numFmts' || name === 'cellXfs') within = name;
      else if (name === 'numFmt' && within === 'numFmts')
        written.set(Number(attributes['numFmtId']), attributes['formatCode'] ?? '');
      else if (name === 'xf' && within === 'cellXfs')
        formatIds.push(Number(attributes['numFmtId'] ?? 0));
    },
    close(name) {
      if (name === within) within = undefined;
    },
  });
  return formatIds.map((id) => {
    const code = written.get(id);
    return code === undefined ? BUILT_IN_DATE_FORMATS.has(id) : isDateFormatCode(code);
  });
}

/**
 * Built-in number formats that are dates or times (§18.8.30): 14–22, 45–47, and the East
 * Asian dates 27–36 and 50–58.
 */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/**
 * A written format is a date's when, outside quoted text and bracketed parts (colours,
 * conditions, locales), it has a day, month, year, hour or second code — as exceljs
 * decided before (its utils.isDateFmt).
 */
export function isDateFormatCode(code: string): boolean {
  const codes = code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '');
  return /[ymdhMsb]/.test(codes);
}
