/**
 * What an XmlScanner tells as it goes: elements by local name (the prefix dropped, as
 * xlsx-xml.ts does for the small parts), and text only where the handler wants it.
 */
export interface ScanHandlers {
  /**
   * `attributes(names, values)` reads the attributes named (by local name) of this
   * element into `values`, in one pass, while in open(); undefined for those it lacks.
   */
  open(name: string, attributes: ReadAttributes): void;
  close(name: string): void;
  /** Whether the text from here to the next tag is wanted: skipped unread otherwise. */
  wantsText(): boolean;
  /** Text with its references decoded and its line ends normalised (XML 1.0 §2.11, §4.6). */
  text(text: string): void;
}

const LT = 60; // <
const GT = 62; // >
const SLASH = 47;
const QUESTION = 63;
const BANG = 33;
const QUOTE = 34;
const APOSTROPHE = 39;
const COLON = 58;
const EQUALS = 61;

export type ReadAttributes = (
  names: readonly string[],
  values: (string | undefined)[],
) => (string | undefined)[];

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/**
 * A streaming scan of XML text for the large parts of a workbook (the sheet, the shared
 * strings): markup found with indexOf, which runs natively, rather than read character
 * by character; attributes read only when asked, so that the tags nobody looks at cost
 * their length alone. Written for SpreadsheetML as writers produce it, not as a validating
 * parser: comments, processing instructions, CDATA and a DOCTYPE without an internal
 * subset are passed over; a part cut short (an element left open, a tag unfinished) or
 * a closing tag without its opening one is refused.
 */
export class XmlScanner {
  /** Text not scanned yet: an unfinished tag, or text whose end is not known yet. */
  private pending = '';
  private depth = 0;
  /** The element being opened, for attribute(): its text and where its attributes lie. */
  private tag = '';
  private attributesFrom = 0;
  private attributesTo = 0;
  private readonly attributes: ReadAttributes = (names, values) =>
    this.attributesOfTag(names, values);

  constructor(private readonly handlers: ScanHandlers) {}

  write(chunk: string): void {
    const text = this.pending === '' ? chunk : this.pending + chunk;
    this.pending = text.slice(this.scan(text));
  }

  /** After the last chunk: refuses a part cut short. */
  end(): void {
    if (this.pending.includes('<')) throw new Error('partie XML tronquée : balise inachevée');
    if (this.depth !== 0) throw new Error('partie XML tronquée : élément non refermé');
  }

  /** Scans what is complete in `text`; answers where the rest, kept for later, begins. */
  private scan(text: string): number {
    const { handlers } = this;
    const length = text.length;
    let at = 0;
    while (at < length) {
      const lt = text.indexOf('<', at);
      if (lt === -1) return at; // text to the end: a reference in it may be cut
      if (lt > at && handlers.wantsText()) handlers.text(decodeXmlText(text.slice(at, lt)));
      if (lt + 1 === length) return lt;
      const next = text.charCodeAt(lt + 1);
      let after: number;
      if (next === SLASH) after = this.closing(text, lt);
      else if (next === QUESTION) after = endOf(text, '?>', lt + 2);
      else if (next === BANG) after = this.declaration(text, lt);
      else after = this.opening(text, lt);
      if (after === -1) return lt;
      at = after;
    }
    return at;
  }

  /** `</name>`: answers the index after it, -1 when unfinished. */
  private closing(text: string, lt: number): number {
    const gt = text.indexOf('>', lt + 2);
    if (gt === -1) return -1;
    let end = gt;
    while (end > lt + 2 && isSpace(text.charCodeAt(end - 1))) end--;
    if (--this.depth < 0) throw new Error('partie XML invalide : balise fermante sans ouvrante');
    this.handlers.close(localName(text, lt + 2, end));
    return gt + 1;
  }

  /** `<name attributes>` or `<name attributes/>`. */
  private opening(text: string, lt: number): number {
    const gt = tagEnd(text, lt + 1);
    if (gt === -1) return -1;
    const selfClosing = text.charCodeAt(gt - 1) === SLASH;
    const last = selfClosing ? gt - 1 : gt;
    let nameEnd = lt + 1;
    while (nameEnd < last && !isSpace(text.charCodeAt(nameEnd))) nameEnd++;
    const name = localName(text, lt + 1, nameEnd);
    this.tag = text;
    this.attributesFrom = nameEnd;
    this.attributesTo = last;
    this.handlers.open(name, this.attributes);
    if (selfClosing) this.handlers.close(name);
    else this.depth++;
    return gt + 1;
  }

