import { ISO_COUNTRY_TABLE } from './country-table';

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  nameFr: string;
  eea: boolean;
  oecd: boolean;
}

/**
 * EEA members: EU 27 + Iceland, Liechtenstein, Norway (data-standards §7.1), as of 2026.
 * GB left at the end of 2020 and CH never joined; Greece is GR, never EL.
 */
export const EEA_COUNTRY_CODES: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',
]; // prettier-ignore

/**
 * OECD members (38, since Costa Rica in 2021): for "listed in the EEA or the OECD"
 * (type 1 equity) and the TPT economic zone 2 "OECD excluding EEA" (§1.1).
 */
export const OECD_COUNTRY_CODES: readonly string[] = [
  'AU', 'AT', 'BE', 'CA', 'CL', 'CO', 'CR', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU',
  'IS', 'IE', 'IL', 'IT', 'JP', 'KR', 'LV', 'LT', 'LU', 'MX', 'NL', 'NZ', 'NO', 'PL', 'PT',
  'SK', 'SI', 'ES', 'SE', 'CH', 'TR', 'GB', 'US',
]; // prettier-ignore

const EEA = new Set(EEA_COUNTRY_CODES);
const OECD = new Set(OECD_COUNTRY_CODES);

/** The ISO 3166-1 countries, in code order. */
export const COUNTRIES: readonly Country[] = ISO_COUNTRY_TABLE.trim()
  .split('\n')
  .map((line) => {
    const code = line.slice(0, 2);
    return { code, nameFr: line.slice(3), eea: EEA.has(code), oecd: OECD.has(code) };
  });

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

/**
 * Codes valid as an issuer country only, never as a CIC prefix or a listing country
 * (§1.1, §7.1). ICU has no meaningful name for XA, hence our own labels.
 */
export const ISSUER_ONLY_COUNTRY_CODES: Readonly<Record<'XA' | 'EU', string>> = {
  XA: 'Émetteurs supranationaux',
  EU: 'Institutions de l’Union européenne',
};

/** An ISO 3166-1 alpha-2 code (upper case). */
export function isKnownCountry(code: string): boolean {
  return BY_CODE.has(code);
}

/** An ISO country, or XA (supranational) or EU (EU institutions). */
export function isValidIssuerCountry(code: string): boolean {
  return BY_CODE.has(code) || Object.hasOwn(ISSUER_ONLY_COUNTRY_CODES, code);
}

/** French name of an ISO country or of XA / EU; undefined for anything else. */
export function countryName(code: string): string | undefined {
  if (Object.hasOwn(ISSUER_ONLY_COUNTRY_CODES, code))
    return ISSUER_ONLY_COUNTRY_CODES[code as keyof typeof ISSUER_ONLY_COUNTRY_CODES];
  return BY_CODE.get(code)?.nameFr;
}

export function isEeaCountry(code: string): boolean {
  return EEA.has(code);
}

export function isOecdCountry(code: string): boolean {
  return OECD.has(code);
}

export function isEeaOrOecdCountry(code: string): boolean {
  return EEA.has(code) || OECD.has(code);
}

/** TPT field 13 (§1.1): 0 not listed, 1 EEA, 2 OECD excluding EEA, 3 rest of the world. */
export type EconomicZone = 0 | 1 | 2 | 3;

/** The economic zone of a listing country; undefined when the code is not an ISO country. */
export function economicZoneOfCountry(code: string): Exclude<EconomicZone, 0> | undefined {
  if (!BY_CODE.has(code)) return undefined;
  if (EEA.has(code)) return 1;
  return OECD.has(code) ? 2 : 3;
}
