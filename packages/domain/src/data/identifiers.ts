/**
 * ISIN and LEI checks (data-standards §4.1, §4.2), after the reference implementation of
 * §4.5, which mirrors the EIOPA taxonomy functions isin-check and lei-check.
 */

const ISIN_PATTERN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;
const LEI_PATTERN = /^[A-Z0-9]{18}[0-9]{2}$/;

/** Digits unchanged, letters A=10 … Z=35 (both ISIN and LEI use this expansion). */
function toDigits(code: string): string {
  let out = '';
  for (const ch of code) {
    const c = ch.charCodeAt(0);
    if (c >= 48 && c <= 57) out += ch;
    else if (c >= 65 && c <= 90) out += String(c - 55);
    else throw new RangeError(`Caractère non alphanumérique dans « ${code} »`);
  }
  return out;
}

/** ISO 7064 MOD 97-10 remainder, digit by digit so no big integer is needed. */
function mod97(digits: string): number {
  let r = 0;
  for (const ch of digits) r = (r * 10 + (ch.charCodeAt(0) - 48)) % 97;
  return r;
}

/**
 * The check digit of an ISIN from its first 11 characters: Luhn over the expanded
 * digits, the right-most one doubled (§4.1). Throws on characters other than A-Z, 0-9.
 */
export function isinCheckDigit(first11: string): number {
  if (first11.length !== 11)
    throw new RangeError('Un ISIN sans son chiffre de contrôle a 11 caractères');
  const digits = toDigits(first11);
  let sum = 0;
  let double = true;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIsin(isin: string): boolean {
  return ISIN_PATTERN.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}

/**
 * The two check digits of an LEI from its first 18 characters: 98 − (base·100 mod 97),
 * always 02-98 (§4.2). Throws on characters other than A-Z, 0-9.
 */
export function leiCheckDigits(base18: string): string {
  if (base18.length !== 18)
    throw new RangeError('Un LEI sans ses chiffres de contrôle a 18 caractères');
  return String(98 - mod97(toDigits(base18) + '00')).padStart(2, '0');
}

/**
 * 00, 01 and 99 can satisfy mod 97 = 1 (they are 97, 98 and 2 shifted by 97) but are
 * never issued, so they are refused explicitly (§4.2).
 */
const IMPOSSIBLE_LEI_CHECK_DIGITS = new Set(['00', '01', '99']);

export function isValidLei(lei: string): boolean {
  return (
    LEI_PATTERN.test(lei) &&
    !IMPOSSIBLE_LEI_CHECK_DIGITS.has(lei.slice(18)) &&
    mod97(toDigits(lei)) === 1
  );
}

export type IdentifierKind = 'ISIN' | 'LEI';

/** Trims, removes inner spaces and upper-cases, as codes are often typed or pasted. */
export function normaliseIdentifier(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/**
 * Why a code is not a valid ISIN or LEI, in French, or undefined when it is valid. The
 * code is checked as given: normalise it first with normaliseIdentifier if needed.
 */
export function identifierProblem(code: string, kind: IdentifierKind): string | undefined {
  return kind === 'ISIN' ? isinProblem(code) : leiProblem(code);
}

function isinProblem(code: string): string | undefined {
  if (code === '') return 'Code ISIN vide';
  if (code.length !== 12)
    return `Code ISIN invalide : 12 caractères attendus, ${code.length} reçus`;
  if (!ISIN_PATTERN.test(code))
    return 'Code ISIN invalide : 2 lettres, 9 lettres ou chiffres puis 1 chiffre attendus';
  const expected = isinCheckDigit(code.slice(0, 11));
  if (expected !== Number(code[11]))
    return `Code ISIN invalide : chiffre de contrôle attendu ${expected}`;
  return undefined;
}

function leiProblem(code: string): string | undefined {
  if (code === '') return 'Code LEI vide';
  if (code.length !== 20) return `Code LEI invalide : 20 caractères attendus, ${code.length} reçus`;
  if (!LEI_PATTERN.test(code))
    return 'Code LEI invalide : 18 lettres ou chiffres puis 2 chiffres attendus';
  const expected = leiCheckDigits(code.slice(0, 18));
  if (IMPOSSIBLE_LEI_CHECK_DIGITS.has(code.slice(18)) || mod97(toDigits(code)) !== 1)
    return `Code LEI invalide : chiffres de contrôle attendus ${expected}`;
  return undefined;
}
