import type { FigureSource } from '../../solvency/rule-set';
import type { ScrRegulatoryTables } from '../table-types';
import { COUNTERPARTY_DEFAULT_2016, COUNTERPARTY_SOURCES_2016 } from './counterparty-default';
import { curve, linear, nonEeaGovernmentTable, pl, SPREAD_BONDS_2019 } from './spread-tables';

/**
 * Rule set SII-2016: the standard-formula tables of DR 2015/35 as amended up to 2020/442,
 * as the reference gives them (shared/reference/solvency2-market-risk.md; section numbers
 * below refer to it). Values are fractions. Tags: [C] checked against the legal text
 * (mark L), [S] secondary source, [R] recomputed, [U] unconfirmed — as in the reference.
 */

const MATURITIES_1_20 = Array.from({ length: 20 }, (_, i) => i + 1);

/** Art. 164, in the order of MARKET_SUBMODULES; the same cells under both sets. */
export const MARKET_CORRELATION: readonly (readonly (number | 'A' | 'B')[])[] = [
  [1, 'A', 'A', 'B', 0, 0.25],
  ['A', 1, 0.75, 0.75, 0, 0.25],
  ['A', 0.75, 1, 0.5, 0, 0.25],
  ['B', 0.75, 0.5, 1, 0, 0.25],
  [0, 0, 0, 0, 1, 0],
  [0.25, 0.25, 0.25, 0.25, 0, 1],
];

const L = (article: string, source: string): FigureSource => ({ article, mark: 'L', source });
const S = (article: string, source: string): FigureSource => ({ article, mark: 'S', source });
const U = (article: string, source: string): FigureSource => ({ article, mark: 'U', source });

/** Where each SII-2016 figure comes from (keys: paths in ScrRegulatoryTables). */
export const SII_2016_SOURCES: Readonly<Record<string, FigureSource>> = {
  interestRate2016: L('Art. 166(1), 167(1)', 'Réf. marché §2.2'),
  interestRate2019: S('Avis EIOPA-BoS-20/749', 'Réf. marché §2.3 (option isEIOPA2019)'),
  symmetricAdjustmentCorridor: L('Art. 172(4) ; dir. art. 106(2)', 'Réf. marché §3.4 : ±10 %'),
  spreadExcludesDefaultedLoans: L('Art. 176(1)', 'Prêts en défaut dans le périmètre du spread'),
  'equity.infrastructure': S('Art. 169(3)', 'Réf. marché §3.2 : 30 % + 77 % × AS'),
  'equity.infrastructureCorporate': S('Art. 169(4)', 'Réf. marché §3.2 : 36 % + 92 % × AS'),
  'equity.transitional': U('Dir. art. 308b(13) ; art. 173', 'Réf. marché §3.7'),
  'spread.bonds': L(
    'Art. 176(3) (DR 2016/467)',
    'Note 2027 §2.6 : texte consolidé allemand ; CES 1 8,5/11/13,5 %, CES 4 > 20 ans 46,6 %',
  ),
  'spread.unrated': L('Art. 176(4)', 'Réf. marché §5.1'),
  'spread.coveredBonds': L('Art. 180(1)', 'Réf. marché §5.2'),
  'spread.nonEeaGovernments': L('Art. 180(3)', 'Réf. marché §5.2'),
  'spread.insurerSolvencyRatio': L('Art. 180(4)', 'Réf. marché §5.2'),
  'spread.assumedSolvencyRatio': L('Art. 180(7)-(8)', 'Réf. marché §5.2'),
  'spread.securitisation': L(
    'Art. 178 (DR 2018/1221)',
    'Réf. marché §5.3 ; non STS non senior > 5 ans [U]',
  ),
  concentration: L('Art. 182-187', 'Réf. marché §6'),
  'currency.pegs': L('RE (UE) 2015/2017', 'Réf. marché §7'),
  marketCorrelation: L('Art. 164', 'Réf. marché §1.2'),
  aUp: L('Art. 164(3)', 'A = 0 quand la hausse des taux est retenue'),
  aDown: L('Art. 164(3)', 'A = 0,5 sinon'),
  bUp: L('Art. 164(3)', 'Taux/spread : le même A (0) avant 2027'),
  bDown: L('Art. 164(3)', 'Taux/spread : le même A (0,5) avant 2027'),
  sovereignDomesticCurrency: L('Art. 180(2)(b), 187(3)-(4)', 'Réf. marché §5.2, §7'),
  counterpartyDefaultCic: U('Art. 189(2)', 'Avoirs en banque (x71, x72) ; x75 [U]'),
  ...COUNTERPARTY_SOURCES_2016,
};

const IR_X = [...MATURITIES_1_20, 90];
const IR_B_X = [...MATURITIES_1_20, 60];

