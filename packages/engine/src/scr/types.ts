import type { ShockRuleOptions } from './shock-rules';
import type {
  LookThroughStatus,
  ScrClientLists,
  ScrParameters,
  ScrRegulatoryTables,
} from '@prisme/domain';

/**
 * One line of the SCR perimeter after look-through (reference §14 step 1). Amounts are in
 * the reference currency and signed: a liability (best estimate, a fund's debt) is
 * negative. Durations and maturities are in years; fractions as fractions (0.05 = 5 %).
 */
export interface ScrLine {
  id: number;
  portfolioCode: string;
  compartmentCode: string;
  /** ISIN or internal code. */
  code: string;
  /** 4-character CIC ('' for a liability). */
  cic: string;
  /** Currency of the exposure (main listing, property location, …), Art. 188(1). */
  currency: string;
  marketValue: number;
  notional?: number | null;
  issuerCode?: string | null;
  /** Ultimate parent: the single name of Art. 182(1). */
  issuerGroupCode?: string | null;
  /** Issuer country, ISO 3166 alpha-2 (XA, EU allowed). */
  country?: string | null;
  /** 0 … 6; null = unrated. */
  creditQualityStep?: number | null;
  /** To maturity (TPT 90), to the next call (91), to the expected maturity (144). */
  modifiedDuration?: number | null;
  modifiedDurationToCall?: number | null;
  modifiedDurationExpected?: number | null;
  /** Spread duration (TPT 92); the modified duration is used when missing. */
  creditSensitivity?: number | null;
  /** Spread duration to the expected maturity (TPT 145, V7). */
  creditSensitivityExpected?: number | null;
  /** Delta of a convertible's conversion option (TPT 93), 0 … 1. */
  delta?: number | null;
  /** The underlying of a convertible is listed in the EEA or the OECD (type 1, Art. 168(2)). */
  underlyingListedEeaOecd?: boolean;
  /** Years to maturity (the cash-flow date of a zero-coupon line). */
  maturity?: number | null;
  convexity?: number | null;
  /** Central government or central bank. */
  isGovernment?: boolean;
  /** ECB, multilateral development bank (CRR 117(2)) or international organisation (CRR 118). */
  isSupranational?: boolean;
  isCoveredBond?: boolean;
  securitisationType?: SecuritisationType | null;
  infrastructure?: 'qualifying' | 'qualifying_corporate' | null;
  listedEeaOecd?: boolean;
  equityType?: 'type1' | 'type2' | null;
  lookThroughStatus?: LookThroughStatus;
  /** Repriced exactly as one cash flow at `maturity` (zero-coupon bond, best estimate). */
  isZeroCoupon?: boolean;
  isInflationLinked?: boolean;
  /** A liability: interest-rate and currency only. */
  isLiability?: boolean;
  /** A fund's payable, accrual or borrowing (liability-lines.ts): a liability, valued in. */
  isOwedByFund?: boolean;
  /** Fully guaranteed by an Art. 180(2) entity or a listed regional government (IR 2015/2011). */
  isGuaranteedExempt?: boolean;
  /** Backs unit- or index-linked business (Art. 184(2)(a)). */
  isUnitLinked?: boolean;
  /** Participation in a financial or credit institution (Art. 68). */
  isFinancialParticipation?: boolean;
  /** Type 1 equity bought on or before 1 January 2016 (DR Art. 173). */
  transitionalEligible?: boolean;
  isOwnUseProperty?: boolean;
  /** For unrated (re)insurers and institutions, Art. 180(4)-(8), 186(2)-(5). */
  counterpartyKind?: CounterpartyKind | null;
  /** Solvency ratio of an unrated (re)insurer (1.5 = 150 %). */
  solvencyRatio?: number | null;
  /** Risk-adjusted value of collateral meeting Art. 214 (unrated loans, Art. 176(5)). */
  collateralValue?: number | null;
  /**
   * A defaulted or forborne loan (from the referential or a client list): out of spread risk
   * under SII-2027 (Art. 176(1) as amended by DR 2026/269); no effect under SII-2016.
   */
  isDefaultedOrForborne?: boolean;
}

export type SecuritisationType = 'senior_sts' | 'non_senior_sts' | 'other' | 'resecuritisation';
export type CounterpartyKind =
  'insurer' | 'insurer_below_mcr' | 'third_country_insurer' | 'credit_institution';

