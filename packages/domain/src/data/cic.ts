import { CIC_CATEGORIES, CIC_SUBCATEGORIES } from './cic-table';
import type { CicCategory, CicCategoryCode, CicSubcategory } from './cic-table';
import { economicZoneOfCountry, isKnownCountry, ISSUER_ONLY_COUNTRY_CODES } from './countries';
import type { EconomicZone } from './countries';
import { parseFailure, parseOk } from './parse-result';
import type { ParseResult } from './parse-result';

export interface ParsedCic {
  /** The code as read: trimmed, upper case. */
  code: string;
  /** Positions 1-2: an ISO country, XL, XT or XV. */
  prefix: string;
  category: CicCategoryCode;
  /** Positions 3-4, the key of the subcategory table, e.g. '11', 'F4'. */
  subcategory: string;
}

/** Not listed, not exchange-tradable, listed but valued off-venue (§1.1). */
export const CIC_SPECIAL_PREFIXES = ['XL', 'XT', 'XV'] as const;

const CIC_SYNTAX = /^([A-Z]{2})([0-9A-F])([1-9])$/;
const CATEGORIES = new Map(CIC_CATEGORIES.map((c) => [c.code, c]));
const SUBCATEGORIES = new Map(CIC_SUBCATEGORIES.map((s) => [s.code, s]));

/**
 * Reads a CIC (data-standards §1.1): the syntax, then the prefix (ISO 3166-1 country or
 * XL/XT/XV), then the category/subcategory pair against the table of §1.3. Lower case
 * and surrounding spaces are accepted.
 */
export function parseCic(input: string): ParseResult<ParsedCic> {
  const code = input.trim().toUpperCase();
  if (code === '') return parseFailure('Code CIC vide');
  if (code.length !== 4)
    return parseFailure(
      `Code CIC « ${code} » invalide : 4 caractères attendus, ${code.length} reçus`,
    );
  const match = CIC_SYNTAX.exec(code);
  if (!match) return parseFailure(syntaxProblem(code));
  const [, prefix = '', category = '', digit = ''] = match;
  const prefixIssue = prefixProblem(prefix);
  if (prefixIssue) return parseFailure(`Code CIC « ${code} » invalide : ${prefixIssue}`);
  const subcategory = category + digit;
  const known = SUBCATEGORIES.get(subcategory);
  if (!known)
    return parseFailure(
      `Code CIC « ${code} » invalide : la sous-catégorie ${subcategory} n’existe pas dans la catégorie ${category}`,
    );
  return parseOk({ code, prefix, category: known.category, subcategory });
}

function syntaxProblem(code: string): string {
  const start = `Code CIC « ${code} » invalide : `;
  if (!/^[A-Z]{2}/.test(code)) return `${start}les 2 premiers caractères doivent être des lettres`;
  if (!/^[0-9A-F]$/.test(code.charAt(2)))
    return `${start}catégorie « ${code.charAt(2)} » inconnue (0-9 ou A-F attendu)`;
  return `${start}sous-catégorie « ${code.charAt(3)} » invalide (1-9 attendu)`;
}

function prefixProblem(prefix: string): string | undefined {
  if ((CIC_SPECIAL_PREFIXES as readonly string[]).includes(prefix)) return undefined;
  if (prefix === 'XN')
    return 'le préfixe XN n’existe pas (XL non coté, XT non négociable, XV coté mais valorisé hors marché)';
  if (Object.hasOwn(ISSUER_ONLY_COUNTRY_CODES, prefix) || prefix === 'AA')
    return `${prefix} est un code de pays d’émetteur, pas un lieu de cotation`;
  if (!isKnownCountry(prefix))
    return `le préfixe « ${prefix} » n’est ni un pays ISO 3166-1 ni XL, XT ou XV`;
  return undefined;
}

/** The category of a valid CIC, undefined when the code is not valid. */
export function cicCategory(code: string): CicCategoryCode | undefined {
  const result = parseCic(code);
  return result.ok ? result.value.category : undefined;
}

export function cicCategoryInfo(category: CicCategoryCode): CicCategory {
  const found = CATEGORIES.get(category);
  if (!found) throw new Error(`Catégorie CIC ${category} absente de la table`);
  return found;
}

/** A subcategory by its positions 3-4, e.g. cicSubcategory('D4'). */
export function cicSubcategory(subcategory: string): CicSubcategory | undefined {
  return SUBCATEGORIES.get(subcategory.toUpperCase());
}

/** Categories A-F: reported in S.08.01 rather than S.06.02 (§1.1). */
export function isDerivativeCic(code: string): boolean {
  const category = cicCategory(code);
  return category !== undefined && cicCategoryInfo(category).derivative;
}

/** Category 4: a fund, to be looked through in S.06.03 (§1.1). */
export function isFundCic(code: string): boolean {
  return cicCategory(code) === '4';
}

/**
 * TPT field 13 from the CIC prefix (§1.1): XL and XT → 0 (not listed), a country → its
 * zone (1 EEA, 2 OECD excluding EEA, 3 other). XV names no country, so the zone is
 * unknown (undefined), as for an invalid CIC.
 */
export function economicZoneFromCic(code: string): EconomicZone | undefined {
  const result = parseCic(code);
  if (!result.ok) return undefined;
  const { prefix } = result.value;
  if (prefix === 'XL' || prefix === 'XT') return 0;
  if (prefix === 'XV') return undefined;
  return economicZoneOfCountry(prefix);
}

/** CIC subcategories of cash accounts: cash (71) and transferable deposits (72), data-standards §1.3. */
export const CASH_ACCOUNT_SUBCATEGORIES: readonly string[] = ['71', '72'];
