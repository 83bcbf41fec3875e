import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';

/** An element's attributes by qualified name (`r:id`: see attributeOf). */
export type XmlAttributes = Record<string, string>;

export interface XmlHandlers {
  open?(name: string, attributes: XmlAttributes): void;
  text?(text: string): void;
  close?(name: string): void;
}

/**
 * The small parts (workbook, relationships, styles) are read here by saxes; the sheet and
 * the shared strings, most of a workbook's bytes, by XmlScanner (xml-scanner.ts).
 *
 * The elements of an XML part by local name, whatever their prefix: the SpreadsheetML
 * namespace may be the default one (Excel) or bound to a prefix (`<x:row>`: the Open XML
 * SDK, ClosedXML), and Strict OOXML names it another URI (exceljs matches the literal
 * `row` and reads nothing of such a file: exceljs#1437). The prefix is dropped rather
 * than resolved (saxes's namespace mode costs a third more on a large sheet): the parts
 * read here hold one vocabulary each. Yields after each chunk read, so that a caller
 * gives what the chunk completed before the next is read.
 */
export async function* parseXml(stream: Readable, handlers: XmlHandlers): AsyncGenerator<void> {
  // An error is thrown by write(): no handler, so saxes's default throws.
  const parser = new SaxesParser();
  const { open, text, close } = handlers;
  if (open) parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes));
  if (text) parser.on('text', text);
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  // UTF-8 characters split across chunks are joined by the stream's decoder.
  stream.setEncoding('utf8');
  for await (const chunk of stream) {
    parser.write(chunk as string);
    yield;
  }
  parser.close();
}

/** Reads a whole (small) part through its handlers. */
export async function readXml(stream: Readable, handlers: XmlHandlers): Promise<void> {
  for await (const _ of parseXml(stream, handlers));
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** An attribute by its local name, whatever its prefix (`r:id` for `id`). */
export function attributeOf(attributes: XmlAttributes, name: string): string | undefined {
  if (name in attributes) return attributes[name];
  for (const [qualified, value] of Object.entries(attributes))
    if (localName(qualified) === name) return value;
  return undefined;
}

/**
 * A SpreadsheetML string with its escapes decoded: characters XML cannot carry (a carriage
 * return, control characters) are written `_xHHHH_`, and a literal `_x` as `_x005F_x`
 * (ECMA-376 Part 1 §22.9.2.19, ST_Xstring).
 */
export function decodeXstring(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_match, code: string) =>
    String.fromCharCode(parseInt(code, 16)),
  );
}

/** An xsd:boolean: `1` or `true` (§22.9.2.1). */
export const isXmlTrue = (value: string | undefined) => value === '1' || value === 'true';
