import { identifierProblem, isKnownCurrency, normaliseHeader, parseCic } from '@prisme/domain';
import type { RowReader } from '../row-reader';

/**
 * Small checks shared by the reference-data importers. Each `…Problem` function gives
 * the French reason a code is refused, or undefined when it is accepted, as
 * RowReader.code expects.
 */

/** The shape of an ISIN (data-standards §4.1): such a code must pass its check digit. */
export const looksLikeIsin = (code: string) => /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(code);

/** ISO 4217, withdrawn ISO codes and the TPT market codes (data-standards §6). */
export const currencyProblem = (code: string) =>
  isKnownCurrency(code) ? undefined : `Devise inconnue : « ${code} »`;

/** A CIC (data-standards §1.1-1.3): the domain's reason when it is not valid. */
export const cicProblem = (code: string) => {
  const parsed = parseCic(code);
  return parsed.ok ? undefined : parsed.message;
};

/**
 * Issuer and group codes: an LEI or an internal code. A 20-character code is read as an
 * LEI and must pass its check digits (data-standards §4.2).
 */
export const partyCodeProblem = (code: string) =>
  code.length === 20 ? identifierProblem(code, 'LEI') : undefined;

/**
 * A value of a closed list. `choices` maps each accepted spelling, compared without
 * case, spaces, dashes or underscores, to the stored value.
 */
export function readChoice<T extends string>(
  row: RowReader,
  column: string,
  choices: Readonly<Record<string, T>>,
  required = false,
): T | undefined {
  const text = row.text(column, required);
  if (text === undefined) return undefined;
  const key = normaliseHeader(text);
  const value = Object.hasOwn(choices, key) ? choices[key] : undefined;
  if (value === undefined) {
    const allowed = [...new Set(Object.values(choices))].join(', ');
    row.fail(column, `Valeur non reconnue : « ${text} » (valeurs admises : ${allowed})`);
  }
  return value;
}

/** Remembers the line of each key so that a second line with the same key is reported. */
export class DuplicateKeys {
  private readonly lines = new Map<string, number>();

  /** True, with the error reported on `column`, when `key` was already seen. */
  isDuplicate(row: RowReader, column: string, key: string, what: string): boolean {
    const first = this.lines.get(key);
    if (first !== undefined) {
      row.fail(column, `Ligne en double : ${what} figure déjà à la ligne ${first}.`);
      return true;
    }
    this.lines.set(key, row.line);
    return false;
  }
}

/** A fraction written as a French percentage, for messages: 0.015 → "1,5 %". */
export const percent = (fraction: number) =>
  fraction.toLocaleString('fr-FR', { style: 'percent', maximumFractionDigits: 4 });

/** A date YYYY-MM-DD written the French way, for messages. */
