import { isValidIssuerCountry } from '@prisme/domain';
import type { RowReader } from '../row-reader';
import { creditQualityStepOfRating, NO_RATING_STEP } from './rating-scale';

/** Readers of the securities file's classification columns (data-standards §4-§8). */

/** §4.4: the type of code of S.06.02 C0050 / TPT 15, by number or xBRL prefix. */
const CODE_TYPES: Readonly<Record<string, string>> = {
  '1': '1', isin: '1', '2': '2', cusip: '2', '3': '3', sedol: '3', '4': '4', wkn: '4',
  '5': '5', bt: '5', '6': '6', bbgid: '6', '7': '7', ric: '7', '8': '8', figi: '8',
  '9': '9', ocanna: '9', '99': '99', cau: '99',
}; // prettier-ignore

export function readCodeType(row: RowReader, column: string): string | undefined {
  const text = row.code(column, false, (type) =>
    Object.hasOwn(CODE_TYPES, type.toLowerCase())
      ? undefined
      : `Type de code inconnu : « ${type} » (1 ISIN, 2 CUSIP, 3 SEDOL, 4 WKN, 5 BT, 6 BBGID, 7 RIC, 8 FIGI, 9 OCANNA ou 99 CAU)`,
  );
  return text === undefined ? undefined : CODE_TYPES[text.toLowerCase()];
}

/** §7.1: an ISO 3166-1 country, XA (supranational) or EU (EU institutions). */
export const issuerCountryProblem = (code: string) =>
  isValidIssuerCountry(code)
    ? undefined
    : `Pays inconnu : « ${code} » (code ISO 3166-1 alpha-2, XA pour un émetteur supranational ou EU pour une institution de l'Union)`;

/**
 * §5.1-5.2: a NACE section letter and up to 4 digits, without dots (K, K64, K6419);
 * dots and spaces are removed first. V is a section of NACE Rev. 2.1 (TPT field 148).
 */
export function readNaceCode(row: RowReader, column: string): string | undefined {
  const text = row.text(column)?.replace(/[.\s]/g, '').toUpperCase();
  if (text === undefined || /^[A-V]\d{0,4}$/.test(text)) return text;
  row.fail(
    column,
    `Code NACE invalide : « ${text} » (une lettre de section suivie de 0 à 4 chiffres, par exemple K6419)`,
  );
  return undefined;
}

/** §5.3: 2, 4, 6 or 8 digits starting with one of the 11 GICS sectors. */
const GICS_SECTORS = new Set(['10', '15', '20', '25', '30', '35', '40', '45', '50', '55', '60']);

export const gicsProblem = (code: string) =>
  /^\d{2}(\d{2}){0,3}$/.test(code) && GICS_SECTORS.has(code.slice(0, 2))
    ? undefined
    : `Code GICS invalide : « ${code} » (2, 4, 6 ou 8 chiffres commençant par un secteur : 10, 15 … 60)`;

/**
 * The credit quality step (0-6, 9 = no rating, TPT 59). Derived from the rating when
 * the file gives only the rating (§8.1); both given must agree.
 */
export function readCreditQualityStep(
  row: RowReader,
  stepColumn: string,
  ratingColumn: string,
  rating: string | undefined,
): number | undefined {
  const given = row.integer(stepColumn);
  if (given !== undefined && !((given >= 0 && given <= 6) || given === NO_RATING_STEP)) {
    row.fail(
      stepColumn,
      `Échelon de qualité de crédit invalide : ${given} (0 à 6, ou 9 sans notation)`,
    );
    return undefined;
  }
  if (rating === undefined) return given;
  const derived = creditQualityStepOfRating(rating);
  if (derived === undefined) {
    if (given === undefined)
      row.fail(
        ratingColumn,
        `Notation non reconnue : « ${rating} » (échelles S&P, Fitch, Moody's ou AM Best) ; renseignez l'échelon de qualité de crédit.`,
      );
    return given;
  }
  if (given !== undefined && given !== derived)
    row.fail(
      stepColumn,
      `Échelon de qualité de crédit ${given} incohérent avec la notation ${rating}, qui correspond à l'échelon ${derived} (règlement d'exécution (UE) 2016/1800).`,
    );
  return given ?? derived;
}

/** Schema securities: the securitisation positions of Art. 178 DR (solvency2-market-risk §5.3). */
export const SECURITISATION_TYPES: Readonly<Record<string, string>> = {
  type1: 'type1',
  type2: 'type2',
  resecuritisation: 'resecuritisation',
  retitrisation: 'resecuritisation',
  stssenior: 'sts_senior',
  stsnonsenior: 'sts_non_senior',
};

/** Schema securities: qualifying infrastructure (Art. 164a) or infrastructure corporate (164b). */
export const INFRASTRUCTURE_KINDS: Readonly<Record<string, string>> = {
  qualifying: 'qualifying',
  qualifyingcorporate: 'qualifying_corporate',
};

/** Art. 168 DR: type 1 or type 2 equity. */
export const EQUITY_TYPES: Readonly<Record<string, string>> = {
  type1: 'type1',
  type2: 'type2',
  '1': 'type1',
  '2': 'type2',
};

/**
 * S.08.01 C0110, use of derivative (data-standards §3.4; members s2c_PU of 2.10.0): micro
 * hedge, macro hedge, matching of cash flows in a matching adjustment portfolio, efficient
 * portfolio management.
 */
export const DERIVATIVE_USES: Readonly<Record<string, string>> = {
  mi: 'MI',
  microhedge: 'MI',
  couverturemicro: 'MI',
  ma: 'MA',
  macrohedge: 'MA',
  couverturemacro: 'MA',
  map: 'MAP',
  ajustementegalisateur: 'MAP',
  matchingadjustment: 'MAP',
  epm: 'EPM',
  gestionefficace: 'EPM',
  efficientportfoliomanagement: 'EPM',
};

/** S.08.01 C0140 of a swap: the legs delivered and received (FX fixed, FL floating). */
export const SWAP_LEGS: Readonly<Record<string, string>> = {
  fxfl: 'FX-FL',
  fxfx: 'FX-FX',
  flfx: 'FL-FX',
  flfl: 'FL-FL',
};
