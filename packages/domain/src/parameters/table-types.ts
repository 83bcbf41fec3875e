import type { FigureSource, RuleSetId, UnverifiedPoint } from '../solvency/rule-set';

/**
 * Shapes of the regulatory tables of the standard formula that the SCR engine takes as
 * data (shared/reference/solvency2-market-risk.md). All values are fractions.
 */

/** A piecewise-linear function by its points (x ascending); flat outside the points. */
export interface PiecewiseLinear {
  readonly x: readonly number[];
  readonly y: readonly number[];
}

/**
 * A spread stress as a function of duration: five buckets with lower edges 0, 5, 10, 15,
 * 20 years; in bucket k the stress is min(a + b·(dur − lower_k), 1). A bucket includes its
 * upper edge ("5 < dur ≤ 10", Art. 176(3)).
 */
export type SpreadCurve = readonly { readonly a: number; readonly b: number }[];

/** One spread curve per credit quality step 0 … 6. */
export type SpreadTable = readonly SpreadCurve[];

/** Art. 166–167: relative shocks s(t) of the 2016 rules. */
export interface InterestRateShocks2016 {
  readonly up: PiecewiseLinear;
  readonly down: PiecewiseLinear;
}

/** EIOPA 2020 opinion / DR 2026/269 (reference §2.3): r(1+s_up)+b_up, r(1−s_down)−b_down. */
export interface InterestRateShocks2019 {
  readonly sUp: PiecewiseLinear;
  readonly bUp: PiecewiseLinear;
  readonly sDown: PiecewiseLinear;
  readonly bDown: PiecewiseLinear;
  /** The down-shocked rate is not taken below this bound (−1.25 %) [S/U]. */
  readonly downFloor: number;
}

/**
 * DR 2026/269, Art. 166(2)/167(2) as amended (note §2.3 [S]): r_up = r·(1+s_up)+b_up,
 * r_down = r·(1−s_down)−b_down, tabulated at every maturity 1–50 years; no 1-point minimum,
 * negative rates shocked. Flat outside the points (under 1 year: the 1-year values).
 */
export interface InterestRateShocks2027 {
  readonly sUp: PiecewiseLinear;
  readonly bUp: PiecewiseLinear;
  readonly sDown: PiecewiseLinear;
  readonly bDown: PiecewiseLinear;
  /** The bound of the down-shocked rate by maturity: −1.25 % to 7 years, −0.893 % from 20. */
  readonly downFloor: PiecewiseLinear;
}

/** A currency's Art. 46(1c) LLFR weights: maturities (the FSP first) and their weights. */
export interface LlfrWeights {
  readonly maturities: readonly number[];
  readonly weights: readonly number[];
}

/**
 * The 2027 extrapolation of the risk-free curve beyond the first smoothing point (Directive
 * Art. 77a, DR Art. 46 as amended; note §2.9 [S]), as the interest-rate shocks above the FSP
 * need it (Art. 166(2a), 167(2a)).
 */
export interface CurveExtrapolation2027 {
  /** Convergence parameter α: 11 % [S], by currency where it differs (SEK 40 % [S]). */
  readonly alpha: number;
  readonly alphaByCurrency: Readonly<Record<string, number>>;
  /**
   * Directive Art. 77a(2) phasing-in of α (EIOPA TD Table 4 [S]): α by year from
   * `years[0]`, the default row and the rows of currencies that differ.
   */
  readonly alphaPhaseIn: {
    readonly years: readonly number[];
    readonly alpha: readonly number[];
    readonly byCurrency: Readonly<Record<string, readonly number[]>>;
  };
  /** UFR level by currency (annual rate), a currency not listed takes `defaultUfr` [U]. */
  readonly ufr: Readonly<Record<string, number>>;
  readonly defaultUfr: number;
  /** The UFR is stressed by ± this much (annual rate) in the up/down scenarios [S]. */
  readonly ufrStress: number;
  /** First smoothing point (years) of the currencies where it is known. */
  readonly firstSmoothingPoint: Readonly<Record<string, number>>;
  /**
   * LLFR weights by currency. A currency with a known FSP and no weights takes 100 % at
   * the FSP (the FSP is then the last DLT maturity, note §2.9).
   */
  readonly llfrWeights: Readonly<Record<string, LlfrWeights>>;
}

/**
 * Counterparty default risk, type 1 exposures on the asset side (DR 2015/35 Art. 189-202 as
 * amended by 2019/981; shared/reference/solvency2-2027-and-counterparty-default.md §5).
 */
