import { parseFailure, parseOk } from '@prisme/domain';
import type { ParseResult } from '@prisme/domain';
import type { TableCell } from './tabular-reader';

/**
 * Reading one cell of an imported file into a typed value. Files come from French
 * Excel (1 234,56 ; 31/12/2024), from English tools (1,234.56) and from TPT producers
 * (ISO dates, data-standards §2.2), so each reader accepts all of them; bad input gives
 * a French reason, never an exception or NaN. An empty cell gives `undefined`.
 */
export type CellInput = TableCell | undefined;

const isBlank = (value: CellInput): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const quoted = (value: CellInput) => `« ${String(value).trim()} »`;

/** Grouping spaces French Excel writes: space, no-break space, narrow no-break space, thin space. */
const SPACES = /[\s\u00a0\u202f\u2009]/g;

export interface DecimalOptions {
  /**
   * A trailing % sign: refused (default), removed keeping the number (`5 %` → 5, for
   * percent fields such as the TPT coupon) or read as a fraction (`5 %` → 0.05).
   */
  percentSign?: 'refuse' | 'strip' | 'fraction';
}

/** 10^0 … 10^22: the powers of ten a double holds exactly. */
const EXACT_POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => Number(`1e${k}`));
/** Digits whose integer a double holds exactly (< 2^53). */
const EXACT_DIGITS = 15;

/**
 * A plain number (1234, -1234.5, 1234,5: `-?\d+([.,]\d+)?`), or undefined for any other
 * text. Most cells of a large file are plain: they skip the general path (import speed,
 * bench:import). Read digit by digit, without a regular expression or a copy of the text:
 * up to 15 digits the digits make an exact integer and dividing it by an exact power of
 * ten gives the correctly rounded double, the same as Number() (Clinger's fast path);
 * longer numbers go through Number().
 */
export function plainNumber(text: string): number | undefined {
  const negative = text.charCodeAt(0) === 45; // '-'
  let digits = 0;
  let integer = 0;
  /** Digits after the separator; -1 before one is met. */
  let decimals = -1;
  for (let i = negative ? 1 : 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      integer = integer * 10 + (code - 48);
      digits++;
      if (decimals >= 0) decimals++;
    } else if ((code === 44 || code === 46) && decimals < 0 && digits > 0) {
      decimals = 0; // ',' or '.', after at least one digit
    } else return undefined;
  }
  if (digits === 0 || decimals === 0) return undefined;
  if (digits > EXACT_DIGITS) return Number(text.replace(',', '.'));
  const value = decimals > 0 ? integer / EXACT_POWERS_OF_TEN[decimals]! : integer;
  return negative ? -value : value;
}

