import type { PiecewiseLinear, ScrRegulatoryTables, SpreadCurve, SpreadTable } from './table-types';

/**
 * The standard-formula tables of DR 2015/35 as the reference document gives them
 * (shared/reference/solvency2-market-risk.md; section numbers below refer to it). Values
 * are fractions. Tags: [C] checked against the legal text, [S] secondary source, [R]
 * recomputed, [U] unconfirmed — as in the reference.
 */

const MATURITIES_1_20 = Array.from({ length: 20 }, (_, i) => i + 1);
const pl = (x: readonly number[], y: readonly number[]): PiecewiseLinear => ({ x, y });
/** Linear in duration from 0, capped at 100 %: a_k = b · lower_k. */
const linear = (b: number): SpreadCurve => [0, 5, 10, 15, 20].map((lower) => ({ a: b * lower, b }));
/** Buckets ≤5 (b only), (5,10], (10,15], (15,20], >20 given as [a, b] pairs. */
const curve = (b0: number, ...rest: [number, number][]): SpreadCurve => [
  { a: 0, b: b0 },
  ...rest.map(([a, b]) => ({ a, b })),
];

/** Art. 176(3), OJ L 12 of 17.1.2015 [C] (§5.1). */
export const SPREAD_BONDS_2015: SpreadTable = [
  curve(0.009, [0.045, 0.005], [0.07, 0.005], [0.095, 0.005], [0.12, 0.005]),
  curve(0.011, [0.055, 0.006], [0.084, 0.005], [0.109, 0.005], [0.134, 0.005]),
  curve(0.014, [0.07, 0.007], [0.105, 0.005], [0.13, 0.005], [0.155, 0.005]),
  curve(0.025, [0.125, 0.015], [0.2, 0.01], [0.25, 0.01], [0.3, 0.005]),
  curve(0.045, [0.225, 0.025], [0.35, 0.018], [0.44, 0.005], [0.465, 0.005]),
  curve(0.075, [0.375, 0.042], [0.585, 0.005], [0.61, 0.005], [0.635, 0.005]),
  curve(0.075, [0.375, 0.042], [0.585, 0.005], [0.61, 0.005], [0.635, 0.005]),
];

/**
 * Art. 176(3) as the current consolidated text reads [U] (§5.1, §13.1): CQS 1 a = 8.5 %,
 * 11 %, 13.5 % beyond 10 years (continuous at 10 years). CQS 4 > 20 kept at 46.5 %
 * (44 % + 0.5 % × 5; the German 46,6 % is read as an artefact).
 */
export const SPREAD_BONDS_2019: SpreadTable = SPREAD_BONDS_2015.map((row, cqs) =>
  cqs === 1 ? curve(0.011, [0.055, 0.006], [0.085, 0.005], [0.11, 0.005], [0.135, 0.005]) : row,
);

/** Art. 180(3) [C]: CQS 0-1 nil, CQS k ≥ 2 takes the Art. 176(3) column of CQS k − 1. */
export function nonEeaGovernmentTable(bonds: SpreadTable): SpreadTable {
  const nil = linear(0);
  return [0, 1, 2, 3, 4, 5, 6].map((cqs) =>
    cqs <= 1 ? nil : (bonds[Math.min(cqs - 1, 4)] ?? nil),
  );
}

const IR_X = [...MATURITIES_1_20, 90];
const IR_B_X = [...MATURITIES_1_20, 60];

export const SCR_REGULATORY_TABLES: ScrRegulatoryTables = {
  id: 'SII-2016',
  ruleSet: 'SII-2016 (DR 2015/35 consolidé jusqu’à 2020/442)',
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
  // Art. 164 [C] (§1.2).
  marketCorrelation: [
    [1, 'A', 'A', 'A', 0, 0.25],
    ['A', 1, 0.75, 0.75, 0, 0.25],
    ['A', 0.75, 1, 0.5, 0, 0.25],
    ['A', 0.75, 0.5, 1, 0, 0.25],
    [0, 0, 0, 0, 1, 0],
    [0.25, 0.25, 0.25, 0.25, 0, 1],
  ],
  aUp: 0,
  aDown: 0.5,
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
};
