import {
  HQLA_CATEGORIES,
  LIQUIDITY_CLASSES,
  LIQUIDITY_PRICE_SOURCES,
  LIQUIDITY_TERMS,
  LIQUIDITY_REASONS,
  LIQUIDITY_SCOPES,
  LIQUIDITY_STATUSES,
  type LiquidityClass,
  type LiquidityPriceSource,
  type LiquidityScope,
  type LiquidityTerms,
} from '@prisme/domain';
import type { LiquidityClassification } from './classify';

/** The index of « no class » and « no scope » in their columns. */
export const NONE = 255;

/**
 * The securities of a perimeter as the liquidity engine reads them, one column per
 * field: each security once, its look-through lines netted (esg-and-liquidity §3.6.2's
 * positions). A security held through several funds is one holding: its volume is
 * shared by them all, so its participation cap applies to the whole
 * (docs/decisions/liquidity/0213-security-one-holding.md).
 */
export interface LiquidityHoldings {
  count: number;
  code: readonly string[];
  name: readonly (string | null)[];
  /** Net value, reference currency; shorts negative. */
  value: Float64Array;
  /** Index in LIQUIDITY_STATUSES. */
  status: Uint8Array;
  /** Index in LIQUIDITY_REASONS. */
  reason: Uint8Array;
  /** Index in LIQUIDITY_CLASSES, NONE when not classed. */
  liquidityClass: Uint8Array;
  /** Index in LIQUIDITY_SCOPES, NONE when not classed. */
  scope: Uint8Array;
  /** ADV × price / value: the share of the holding one day's volume trades; NaN unknown. */
  volumeShare: Float64Array;
  /**
   * First trading day anything is received (§3.6.4 « nothing before day D »): 1 but for a
   * fund with dealing terms; +∞ when its redemptions are suspended.
   */
  start: Float64Array;
  /** Largest share of the holding redeemed per dealing day (a fund's gate); NaN: none. */
  gate: Float64Array;
  /** Trading days between a fund's dealing days (1 otherwise). */
  period: Float64Array;
  /** Index in LIQUIDITY_TERMS: how a fund's dealing terms were known. */
  terms: Uint8Array;
  /** Index in LIQUIDITY_PRICE_SOURCES: where a share's price came from. */
  priceSource: Uint8Array;
  /** Index in HQLA_CATEGORIES (2015/61), for the informative HQLA summary. */
  hqla: Uint8Array;
}

/** How a holding is redeemed besides its scenario rate (defaults: at once, from day 1). */
export interface HoldingDealing {
  start: number;
  gate: number;
  period: number;
  terms: LiquidityTerms;
}
export const NO_DEALING: HoldingDealing = {
  start: 1,
  gate: Number.NaN,
  period: 1,
  terms: 'none',
};

export const ASSESSED = LIQUIDITY_STATUSES.indexOf('assessed');
export const DERIVATIVE = LIQUIDITY_STATUSES.indexOf('derivative');
export const SHORT = LIQUIDITY_STATUSES.indexOf('short');
export const EQUITY_SCOPE = LIQUIDITY_SCOPES.indexOf('EQUITY');

/** A holding counts in the long value unless it is a derivative or a short. */
export const isLong = (status: number) => status !== DERIVATIVE && status !== SHORT;

/** Empty columns for `count` holdings, to be filled by `setHolding`. */
export function allocateHoldings(count: number): LiquidityHoldings {
  return {
    count,
    code: new Array<string>(count).fill(''),
    name: new Array<string | null>(count).fill(null),
    value: new Float64Array(count),
    status: new Uint8Array(count),
    reason: new Uint8Array(count),
    liquidityClass: new Uint8Array(count).fill(NONE),
    scope: new Uint8Array(count).fill(NONE),
    volumeShare: new Float64Array(count).fill(Number.NaN),
    start: new Float64Array(count).fill(1),
    gate: new Float64Array(count).fill(Number.NaN),
    period: new Float64Array(count).fill(1),
    terms: new Uint8Array(count),
    priceSource: new Uint8Array(count),
    hqla: new Uint8Array(count),
  };
}

const CLASS_INDEX = new Map<LiquidityClass, number>(LIQUIDITY_CLASSES.map((c, i) => [c, i]));
const SCOPE_INDEX = new Map<LiquidityScope, number>(LIQUIDITY_SCOPES.map((s, i) => [s, i]));

/** Writes holding `at`: identity, value, volume share, classification, dealing terms. */
export function setHolding(
  holdings: LiquidityHoldings,
  at: number,
  holding: {
    code: string;
    name: string | null;
    value: number;
    volumeShare: number;
    priceSource?: LiquidityPriceSource;
    dealing?: HoldingDealing;
  },
  classification: LiquidityClassification,
): void {
  const dealing = holding.dealing ?? NO_DEALING;
  holdings.start[at] = dealing.start;
  holdings.gate[at] = dealing.gate;
  holdings.period[at] = dealing.period;
  holdings.terms[at] = LIQUIDITY_TERMS.indexOf(dealing.terms);
  holdings.priceSource[at] = LIQUIDITY_PRICE_SOURCES.indexOf(holding.priceSource ?? 'none');
  holdings.hqla[at] = HQLA_CATEGORIES.indexOf(classification.hqla ?? 'none');
  (holdings.code as string[])[at] = holding.code;
  (holdings.name as (string | null)[])[at] = holding.name;
  holdings.value[at] = holding.value;
  holdings.volumeShare[at] = holding.volumeShare;
  holdings.status[at] = LIQUIDITY_STATUSES.indexOf(classification.status);
  holdings.reason[at] = LIQUIDITY_REASONS.indexOf(classification.reason);
  holdings.liquidityClass[at] = classification.liquidityClass
    ? CLASS_INDEX.get(classification.liquidityClass)!
    : NONE;
  holdings.scope[at] = classification.scope ? SCOPE_INDEX.get(classification.scope)! : NONE;
}
