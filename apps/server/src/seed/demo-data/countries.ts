import { isEeaCountry, isOecdCountry } from '@prisme/domain';
import {
  creditQualityStepOfRating,
  NO_RATING_STEP,
} from '../../modules/integration/importers/rating-scale';

/**
 * Countries, currencies and ratings the demo uses (data-standards §6-8). Sovereign
 * ratings and spreads are plausible orders of magnitude, not published figures; the
 * EEA and OECD memberships and the rating scale are the domain's and the importers'.
 */

export type EconomicZone = 'EEA' | 'OECD' | 'OTHER';

export interface CountryInfo {
  code: string;
  /** Name of the sovereign issuer, in French. */
  sovereign: string;
  adjective: string;
  currency: string;
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
  rating: string,
  govSpread: number,
  govBonds: number,
): CountryInfo => ({ code, sovereign, adjective, currency, rating, govSpread, govBonds });

export const COUNTRIES: readonly CountryInfo[] = [
  c('FR', 'République française', 'française', 'EUR', 'AA-', 0.0075, 110),
  c('DE', "République fédérale d'Allemagne", 'allemande', 'EUR', 'AAA', 0.0, 90),
  c('IT', 'République italienne', 'italienne', 'EUR', 'BBB', 0.0135, 90),
  c('ES', "Royaume d'Espagne", 'espagnole', 'EUR', 'A', 0.0085, 70),
  c('NL', 'Royaume des Pays-Bas', 'néerlandaise', 'EUR', 'AAA', 0.002, 30),
  c('BE', 'Royaume de Belgique', 'belge', 'EUR', 'AA', 0.006, 35),
  c('AT', "République d'Autriche", 'autrichienne', 'EUR', 'AA+', 0.0045, 25),
  c('PT', 'République portugaise', 'portugaise', 'EUR', 'A-', 0.0075, 20),
  c('IE', 'Irlande', 'irlandaise', 'EUR', 'AA', 0.0035, 15),
  c('FI', 'République de Finlande', 'finlandaise', 'EUR', 'AA+', 0.0045, 15),
  c('LU', 'Grand-Duché de Luxembourg', 'luxembourgeoise', 'EUR', 'AAA', 0.002, 6),
  c('PL', 'République de Pologne', 'polonaise', 'PLN', 'A-', 0.012, 15),
  c('SE', 'Royaume de Suède', 'suédoise', 'SEK', 'AAA', 0.0, 10),
  c('DK', 'Royaume de Danemark', 'danoise', 'DKK', 'AAA', 0.0, 8),
  c('NO', 'Royaume de Norvège', 'norvégienne', 'NOK', 'AAA', 0.0, 8),
  c('US', "États-Unis d'Amérique", 'américaine', 'USD', 'AA+', 0.0, 90),
  c('GB', 'Royaume-Uni', 'britannique', 'GBP', 'AA', 0.0, 50),
  c('CH', 'Confédération suisse', 'suisse', 'CHF', 'AAA', 0.0, 15),
  c('JP', 'Japon', 'japonaise', 'JPY', 'A+', 0.0, 30),
  c('CA', 'Canada', 'canadienne', 'CAD', 'AAA', 0.0, 15),
  c('AU', 'Australie', 'australienne', 'AUD', 'AAA', 0.0, 10),
  c('MX', 'États-Unis mexicains', 'mexicaine', 'MXN', 'BBB', 0.018, 12),
  c('BR', 'République fédérative du Brésil', 'brésilienne', 'BRL', 'BB', 0.025, 10),
];

export const COUNTRY_BY_CODE = new Map(COUNTRIES.map((x) => [x.code, x]));

/**
 * Economic zone of a country code (the domain's EEA and OECD lists); supranational 'XA'
 * and the EU institutions count as EEA for listing purposes.
 */
export function zoneOf(country: string): EconomicZone {
  if (country === 'XA' || country === 'EU' || isEeaCountry(country)) return 'EEA';
  return isOecdCountry(country) ? 'OECD' : 'OTHER';
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

/** CQS 0-6 of a rating, as the securities import reads it; 9 (TPT 59) when there is none. */
export const creditQualityStep = (rating: string | null | undefined): number =>
  (rating ? creditQualityStepOfRating(rating) : undefined) ?? NO_RATING_STEP;

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
