import type { RuleSetId } from '../solvency/rule-set';

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
  readonly interestRate2016: InterestRateShocks2016;
  readonly interestRate2019: InterestRateShocks2019;
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
   * aUp when the up interest scenario binds (point (a) of Art. 165) and aDown otherwise.
   */
  readonly marketCorrelation: readonly (readonly (number | 'A')[])[];
  readonly aUp: number;
  readonly aDown: number;
  /**
   * Art. 180(2)(b), 187(3)-(4): domestic currency of a central government by issuer
   * country. Bonds of a government in another currency are not domestic.
   */
  readonly sovereignDomesticCurrency: Readonly<Record<string, string>>;
  /** CIC subcategories in the counterparty default module (cash at bank, Art. 189(2)). */
  readonly counterpartyDefaultCic: readonly string[];
}