export interface CounterpartyDefaultTables {
  /** Art. 189(2)(b): CIC subcategories of cash at bank (Dir. 91/674 Art. 6 item F). */
  readonly cashAtBankCic: readonly string[];
  /** Art. 189(2)(c): deposits with ceding undertakings. */
  readonly cedantDepositCic: readonly string[];
  /** Art. 189(2)(c)-(d), (3): type 1 only while the single names number at most this. */
  readonly maxSingleNames: number;
  /** Art. 199(2): PD by credit quality step 0 … 6. */
  readonly pdByCqs: readonly number[];
  /** Art. 199(3): unrated (re)insurer meeting its MCR, PD by solvency ratio (flat outside). */
  readonly pdInsurerBySolvencyRatio: PiecewiseLinear;
  /** Art. 199(4): (re)insurer not meeting its MCR. */
  readonly pdInsurerBelowMcr: number;
  /** Art. 199(6): unrated third-country insurer, equivalent regime, solvent. */
  readonly pdEquivalentInsurer: number;
  /** Art. 199(7): unrated credit or financial institution compliant with CRD/CRR. */
  readonly pdCreditInstitution: number;
  /** Art. 199(8): the counterparties of Art. 180(2)(a)-(d). */
  readonly pdExempt: number;
  /** Art. 199(9): any other counterparty. */
  readonly pdOther: number;
  /** Art. 192(3): LGD = max(factor·(Derivative + RM_fin) − F′·Collateral; 0). */
  readonly derivativeLgdFactor: number;
  /** Art. 197(7): F′ (derivatives), and its value when the insolvency share ignores the collateral. */
  readonly collateralFactor: number;
  readonly collateralFactorFullShare: number;
  /** Art. 197(2): the risk-adjusted collateral when the third-party requirement fails. */
  readonly thirdPartyFailedFactor: number;
  /** Art. 201: the 1.25 of V_inter, the 1.5 and 2.5 of V_intra. */
  readonly varianceInter: number;
  readonly varianceIntraFactor: number;
  readonly varianceIntraDenominator: number;
  /** Art. 200: σ ≤ lowShare·ΣLGD → lowMultiple·σ; ≤ highShare·ΣLGD → highMultiple·σ; else ΣLGD. */
  readonly lowShare: number;
  readonly lowMultiple: number;
  readonly highShare: number;
  readonly highMultiple: number;
  /** Directive 2009/138 Annex IV: correlation between market and counterparty default risk. */
  readonly marketCorrelation: number;
  /** « Non vérifié » points of the counterparty rules (empty when none). */
  readonly unverified: readonly UnverifiedPoint[];
}

/** A peg of IR 2015/2017: the stress of the pair (either order). */
export interface CurrencyPeg {
  readonly a: string;
  readonly b: string;
  readonly stress: number;
}

export type MarketSubmodule =
  'interestRate' | 'equity' | 'property' | 'spread' | 'concentration' | 'currency';

/** The order of the submodules in the market correlation matrix. */
export const MARKET_SUBMODULES: readonly MarketSubmodule[] = [
  'interestRate',
  'equity',
  'property',
  'spread',
  'concentration',
  'currency',
];

