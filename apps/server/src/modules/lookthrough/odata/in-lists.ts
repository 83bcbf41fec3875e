/**
 * OData 4.01's `Col in (v1, v2, …)` is not in @odata/parser's grammar (it stops at
 * OData 4.0), and the endpoint's main use, "is this code in the perimeter?", needs it.
 * Rather than fork the parser, each in-list is lifted out of the $filter text before
 * parsing and replaced by a placeholder the parser accepts as a boolean primary,
 * `(    true)`, padded to the same length so that every other position, and so every
 * error message, stays true to what the client wrote. The parser adapter swaps the
 * placeholder back for an `in` node; its values are still read by the library's own
 * literal parser.
 *
 * The scan also bounds parenthesis nesting: the library backtracks on every "(" (it
 * tries a value in parentheses, then a condition in parentheses), so deep nesting costs
 * superlinear time; no real filter needs more than a few levels.
 */

/** Deeper nesting is refused before parsing (1,000 levels take the parser ~0.7 s). */
export const MAX_PARENTHESIS_DEPTH = 20;

export interface InList {
  column: string;
  /** Where the column name starts: also where the placeholder starts. */
  position: number;
  items: { raw: string; position: number }[];
}

export interface LiftedFilter {
  /** The filter with each in-list replaced by a placeholder of the same length. */
  text: string;
  /** The lifted in-lists, by the position of their placeholder. */
  lists: Map<number, InList>;
}

/** Called with a French reason and the 0-based position it is about; never returns. */
export type Fail = (reason: string, position: number) => never;

const KEYWORDS = new Set(['and', 'or', 'not', 'eq', 'ne', 'gt', 'ge', 'lt', 'le', 'has', 'in']);
const isSpace = (c: string | undefined) => c === ' ' || c === '\t';
const isIdentifierChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);

/** The index just after the string literal opening at `start` ('' escapes a quote). */
function skipString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === "'") {
      if (text[i + 1] !== "'") return i + 1;
      i += 2;
    } else i += 1;
  }
  return i; // unterminated: the parser reports it
}

export function liftInLists(source: string, fail: Fail): LiftedFilter {
  // UTF-16 units, as the parser counts positions (a spread would split by code point).
  const chars = source.split('');
  const lists = new Map<number, InList>();
  let depth = 0;
  let i = 0;
  while (i < chars.length) {
    const c = chars[i];
    if (c === "'") {
      i = skipString(source, i);
      continue;
    }
    if (c === '(' && ++depth > MAX_PARENTHESIS_DEPTH) {
      fail(`plus de ${MAX_PARENTHESIS_DEPTH} niveaux de parenthèses imbriquées`, i);
    }
    if (c === ')') depth -= 1;
    if (isInKeyword(chars, i)) {
      // Reading the original text is safe: only what lies before `i` was replaced.
      const { value, end } = readInList(source, i, fail);
      lists.set(value.position, value);
      const length = end - value.position;
      chars.splice(value.position, length, ...`(${' '.repeat(length - 6)}true)`);
      i = end;
      continue;
    }
    i += 1;
  }
  return { text: chars.join(''), lists };
}

function isInKeyword(chars: string[], i: number): boolean {
  return (
    chars[i] === 'i' &&
    chars[i + 1] === 'n' &&
    isSpace(chars[i - 1]) &&
    (i + 2 === chars.length || isSpace(chars[i + 2]) || chars[i + 2] === '(')
  );
}

/** Reads `Col in (v1, …)` around the `in` at `at`: the column before, the list after. */
function readInList(text: string, at: number, fail: Fail): { value: InList; end: number } {
  let end = at;
  while (isSpace(text[end - 1])) end -= 1;
  let start = end;
  while (isIdentifierChar(text[start - 1])) start -= 1;
  const column = text.slice(start, end);
  const before = text[start - 1];
  if (
    !/^[A-Za-z_]/.test(column) ||
    KEYWORDS.has(column) ||
    !(before === undefined || isSpace(before) || before === '(')
  ) {
    fail('« in » doit suivre le nom d’une colonne', at);
  }
  let i = at + 2;
  while (isSpace(text[i])) i += 1;
  if (text[i] !== '(') fail('« in » doit être suivi d’une liste entre parenthèses', i);
  i += 1;
  const items: InList['items'] = [];
  for (;;) {
    while (isSpace(text[i])) i += 1;
    const itemStart = i;
    while (i < text.length && text[i] !== ',' && text[i] !== ')') {
      if (text[i] === '(') fail('une liste de « in » ne contient que des valeurs', i);
      i = text[i] === "'" ? skipString(text, i) : i + 1;
    }
    const raw = text.slice(itemStart, i).trimEnd();
    if (i >= text.length) fail('liste de « in » non fermée', itemStart);
    if (!raw) fail('valeur manquante dans la liste de « in »', itemStart);
    items.push({ raw, position: itemStart });
    if (text[i] === ')') return { value: { column, position: start, items }, end: i + 1 };
    i += 1; // the comma
  }
}
