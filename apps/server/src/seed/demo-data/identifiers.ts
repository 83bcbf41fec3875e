import { isinCheckDigit, leiCheckDigits } from '@prisme/domain';
import type { Random } from './random';

/**
 * Valid ISINs and LEIs made up for the demo referential. The check digits are the
 * domain's (data-standards §4.1-4.2); this file only generates codes.
 */

/** A valid ISIN from its country prefix and 9-character national number (NSIN). */
export const isinOf = (prefix: string, nsin: string): string => {
  const first11 = prefix + nsin;
  return first11 + String(isinCheckDigit(first11));
};

/** A valid LEI from its first 18 characters. */
export const leiOf = (base18: string): string => base18 + leiCheckDigits(base18);

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
      const code = isinOf(prefix, nsin(prefix, this.rng));
      if (this.claim(code)) return code;
    }
  }

  lei(): string {
    for (;;) {
      const code = leiOf(`${this.rng.pick(LEI_PREFIXES)}00${this.rng.alphanumeric(12)}`);
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