export interface ScrRegulatoryTables {
  /** The rule set these tables belong to (solvency/rule-set.ts). */
  readonly id: RuleSetId;
  /** Version label of the rule set, e.g. 'SII-2016 (DR 2015/35 consolidated 2020/442)'. */
  readonly ruleSet: string;
  /** Version of this table set (bumped whenever a figure changes). */
  readonly version: string;
  /** The first valuation date (ISO) the set applies to. */
  readonly appliesFrom: string;
  /** The last valuation date (ISO) it applies to; null while in force with no successor. */
  readonly appliesUntil: string | null;
  /** The acts the set transcribes, in French. */
  readonly legalBasis: string;
  /**
   * Art. 166-167: 'SII-2016' shocks by `interestRate2016` (or `interestRate2019` under the
   * isEIOPA2019 parameter); 'SII-2027' by `interestRate2027` and `extrapolation`.
   */
  readonly interestRateMethod: 'SII-2016' | 'SII-2027';
  readonly interestRate2016: InterestRateShocks2016;
  readonly interestRate2019: InterestRateShocks2019;
  /** Null outside SII-2027. */
  readonly interestRate2027: InterestRateShocks2027 | null;
  readonly extrapolation: CurveExtrapolation2027 | null;
  /** Art. 172(4), Directive Art. 106: the symmetric adjustment is bounded to ±this. */
  readonly symmetricAdjustmentCorridor: number;
  /** Art. 176(1) as amended by 2026/269: defaulted and forborne loans are out of spread risk. */
  readonly spreadExcludesDefaultedLoans: boolean;
  readonly equity: {
    /** Art. 169(3)-(4) [S]: infrastructure shock = base + saWeight · SA. */
    readonly infrastructure: { readonly base: number; readonly saWeight: number };
    readonly infrastructureCorporate: { readonly base: number; readonly saWeight: number };
    /** Directive Art. 308b(13) [U]: weight of `base` falls linearly over `years` from `startYear`. */
    readonly transitional: {
      readonly base: number;
      readonly startYear: number;
      readonly years: number;
    };
  };
  readonly spread: {
    /** Art. 176(3), rated bonds and loans. */
    readonly bonds: SpreadTable;
    /** Art. 176(4), unrated bonds and loans without eligible collateral. */
    readonly unrated: SpreadCurve;
    /** Art. 180(1), covered bonds of CQS 0 and 1 (index 0, 1). */
    readonly coveredBonds: SpreadTable;
    /** Art. 180(3), non-EEA central governments in their domestic currency. */
    readonly nonEeaGovernments: SpreadTable;
    /** Art. 180(4): solvency ratios mapped to CQS (stress interpolated between them). */
    readonly insurerSolvencyRatio: {
      readonly ratio: readonly number[];
      readonly cqs: readonly number[];
    };
    /** Art. 180(7)-(8): unrated equivalent insurers and CRD/CRR institutions: this ratio. */
    readonly assumedSolvencyRatio: number;
    /** Art. 178 as replaced by DR 2018/1221. */
    readonly securitisation: {
      readonly seniorSts: SpreadTable;
      readonly nonSeniorSts: SpreadTable;
      readonly other: SpreadTable;
      readonly resecuritisation: SpreadTable;
      readonly unrated: number;
    };
  };
  readonly concentration: {
    /** Art. 185, by weighted-average CQS 0 … 6. */
    readonly threshold: readonly number[];
    /** Art. 186(1), by weighted-average CQS 0 … 6. */
    readonly factor: readonly number[];
    /** Art. 182(5): the CQS given to unrated exposures in the average. */
    readonly unratedCqs: number;
    /** Art. 187(1): covered bonds of CQS 0-1. */
    readonly coveredBondThreshold: number;
    /** Art. 187(2): a single immovable property. */
    readonly propertyThreshold: number;
    readonly propertyFactor: number;
    /** Art. 187(4): other central governments in their domestic currency, by CQS. */
    readonly sovereignFactor: readonly number[];
    /** Art. 186(2): unrated insurer meeting its MCR, g by solvency ratio. */
    readonly insurerFactorBySolvencyRatio: PiecewiseLinear;
    /** Art. 186(3): insurer not meeting its MCR. */
    readonly insurerBelowMcrFactor: number;
    /** Art. 186(4)-(5): third-country equivalent insurer, CRD/CRR credit institution. */
    readonly equivalentInstitutionFactor: number;
  };
  readonly currency: {
    /** IR 2015/2017: pegged pairs. */
    readonly pegs: readonly CurrencyPeg[];
  };
  /**
   * Art. 164: market correlation matrix in the order of MARKET_SUBMODULES; 'A' cells take
   * aUp when the up interest scenario binds (point (a) of Art. 165) and aDown otherwise,
   * 'B' cells (interest/spread) bUp and bDown the same way.
   */
  readonly marketCorrelation: readonly (readonly (number | 'A' | 'B')[])[];
  readonly aUp: number;
  readonly aDown: number;
  readonly bUp: number;
  readonly bDown: number;
  /**
   * Art. 180(2)(b), 187(3)-(4): domestic currency of a central government by issuer
   * country. Bonds of a government in another currency are not domestic.
   */
  readonly sovereignDomesticCurrency: Readonly<Record<string, string>>;
  /** CIC subcategories in the counterparty default module (cash at bank, Art. 189(2)). */
  readonly counterpartyDefaultCic: readonly string[];
  /** Art. 189-202: counterparty default risk, type 1 (the « contrepartie » engine). */
  readonly counterpartyDefault: CounterpartyDefaultTables;
  /**
   * Where each figure comes from: article and certainty mark, keyed by the table's path
   * ('interestRate2027.sUp', 'bDown', 'spread.bonds', …) for the rule-set comparison page.
   */
  readonly sources: Readonly<Record<string, FigureSource>>;
  /**
   * What the set takes on trust (« non vérifié »). `affectsResult` is true here (it may
   * matter); the engine decides it for a perimeter (ScrResult.unverified).
   */
  readonly unverified: readonly UnverifiedPoint[];
}