export const SII_2016_TABLES: ScrRegulatoryTables = {
  id: 'SII-2016',
  ruleSet: 'SII-2016 (DR 2015/35 consolidé jusqu’à 2020/442)',
  version: '2016.2',
  appliesFrom: '2016-01-01',
  appliesUntil: '2027-01-29', // the day before SII-2027 (solvency/rule-set.ts)
  legalBasis: 'Règlement délégué (UE) 2015/35 modifié jusqu’au 2020/442 ; directive 2009/138/CE',
  interestRateMethod: 'SII-2016',
  // Art. 166(1), 167(1) [C] (§2.2): linear between the points, 70 %/75 % below 1 year,
  // 20 % beyond 90 years.
  interestRate2016: {
    up: pl(
      IR_X,
      [
        0.7, 0.7, 0.64, 0.59, 0.55, 0.52, 0.49, 0.47, 0.44, 0.42, 0.39, 0.37, 0.35, 0.34, 0.33,
        0.31, 0.3, 0.29, 0.27, 0.26, 0.2,
      ],
    ),
    down: pl(
      IR_X,
      [
        0.75, 0.65, 0.56, 0.5, 0.46, 0.42, 0.39, 0.36, 0.33, 0.31, 0.3, 0.29, 0.28, 0.28, 0.27,
        0.28, 0.28, 0.28, 0.29, 0.29, 0.2,
      ],
    ),
  },
  // EIOPA-BoS-20/749 as transcribed in §2.3 [S]; b falls linearly to 0 at 60 years.
  interestRate2019: {
    sUp: pl(
      IR_X,
      [
        0.61, 0.53, 0.49, 0.46, 0.45, 0.41, 0.37, 0.34, 0.32, 0.3, 0.3, 0.3, 0.3, 0.29, 0.28, 0.28,
        0.27, 0.26, 0.26, 0.25, 0.2,
      ],
    ),
    bUp: pl(
      IR_B_X,
      [
        0.0214, 0.0186, 0.0172, 0.0161, 0.0158, 0.0144, 0.013, 0.0119, 0.0112, 0.0105, 0.0105,
        0.0105, 0.0105, 0.0102, 0.0098, 0.0098, 0.0095, 0.0091, 0.0091, 0.0088, 0,
      ],
    ),
    sDown: pl(
      IR_X,
      [
        0.58, 0.51, 0.44, 0.4, 0.4, 0.38, 0.37, 0.38, 0.39, 0.4, 0.41, 0.42, 0.43, 0.44, 0.45, 0.47,
        0.48, 0.49, 0.49, 0.5, 0.2,
      ],
    ),
    bDown: pl(
      IR_B_X,
      [
        0.0116, 0.0099, 0.0083, 0.0074, 0.0071, 0.0067, 0.0063, 0.0062, 0.0061, 0.0061, 0.006,
        0.006, 0.0059, 0.0058, 0.0057, 0.0056, 0.0055, 0.0054, 0.0052, 0.005, 0,
      ],
    ),
    downFloor: -0.0125,
  },
  interestRate2027: null,
  extrapolation: null,
  symmetricAdjustmentCorridor: 0.1, // Art. 172(4), Dir. Art. 106(2) [L] (§3.4)
  spreadExcludesDefaultedLoans: false, // Art. 176(1) before 2026/269
  equity: {
    infrastructure: { base: 0.3, saWeight: 0.77 }, // Art. 169(3) [S]
    infrastructureCorporate: { base: 0.36, saWeight: 0.92 }, // Art. 169(4) [S]
    transitional: { base: 0.22, startYear: 2016, years: 7 }, // Dir. 308b(13) [U]
  },
  spread: {
    bonds: SPREAD_BONDS_2019,
    // Art. 176(4) [C]; the (15, 20] row restates 23.5 % + 1.2 %·(dur − 10) from 15 years [R].
    unrated: curve(0.03, [0.15, 0.017], [0.235, 0.012], [0.295, 0.012], [0.355, 0.005]),
    // Art. 180(1) [C]: 3.5 % (4.5 %) + 0.5 %·(dur − 5) restated per bucket [R].
    coveredBonds: [
      curve(0.007, [0.035, 0.005], [0.06, 0.005], [0.085, 0.005], [0.11, 0.005]),
      curve(0.009, [0.045, 0.005], [0.07, 0.005], [0.095, 0.005], [0.12, 0.005]),
    ],
    nonEeaGovernments: nonEeaGovernmentTable(SPREAD_BONDS_2019),
    insurerSolvencyRatio: { ratio: [0.75, 0.95, 1.22, 1.75, 1.96], cqs: [5, 4, 3, 2, 1] }, // 180(4) [C]
    assumedSolvencyRatio: 1, // Art. 180(7)-(8) [C]
    securitisation: {
      // Art. 178(3) as replaced by 2018/1221 [C-amended].
      seniorSts: [
        curve(0.01, [0.05, 0.006], [0.08, 0.006], [0.11, 0.006], [0.14, 0.006]),
        curve(0.012, [0.06, 0.007], [0.095, 0.005], [0.12, 0.005], [0.145, 0.005]),
        curve(0.016, [0.08, 0.008], [0.12, 0.006], [0.15, 0.006], [0.18, 0.006]),
        curve(0.028, [0.14, 0.017], [0.225, 0.011], [0.28, 0.011], [0.335, 0.006]),
        curve(0.056, [0.28, 0.031], [0.435, 0.022], [0.545, 0.006], [0.575, 0.006]),
        curve(0.094, [0.47, 0.053], [0.735, 0.006], [0.765, 0.006], [0.795, 0.006]),
        curve(0.094, [0.47, 0.053], [0.735, 0.006], [0.765, 0.006], [0.795, 0.006]),
      ],
      // Art. 178(4): first row [C-amended]; min(b·dur, 1) beyond 5 years is [U] (§13.7).
      nonSeniorSts: [0.028, 0.034, 0.046, 0.079, 0.158, 0.267, 0.267].map(linear),
      // 2015 Art. 178(2) type 2 and 178(3) resecuritisation, kept for non-STS [C 2015 / U].
      other: [0.125, 0.134, 0.166, 0.197, 0.82, 1, 1].map(linear),
      resecuritisation: [0.33, 0.4, 0.51, 0.91, 1, 1, 1].map(linear),
      unrated: 1, // 2015 Art. 178(5) [C]
    },
  },
  concentration: {
    threshold: [0.03, 0.03, 0.03, 0.015, 0.015, 0.015, 0.015], // Art. 185 [C]
    factor: [0.12, 0.12, 0.21, 0.27, 0.73, 0.73, 0.73], // Art. 186(1) [C]
    unratedCqs: 5, // Art. 182(5) [C]
    coveredBondThreshold: 0.15, // Art. 187(1) [C]
    propertyThreshold: 0.1, // Art. 187(2) [C]
    propertyFactor: 0.12,
    sovereignFactor: [0, 0, 0.12, 0.21, 0.27, 0.73, 0.73], // Art. 187(4) [C]
    insurerFactorBySolvencyRatio: pl([0.95, 1, 1.22, 1.75, 1.96], [0.73, 0.645, 0.27, 0.21, 0.12]),
    insurerBelowMcrFactor: 0.73, // Art. 186(3) [C]
    equivalentInstitutionFactor: 0.645, // Art. 186(4)-(5) [C]
  },
  currency: {
    // Implementing Regulation (EU) 2015/2017 [C] (§7).
    pegs: [
      { a: 'EUR', b: 'DKK', stress: 0.0039 },
      { a: 'EUR', b: 'BGN', stress: 0.0181 },
      { a: 'EUR', b: 'XOF', stress: 0.0218 },
      { a: 'EUR', b: 'XAF', stress: 0.0196 },
      { a: 'EUR', b: 'KMF', stress: 0.02 },
      { a: 'DKK', b: 'BGN', stress: 0.0224 },
      { a: 'DKK', b: 'XOF', stress: 0.0262 },
      { a: 'DKK', b: 'XAF', stress: 0.024 },
      { a: 'DKK', b: 'KMF', stress: 0.0244 },
      { a: 'BGN', b: 'XOF', stress: 0.0406 },
      { a: 'BGN', b: 'XAF', stress: 0.0385 },
      { a: 'BGN', b: 'KMF', stress: 0.0389 },
      { a: 'XOF', b: 'XAF', stress: 0.0423 },
      { a: 'XOF', b: 'KMF', stress: 0.0427 },
      { a: 'XAF', b: 'KMF', stress: 0.0404 },
    ],
  },
  // Art. 164 [C] (§1.2): one parameter A against equity, property and spread; the
  // interest/spread cells are written 'B' with B = A, so that both sets share the matrix.
  marketCorrelation: MARKET_CORRELATION,
  aUp: 0,
  aDown: 0.5,
  bUp: 0,
  bDown: 0.5,
  // prettier-ignore
  sovereignDomesticCurrency: {
    ...Object.fromEntries(
      ['AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT']
        .concat(['NL', 'PT', 'SK', 'SI', 'ES', 'MC', 'SM', 'VA', 'AD'])
        .map((c) => [c, 'EUR']),
    ),
    BG: 'BGN', // euro from 1 January 2026 [U] (§7)
    CZ: 'CZK', DK: 'DKK', HU: 'HUF', PL: 'PLN', RO: 'RON', SE: 'SEK', IS: 'ISK', LI: 'CHF',
    NO: 'NOK', CH: 'CHF', GB: 'GBP', US: 'USD', JP: 'JPY', CA: 'CAD', AU: 'AUD', NZ: 'NZD',
    KR: 'KRW', MX: 'MXN', CL: 'CLP', CO: 'COP', CR: 'CRC', IL: 'ILS', TR: 'TRY', CN: 'CNY',
    HK: 'HKD', SG: 'SGD', IN: 'INR', BR: 'BRL', ZA: 'ZAR', SA: 'SAR', AE: 'AED', ID: 'IDR',
    MY: 'MYR', TH: 'THB', PH: 'PHP', TW: 'TWD',
  },
  // Cash, transferable deposits, deposits to cedants: counterparty default module [U for 75].
  counterpartyDefaultCic: ['71', '72', '75'],
  counterpartyDefault: COUNTERPARTY_DEFAULT_2016,
  sources: SII_2016_SOURCES,
  unverified: [],
};