  /** `<!-- -->`, `<![CDATA[ ]]>` (text), `<!DOCTYPE …>`. */
  private declaration(text: string, lt: number): number {
    if (text.startsWith('<!--', lt)) return endOf(text, '-->', lt + 4);
    if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      if (end === -1) return -1;
      if (this.handlers.wantsText()) this.handlers.text(normaliseLineEnds(text.slice(lt + 9, end)));
      return end + 3;
    }
    // Too short yet to tell a comment or CDATA from a declaration.
    const head = text.slice(lt, lt + 9);
    if (head.length < 9 && ('<![CDATA['.startsWith(head) || '<!--'.startsWith(head))) return -1;
    const gt = text.indexOf('>', lt + 2);
    return gt === -1 ? -1 : gt + 1;
  }

  /** Attributes of the element being opened, by local name; their references decoded. */
  private attributesOfTag(
    names: readonly string[],
    values: (string | undefined)[],
  ): (string | undefined)[] {
    values.fill(undefined);
    const text = this.tag;
    const to = this.attributesTo;
    let at = this.attributesFrom;
    while (at < to) {
      while (at < to && isSpace(text.charCodeAt(at))) at++;
      const nameStart = at;
      while (at < to && text.charCodeAt(at) !== EQUALS && !isSpace(text.charCodeAt(at))) at++;
      const nameEnd = at;
      while (at < to && (isSpace(text.charCodeAt(at)) || text.charCodeAt(at) === EQUALS)) at++;
      const quote = text.charCodeAt(at);
      if (quote !== QUOTE && quote !== APOSTROPHE) break; // not well formed: nothing further
      const valueEnd = text.indexOf(quote === QUOTE ? '"' : "'", at + 1);
      if (valueEnd === -1 || valueEnd > to) break;
      for (let k = 0; k < names.length; k++) {
        if (nameEnd > nameStart && sameLocalName(text, nameStart, nameEnd, names[k]!)) {
          values[k] = decodeXmlText(text.slice(at + 1, valueEnd));
          break;
        }
      }
      at = valueEnd + 1;
    }
    return values;
  }
}

/** The index of `>` ending a tag whose name starts at `from`, quoted values passed over. */
function tagEnd(text: string, from: number): number {
  for (let at = from; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === GT) return at;
    if (code === QUOTE || code === APOSTROPHE) {
      at = text.indexOf(code === QUOTE ? '"' : "'", at + 1);
      if (at === -1) return -1;
    } else if (code === LT) {
      throw new Error('partie XML invalide : « < » dans une balise');
    }
  }
  return -1;
}

function endOf(text: string, marker: string, from: number): number {
  const end = text.indexOf(marker, from);
  return end === -1 ? -1 : end + marker.length;
}

/** The name in [start, end) without its prefix (`x:row` → `row`). */
function localName(text: string, start: number, end: number): string {
  const from = localStart(text, start, end);
  // The names of a sheet's every cell, answered without a new string each time.
  if (end - from === 1) {
    const code = text.charCodeAt(from);
    if (code === 99) return 'c';
    if (code === 118) return 'v';
    if (code === 116) return 't';
  } else if (end - from === 3 && text.startsWith('row', from)) return 'row';
  return text.slice(from, end);
}

/** Where the local part of the name in [start, end) begins: after its last colon. */
function localStart(text: string, start: number, end: number): number {
  // Not lastIndexOf, which would search the whole text before `start` for a name without prefix.
  for (let at = end - 1; at >= start; at--) if (text.charCodeAt(at) === COLON) return at + 1;
  return start;
}

function sameLocalName(text: string, start: number, end: number, wanted: string): boolean {
  const from = localStart(text, start, end);
  return end - from === wanted.length && text.startsWith(wanted, from);
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * Character and predefined entity references decoded (XML 1.0 §4.6), line ends as `\n`
 * (§2.11). Text without `&` or a carriage return (nearly all of a sheet) is answered as
 * it is.
 */
export function decodeXmlText(raw: string): string {
  const text = normaliseLineEnds(raw);
  if (text.indexOf('&') === -1) return text;
  return text.replace(
    /&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g,
    (reference: string, name: string) => {
      if (name.charCodeAt(0) !== 35) return ENTITIES[name]!;
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    },
  );
}

function normaliseLineEnds(text: string): string {
  return text.indexOf('\r') === -1 ? text : text.replace(/\r\n?/g, '\n');
}
