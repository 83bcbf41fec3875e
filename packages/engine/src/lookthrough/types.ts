import type { LookThroughLevelCode, LookThroughStatus, MissingDataItem } from '@prisme/domain';

/**
 * One instrument of the dictionary every position and composition line points into by
 * index: a security of the reference data, or an instrument met only in a TPT file.
 * Nullable fields are data the source may lack; the engine flags them, never guesses.
 */
export interface InstrumentAttributes {
  /** ISIN, or another code of TPT field 15 (the undertaking's own code, CAU…). */
  code: string;
  codeType: string | null;
  name: string | null;
  cic: string | null;
  /** The currency the instrument is quoted in (TPT 21), the quotation currency of its lines. */
  currency: string | null;
  issuerCode: string | null;
  issuerName: string | null;
  issuerGroupCode: string | null;
  issuerGroupName: string | null;
  country: string | null;
  /** NACE Rev. 2: section letter and up to 4 digits, e.g. "K6419" (TPT 54). */
  naceCode: string | null;
  gicsSector: string | null;
  rating: string | null;
  /** 0-6, 9 = no rating (TPT 59). */
  creditQualityStep: number | null;
  maturityDate: string | null;
  couponRate: number | null;
  /** To the contractual maturity (TPT 90, or the referential's). */
  modifiedDuration: number | null;
  creditSensitivity: number | null;
  /** To the next call or put (TPT 91). */
  modifiedDurationToCall?: number | null;
  /** To the expected maturity and its credit sensitivity (TPT 144, 145; V7). */
  modifiedDurationExpected?: number | null;
  creditSensitivityExpected?: number | null;
  /** Delta of a convertible's conversion option (TPT 93). */
  delta?: number | null;
  /** The underlying of a convertible is listed in the EEA or the OECD (TPT 74, 73, 67). */
  underlyingListedEeaOecd?: boolean | null;
  /** The fund's manager states the line is a liability (TPT 131 « L »). */
  statedLiability?: boolean;
  /**
   * A defaulted or forborne loan (from the referential or a client list): out of spread
   * risk under SII-2027 (Art. 176(1) as amended by DR 2026/269).
   */
  isDefaultedOrForborne?: boolean;
  isGovernment: boolean;
  isSupranational: boolean;
  isCoveredBond: boolean;
  securitisationType: string | null;
  infrastructure: string | null;
  listedEeaOecd: boolean;
  equityType: string | null;
  /** A fund even when its CIC does not say so (a CIC of category 4 makes it one anyway). */
  isFund: boolean;
  /**
   * What the counterparty default module reads beyond the issuer (the counterparty, TPT
   * 46-51, 59): the referential's terms of a directly held contract or account (issue 42).
   */
  counterpartyTerms?: CounterpartyTerms | null;
}

/**
 * The counterparty terms of an instrument held directly (Art. 192, 196, 197), amounts in the
 * reference currency for the whole holding (shared among its positions by value).
 */
export interface CounterpartyTerms {
  /** Derivatives: the contractual netting agreement (Art. 192(1)). */
  nettingAgreement: string | null;
  /** Derivatives: RM_fin, the risk-mitigating effect on market risk (Art. 196). */
  riskMitigatingEffect: number | null;
  /** Collateral received: its value, kind, holder and eligibility (TPT 138 codes 0-4). */
  collateralValue: number | null;
  collateralType: 'cash' | 'securities' | null;
  collateralHeldByThirdParty: boolean;
  collateralEligibility: number | null;
  /** Art. 197(1): the adjustment of the collateral for market risk. */
  collateralMarketAdjustment: number | null;
  /** A guarantee or letter of credit: provided (189(2)(e)) or called up unpaid (189(2)(d)). */
  commitment: 'provided' | 'called' | null;
  commitmentNominal: number | null;
  /** Who the commitment is in favour of (shown). */
  beneficiary: string | null;
}

/**
 * An instrument of which nothing is known but its code: every datum missing (and so
 * flagged), no flag set. The base the loaders complete.
 */
export function unknownInstrument(code: string): InstrumentAttributes {
  return {
    code,
    codeType: null,
    name: null,
    cic: null,
    currency: null,
    issuerCode: null,
    issuerName: null,
    issuerGroupCode: null,
    issuerGroupName: null,
    country: null,
    naceCode: null,
    gicsSector: null,
    rating: null,
    creditQualityStep: null,
    maturityDate: null,
    couponRate: null,
    modifiedDuration: null,
    creditSensitivity: null,
    isGovernment: false,
    isSupranational: false,
    isCoveredBond: false,
    securitisationType: null,
    infrastructure: null,
    listedEeaOecd: false,
    equityType: null,
    isFund: false,
  };
}

/**
 * A direct holding. One flat record per database row: the driver already yields one
 * object per row, so mapping it costs one allocation and no second pass, while the
 * engine reads each record once.
 */
export interface PositionInput {
  /** Index into `instruments`. */
  instrumentIndex: number;
  portfolioCode: string;
  compartmentCode: string;
  quantity: number | null;
  marketValueQc: number | null;
  quotationCurrency: string;
  /** Signed: a short position or a derivative liability is negative. */
  marketValueRc: number | null;
  /** Derivatives: the notional amount, in the quotation currency, signed. */
  notional?: number | null;
  /**
   * Backs unit- or index-linked contracts (left out of the 20 % count of Art. 84(3a)).
   * When absent, a compartment « UC » or so labelled says so (isUnitLinkedCompartment).
   */
  unitLinked?: boolean;
}

