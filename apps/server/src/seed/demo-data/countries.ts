/**
 * Countries, currencies and ratings the demo uses (data-standards §6-8). Sovereign
 * ratings and spreads are plausible orders of magnitude, not published figures.
 */

export type EconomicZone = 'EEA' | 'OECD' | 'OTHER';

export interface CountryInfo {
  code: string;
  /** Name of the sovereign issuer, in French. */
  sovereign: string;
  adjective: string;
  currency: string;
  zone: EconomicZone;
  rating: string;
  /** Spread of government bonds over the risk-free curve (0.007 = 70 bp). */
  govSpread: number;
  /** How many government bonds of this country the referential holds. */
  govBonds: number;
}

const c = (
  code: string,
  sovereign: string,
  adjective: string,
  currency: string,
  zone: EconomicZone,
  rating: string,
  govSpread: number,
  govBonds: number,
): CountryInfo => ({ code, sovereign, adjective, currency, zone, rating, govSpread, govBonds });

export const COUNTRIES: readonly CountryInfo[] = [
  c('FR', 'République française', 'française', 'EUR', 'EEA', 'AA-', 0.0075, 110),
  c('DE', "République fédérale d'Allemagne", 'allemande', 'EUR', 'EEA', 'AAA', 0.0, 90),
  c('IT', 'République italienne', 'italienne', 'EUR', 'EEA', 'BBB', 0.0135, 90),
  c('ES', "Royaume d'Espagne", 'espagnole', 'EUR', 'EEA', 'A', 0.0085, 70),
  c('NL', 'Royaume des Pays-Bas', 'néerlandaise', 'EUR', 'EEA', 'AAA', 0.002, 30),
  c('BE', 'Royaume de Belgique', 'belge', 'EUR', 'EEA', 'AA', 0.006, 35),
  c('AT', "République d'Autriche", 'autrichienne', 'EUR', 'EEA', 'AA+', 0.0045, 25),
  c('PT', 'République portugaise', 'portugaise', 'EUR', 'EEA', 'A-', 0.0075, 20),
  c('IE', 'Irlande', 'irlandaise', 'EUR', 'EEA', 'AA', 0.0035, 15),
  c('FI', 'République de Finlande', 'finlandaise', 'EUR', 'EEA', 'AA+', 0.0045, 15),
  c('LU', 'Grand-Duché de Luxembourg', 'luxembourgeoise', 'EUR', 'EEA', 'AAA', 0.002, 6),
  c('PL', 'République de Pologne', 'polonaise', 'PLN', 'EEA', 'A-', 0.012, 15),
  c('SE', 'Royaume de Suède', 'suédoise', 'SEK', 'EEA', 'AAA', 0.0, 10),
  c('DK', 'Royaume de Danemark', 'danoise', 'DKK', 'EEA', 'AAA', 0.0, 8),
  c('NO', 'Royaume de Norvège', 'norvégienne', 'NOK', 'EEA', 'AAA', 0.0, 8),
  c('US', "États-Unis d'Amérique", 'américaine', 'USD', 'OECD', 'AA+', 0.0, 90),
  c('GB', 'Royaume-Uni', 'britannique', 'GBP', 'OECD', 'AA', 0.0, 50),
  c('CH', 'Confédération suisse', 'suisse', 'CHF', 'OECD', 'AAA', 0.0, 15),
  c('JP', 'Japon', 'japonaise', 'JPY', 'OECD', 'A+', 0.0, 30),
  c('CA', 'Canada', 'canadienne', 'CAD', 'OECD', 'AAA', 0.0, 15),
  c('AU', 'Australie', 'australienne', 'AUD', 'OECD', 'AAA', 0.0, 10),
  c('MX', 'États-Unis mexicains', 'mexicaine', 'MXN', 'OECD', 'BBB', 0.018, 12),
  c('BR', 'République fédérative du Brésil', 'brésilienne', 'BRL', 'OTHER', 'BB', 0.025, 10),
];

export const COUNTRY_BY_CODE = new Map(COUNTRIES.map((x) => [x.code, x]));

/** Economic zone of a country code; supranational 'XA' counts as EEA for listing purposes. */
export function zoneOf(country: string): EconomicZone {
  if (country === 'XA' || country === 'EU') return 'EEA';
  return COUNTRY_BY_CODE.get(country)?.zone ?? 'OTHER';
}

/** Currencies with FX rates: the five of the issue plus those of the issuing countries. */
export const CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'JPY',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CAD',
  'AUD',
  'MXN',
  'BRL',
] as const;

/** Long-term ratings, S&P/Fitch style, best first (data-standards §8.1). */
export const RATINGS = [
  'AAA',
  'AA+',
  'AA',
  'AA-',
  'A+',
  'A',
  'A-',
  'BBB+',
  'BBB',
  'BBB-',
  'BB+',
  'BB',
  'BB-',
  'B+',
  'B',
  'B-',
  'CCC+',
  'CCC',
  'CCC-',
] as const;

/** CQS 0-6 of a rating; 9 (TPT 59 "no rating") when there is none. */
export function creditQualityStep(rating: string | null | undefined): number {
  if (!rating) return 9;
  if (rating === 'AAA') return 0;
  if (rating.startsWith('AA')) return 1;
  if (rating.startsWith('A')) return 2;
  if (rating.startsWith('BBB')) return 3;
  if (rating.startsWith('BB')) return 4;
  if (rating.startsWith('B')) return 5;
  return 6;
}

/** Typical credit spread over the risk-free curve by CQS (index 7 = unrated). */
const SPREAD_BY_CQS = [0.003, 0.005, 0.009, 0.0145, 0.028, 0.045, 0.095];
export const spreadForRating = (rating: string | null) =>
  rating ? SPREAD_BY_CQS[creditQualityStep(rating)]! : 0.026;

/** A rating near a base one: issues of an issuer sit within a notch or two of it. */
export function notch(rating: string, by: number): string {
  const i = RATINGS.indexOf(rating as (typeof RATINGS)[number]);
  const j = Math.min(RATINGS.length - 1, Math.max(0, i + by));
  return RATINGS[j]!;
}