/** Bits of ScrColumns.flags. */
export const LINE_FLAG = {
  government: 1,
  supranational: 2,
  coveredBond: 4,
  listedEeaOecd: 8,
  zeroCoupon: 16,
  inflationLinked: 32,
  liability: 64,
  guaranteedExempt: 128,
  unitLinked: 256,
  financialParticipation: 512,
  transitionalEligible: 1024,
  ownUseProperty: 2048,
  underlyingListedEeaOecd: 4096,
  /**
   * A payable, accrual or borrowing inside a fund (liability-lines.ts): a liability for the
   * submodules, but kept in the valuation, which is the fund's net value held.
   */
  owedByFund: 8192,
  /** A defaulted or forborne loan (Art. 176(1) as amended by DR 2026/269). */
  defaultedOrForborne: 16384,
} as const;

/** Codes of the small enumerations in columns (0 = none). */
export const SECURITISATION_CODES: readonly (SecuritisationType | null)[] = [
  null,
  'senior_sts',
  'non_senior_sts',
  'other',
  'resecuritisation',
];
export const INFRASTRUCTURE_CODES = [null, 'qualifying', 'qualifying_corporate'] as const;
export const EQUITY_TYPE_CODES = [null, 'type1', 'type2'] as const;
export const COUNTERPARTY_CODES: readonly (CounterpartyKind | null)[] = [
  null,
  'insurer',
  'insurer_below_mcr',
  'third_country_insurer',
  'credit_institution',
];

/**
 * The columnar form the engine computes on: one typed array per field, strings as indices
 * into dictionaries (-1 = missing), NaN for a missing number, -1 for an unrated CQS.
 *
 * Rows (issue 41 §2): lines that differ only by their value share a row — the same
 * instrument in the same portfolio, compartment, currency and look-through status — and
 * the engine classifies and shocks each row once, a line only scaling its row's figures
 * by its value. `id`, `marketValue` and `notional` are per line (`length` long); every
 * other column is per row (`rows` long), read at `row[i]` for line i. Without `row`,
 * line i is row i. A row with a collateral value holds one line (its class depends on
 * the value, Art. 176(5)).
 */
export interface ScrColumns {
  length: number;
  /** The row of each line (absent: one row per line). */
  row?: Int32Array;
  /** The number of rows (absent: `length`). */
  rows?: number;
  id: Float64Array;
  portfolio: Int32Array;
  compartment: Int32Array;
  code: Int32Array;
  cic: Int32Array;
  currency: Int32Array;
  issuer: Int32Array;
  issuerGroup: Int32Array;
  country: Int32Array;
  marketValue: Float64Array;
  notional: Float64Array;
  cqs: Int8Array;
  modifiedDuration: Float64Array;
  modifiedDurationToCall: Float64Array;
  modifiedDurationExpected: Float64Array;
  creditSensitivity: Float64Array;
  creditSensitivityExpected: Float64Array;
  delta: Float64Array;
  maturity: Float64Array;
  convexity: Float64Array;
  solvencyRatio: Float64Array;
  collateralValue: Float64Array;
  flags: Uint16Array;
  /** Index in SECURITISATION_CODES, INFRASTRUCTURE_CODES, EQUITY_TYPE_CODES, COUNTERPARTY_CODES. */
  securitisation: Uint8Array;
  infrastructure: Uint8Array;
  equityType: Uint8Array;
  counterpartyKind: Uint8Array;
  /** Index in LOOK_THROUGH_STATUS_CODES of the domain. */
  lookThroughStatus: Uint8Array;
  dict: ScrDictionaries;
}

export interface ScrDictionaries {
  portfolios: string[];
  compartments: string[];
  codes: string[];
  cics: string[];
  currencies: string[];
  issuers: string[];
  groups: string[];
  countries: string[];
}

/** A risk-free spot curve: maturities (years, ascending) and annual-compounding rates. */
export interface YieldCurve {
  maturities: readonly number[];
  rates: readonly number[];
}

export interface ScrInput {
  lines: ScrColumns;
  parameters: ScrParameters;
  clientLists: ScrClientLists;
  /** Basic risk-free curves by currency; a currency without one uses the reference currency's. */
  yieldCurves: Readonly<Record<string, YieldCurve>>;
  /** Units of each currency per euro; only checked (amounts are already in the reference currency). */
  fxRates?: Readonly<Record<string, number>>;
  /** EIOPA reference: the symmetric adjustment of Art. 172 (0.015 = +1.5 %). */
  eiopa: { symmetricAdjustment: number };
  /** Defaults to SCR_REGULATORY_TABLES of the domain. */
  tables?: ScrRegulatoryTables;
  /** ISO date; needed by the transitional equity measure only. */
  valuationDate?: string;
  /** Basic own funds (Tier 1) for the Art. 68(3) threshold; without it nothing is deducted. */
  ownFunds?: number;
  /** Options; `downFloorReading` and `alphaPhaseIn` act under SII-2027 only (shock-rules.ts). */
  options?: ShockRuleOptions & {
    /** Reference §2.1: floor each currency's interest loss at 0 before the sum (default true). */
    floorInterestRatePerCurrency?: boolean;
  };
}