export type CompositionBasis = 'reported' | 'target_allocation';

/** One TPT line of a fund composition. */
export interface CompositionLineInput {
  instrumentIndex: number;
  /** TPT 26, 1 = 100 %. When absent, marketValuePc / netAssetValue stands in. */
  weight: number | null;
  /** TPT 24, in the fund's currency. */
  marketValuePc: number | null;
  /** TPT 18, for the whole fund, signed. */
  quantity: number | null;
  /** TPT 19, in the instrument's currency, for the whole fund. */
  nominal: number | null;
  /** TPT 95: the investee fund whose line this one replaces (fund-of-funds layout 2). */
  investeeFundCode: string | null;
}

export interface FundCompositionInput {
  fundCode: string;
  /** ISO date (TPT 6). */
  valuationDate: string;
  basis: CompositionBasis;
  /** TPT 5, in `currency`. */
  netAssetValue: number | null;
  /** TPT 4 (currency B). */
  currency: string;
  lines: readonly CompositionLineInput[];
}

/** A number of levels (0 = direct positions only) or a level code of the perimeter request. */
export type LookThroughLevel = number | LookThroughLevelCode;

export interface LookThroughInput {
  instruments: readonly InstrumentAttributes[];
  positions: readonly PositionInput[];
  /** Every composition of the funds concerned, any date and basis: the engine chooses. */
  compositions: readonly FundCompositionInput[];
  /** ISO date of the perimeter. */
  valuationDate: string;
  /** 'FULL' and anything above MAX_LOOK_THROUGH_DEPTH are capped at it. */
  level: LookThroughLevel;
  /** Default DEFAULT_MAX_COMPOSITION_AGE_DAYS (93). */
  maxCompositionAgeDays?: number;
  referenceCurrency: string;
  /** Units of each currency for 1 EUR at the valuation date; EUR itself defaults to 1. */
  fxUnitsPerEur: Readonly<Record<string, number>>;
}

/** Bits of `LookThroughLines.flags`: what a line's numbers lack, beyond the missing data. */
export const LINE_FLAGS = {
  /** exposureQc or notionalRc could not be converted: no FX rate for a currency (0 stands). */
  fxMissing: 1,
  /** notionalRc holds a derivative's notional (otherwise it is 0 and means nothing). */
  hasNotional: 2,
  /** quantity is unknown (0 stands): no quantity in the source, or no NAV to scale it. */
  quantityUnknown: 4,
} as const;

/**
 * The look-through lines, one column per field, `count` long. Strings live in the input
 * (instruments, positions) and in the path dictionary, never per line.
 */
export interface LookThroughLines {
  /** Index of the direct position the line comes from. */
  root: Int32Array;
  /** Index into `input.instruments`. */
  instrument: Int32Array;
  /** Index into `LookThroughResult.paths`; 0 (the empty path) only for the held position itself. */
  path: Int32Array;
  /** Number of funds crossed: 0 for the held position itself. */
  depth: Uint8Array;
  /** Index in LOOK_THROUGH_STATUS_CODES (statusOfCode decodes it). */
  status: Uint8Array;
  /** Signed exposure in the reference currency. The sum over lines is the held value. */
  exposureRc: Float64Array;
  /** The same in the line's quotation currency (the position's, else the instrument's). */
  exposureQc: Float64Array;
  notionalRc: Float64Array;
  /** Units held through the look-through (the fund's quantity scaled by the share held). */
  quantity: Float64Array;
  /** Share of the root position's value: the product of the weights along the path. */
  weight: Float64Array;
  /** Bits of MISSING_BIT (missingItemsOf decodes it). */
  missing: Uint8Array;
  /** Bits of LINE_FLAGS. */
  flags: Uint8Array;
}

export interface Tally {
  lineCount: number;
  exposureRc: number;
}

export type LookThroughWarning =
  | {
      kind: 'weights_off';
      fundCode: string;
      valuationDate: string;
      weightSum: number;
      message: string;
    }
  | { kind: 'fx_missing'; currency: string; message: string }
  | { kind: 'invalid_composition'; fundCode: string; valuationDate: string; message: string }
  | { kind: 'investee_fund_unknown'; fundCode: string; investeeFundCode: string; message: string }
  | { kind: 'cycle'; fundCode: string; message: string }
  | { kind: 'invalid_valuation_date'; valuationDate: string; message: string };

export interface LookThroughStatistics {
  lineCount: number;
  /** Sum of the values of the direct positions (reference currency). */
  heldRc: number;
  /** Sum of the line exposures: equals heldRc, value being conserved. */
  exposureRc: number;
  byStatus: Record<LookThroughStatus, Tally>;
  /** Index = depth, 0…levelCap. */
  byDepth: Tally[];
  byMissing: Record<MissingDataItem, Tally>;
  /** Lines missing at least one item. */
  incompleteLineCount: number;
  fxMissingLineCount: number;
  warnings: LookThroughWarning[];
}

export interface LookThroughResult {
  count: number;
  lines: LookThroughLines;
  /** Path dictionary: fund codes from the held fund to the fund holding the line; [0] = []. */
  paths: readonly (readonly string[])[];
  /** The level actually applied, 0…MAX_LOOK_THROUGH_DEPTH. */
  levelCap: number;
  statistics: LookThroughStatistics;
}
