import type { Random } from './random';

/**
 * ISIN and LEI check digits (data-standards §4.5, the reference implementation) and a
 * factory of unique, valid codes for the demo referential.
 */

/** Letters become numbers (A=10 … Z=35); digits stay. */
export function toDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (c >= 48 && c <= 57) out += ch;
    else if (c >= 65 && c <= 90) out += String(c - 55);
    else throw new Error(`invalid character ${ch}`);
  }
  return out;
}

/** Luhn "double-add-double" over the digits of the first 11 characters. */
export function isinCheckDigit(first11: string): number {
  const digits = toDigits(first11);
  let sum = 0;
  let double = true; // the right-most digit is doubled
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
  if (!/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(isin)) return false;
  return isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}

/** ISO 7064 MOD 97-10 remainder, digit by digit (no BigInt needed). */
export function mod97(digits: string): number {
  let r = 0;
  for (const ch of digits) r = (r * 10 + (ch.charCodeAt(0) - 48)) % 97;
  return r;
}

export function isValidLei(lei: string): boolean {
  if (!/^[A-Z0-9]{18}[0-9]{2}$/.test(lei)) return false;
  return mod97(toDigits(lei)) === 1;
}

export function leiCheckDigits(base18: string): string {
  return String(98 - mod97(toDigits(base18) + '00')).padStart(2, '0');
}

/** LOU prefixes seen on real LEIs (INSEE, GMEI, Bloomberg…); the rest of the code is made up. */
const LEI_PREFIXES = ['9695', '9695', '9695', '5493', '5299', '2138', '7245', '8156', '3912'];

/** National number shapes per ISIN prefix, close to what each numbering agency issues. */
function nsin(prefix: string, rng: Random): string {
  switch (prefix) {
    case 'FR':
      return rng.chance(0.5) ? `001${rng.digits(6)}` : `0000${rng.digits(5)}`;
    case 'DE':
      return `000${rng.alphanumeric(1)}${rng.digits(5)}`;
    case 'XS':
    case 'LU':
      return `${rng.digits(4)}${rng.digits(5)}`;
    case 'IE':
    case 'GB':
      return `00${rng.alphanumeric(3)}${rng.digits(4)}`;
    case 'US':
      return `${rng.digits(6)}${rng.alphanumeric(2)}${rng.digits(1)}`;
    default:
      return `${rng.digits(3)}${rng.alphanumeric(2)}${rng.digits(4)}`;
  }
}

/** Hands out unique codes: an ISIN or LEI is never given twice in one generation. */
export class CodeFactory {
  private readonly used = new Set<string>();
  private readonly counters = new Map<string, number>();

  constructor(private readonly rng: Random) {}

  isin(prefix: string): string {
    for (;;) {
      const first11 = prefix + nsin(prefix, this.rng);
      const code = first11 + String(isinCheckDigit(first11));
      if (this.claim(code)) return code;
    }
  }

  lei(): string {
    for (;;) {
      const base = `${this.rng.pick(LEI_PREFIXES)}00${this.rng.alphanumeric(12)}`;
      const code = base + leiCheckDigits(base);
      if (this.claim(code)) return code;
    }
  }

  /** An undertaking's own code (TPT code type 99): "CAU/<kind>/<number>". */
  internal(kind: string, width = 6): string {
    const n = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, n);
    const code = `CAU/${kind}/${String(n).padStart(width, '0')}`;
    this.claim(code);
    return code;
  }

  /** Reserves a code chosen by the caller; false when it is taken already. */
  claim(code: string): boolean {
    if (this.used.has(code)) return false;
    this.used.add(code);
    return true;
  }
}