export function parseDecimal(
  value: CellInput,
  options: DecimalOptions = {},
): ParseResult<number | undefined> {
  const plain = typeof value === 'string' ? plainNumber(value) : undefined;
  if (plain !== undefined) return parseOk(plain);
  if (isBlank(value)) return parseOk(undefined);
  if (typeof value === 'number')
    return Number.isFinite(value)
      ? parseOk(value)
      : parseFailure(`Nombre invalide : ${quoted(value)}`);
  if (value instanceof Date)
    return parseFailure(`Nombre attendu, date reçue : ${quoted(value.toISOString().slice(0, 10))}`);

  // Swiss grouping (1'234.5) and the Unicode minus some exports write.
  let text = value
    .replace(SPACES, '')
    .replace(/['’]/g, '')
    .replace(/\u2212/g, '-');
  let scale = 1;
  if (text.endsWith('%')) {
    const mode = options.percentSign ?? 'refuse';
    if (mode === 'refuse')
      return parseFailure(`Nombre invalide : ${quoted(value)} (signe % non admis)`);
    text = text.slice(0, -1);
    if (mode === 'fraction') scale = 100;
  }
  // Accounting negatives: (1 234,56).
  const negative = /^\([^+-].*\)$/.test(text);
  if (negative) text = text.slice(1, -1);

  const normalised = normaliseSeparators(text);
  if (normalised === undefined || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normalised))
    return parseFailure(`Nombre invalide : ${quoted(value)}`);
  const number = Number(normalised) / scale;
  if (!Number.isFinite(number)) return parseFailure(`Nombre hors limites : ${quoted(value)}`);
  return parseOk(negative ? -number : number);
}

/**
 * Puts a number written with any decimal/grouping convention in JavaScript form. With
 * both "," and ".", the last one is the decimal mark. With one kind only, a single mark
 * is the decimal mark (French 12,5 or English 12.5) and repeated marks are grouping.
 * Grouping must come in threes, so "1,23.4" is refused rather than guessed.
 */
function normaliseSeparators(text: string): string | undefined {
  const [mantissa = '', exponent] = text.split(/(?=[eE][+-]?\d+$)/);
  const lastComma = mantissa.lastIndexOf(',');
  const lastDot = mantissa.lastIndexOf('.');
  let grouping: string | undefined;
  let decimal: string | undefined;
  if (lastComma >= 0 && lastDot >= 0) {
    decimal = lastComma > lastDot ? ',' : '.';
    grouping = decimal === ',' ? '.' : ',';
  } else {
    const mark = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : undefined;
    if (mark && mantissa.split(mark).length > 2) grouping = mark;
    else decimal = mark;
  }
  const decimalAt = decimal ? mantissa.lastIndexOf(decimal) : -1;
  let integerPart = decimalAt >= 0 ? mantissa.slice(0, decimalAt) : mantissa;
  const fraction = decimalAt >= 0 ? mantissa.slice(decimalAt + 1) : '';
  if (grouping) {
    const sign = /^[+-]/.test(integerPart) ? integerPart.charAt(0) : '';
    const digits = integerPart.slice(sign.length);
    if (!new RegExp(`^\\d{1,3}(\\${grouping}\\d{3})+$`).test(digits)) return undefined;
    integerPart = sign + digits.split(grouping).join('');
  }
  return (decimalAt >= 0 ? `${integerPart}.${fraction}` : integerPart) + (exponent ?? '');
}

export function parseInteger(value: CellInput): ParseResult<number | undefined> {
  const result = parseDecimal(value);
  if (!result.ok || result.value === undefined) return result;
  if (!Number.isSafeInteger(result.value))
    return parseFailure(`Nombre entier attendu : ${quoted(value)}`);
  return result;
}

const DATE_HELP = '(formats acceptés : AAAA-MM-JJ ou JJ/MM/AAAA)';
/** 9999-12-31, the TPT's perpetual maturity (§2.2), as an Excel serial number. */
const MAX_EXCEL_SERIAL = 2_958_465;
const MS_PER_DAY = 86_400_000;

/**
 * A date as "YYYY-MM-DD". Accepts ISO dates, French dates (31/12/2024, also with - or .),
 * compact ISO (20241231), an optional time part (ignored), Date objects from exceljs
 * (read in UTC, as exceljs builds them) and Excel serial numbers.
 */
export function parseIsoOrFrenchDate(value: CellInput): ParseResult<string | undefined> {
  if (isBlank(value)) return parseOk(undefined);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return parseFailure('Date invalide');
    return checkedDate(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate(), value);
  }
  if (typeof value === 'number') return dateFromNumber(value);

  const text = value.trim().replace(/[T\s]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?Z?$/i, '');
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return checkedDate(Number(match[1]), Number(match[2]), Number(match[3]), value);
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (match) return checkedDate(Number(match[3]), Number(match[2]), Number(match[1]), value);
  if (/^\d{8}$/.test(text)) return dateFromNumber(Number(text));
  return parseFailure(`Date invalide : ${quoted(value)} ${DATE_HELP}`);
}

function dateFromNumber(value: number): ParseResult<string | undefined> {
  if (Number.isInteger(value) && value >= 19_000_101 && value <= 99_991_231)
    return checkedDate(
      Math.floor(value / 10_000),
      Math.floor(value / 100) % 100,
      value % 100,
      value,
    );
  if (!Number.isFinite(value) || value < 1 || value > MAX_EXCEL_SERIAL)
    return parseFailure(`Date invalide : ${quoted(value)} ${DATE_HELP}`);
  const date = excelSerialToDate(Math.floor(value));
  return checkedDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), value);
}

/**
 * An Excel serial day number as a date, in UTC, its fraction the time of day: in the 1900
 * calendar days since 31/12/1899, one fewer from 61 on (Excel counts 29/02/1900, which did
 * not exist); in the 1904 calendar (workbookPr@date1904) days since 01/01/1904.
 */
export function excelSerialToDate(serial: number, date1904 = false): Date {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, serial >= 61 ? 30 : 31);
  return new Date(epoch + Math.round(serial * MS_PER_DAY));
}

function checkedDate(
  year: number,
  month: number,
  day: number,
  original: CellInput,
): ParseResult<string | undefined> {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return parseFailure(
      `Date inexistante : ${quoted(original instanceof Date ? original.toISOString() : original)}`,
    );
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return parseOk(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
}

const TRUE_WORDS = new Set(['o', 'oui', 'y', 'yes', 'true', 'vrai', '1', 'x']);
const FALSE_WORDS = new Set(['n', 'non', 'no', 'false', 'faux', '0']);

export interface FlagOptions {
  /** What an empty cell means: undefined (default, "not given") or false (X/empty columns). */
  empty?: boolean;
}

/** O/N, Oui/Non, Y/N, Yes/No, true/false, Vrai/Faux (French Excel), 1/0, X/empty. */
export function parseFlag(
  value: CellInput,
  options: FlagOptions = {},
): ParseResult<boolean | undefined> {
  if (isBlank(value)) return parseOk(options.empty);
  const word = String(value).trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return parseOk(true);
  if (FALSE_WORDS.has(word)) return parseOk(false);
  return parseFailure(
    `Valeur oui/non invalide : ${quoted(value)} (attendu O/N, Oui/Non, Y/N, 1/0 ou X)`,
  );
}
