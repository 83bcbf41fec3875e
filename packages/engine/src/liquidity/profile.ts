import { LIQUIDITY_BUCKET_ENDS } from '@prisme/domain';
import { isLong, NONE, type LiquidityHoldings } from './holdings';
import type { ResolvedScenario } from './scenario';
import { sells, soldShare } from './schedule';

/** Seven buckets (§3.2) then « non évalué »: the columns of a holding's fractions. */
export const BUCKETS = LIQUIDITY_BUCKET_ENDS.length + 1;
export const NOT_ASSESSED = BUCKETS;
const WIDTH = BUCKETS + 1;

/**
 * Each long holding's value split over the buckets (esg-and-liquidity §3.6.2 step 4):
 * row i holds the fractions of its value sold within each of the seven buckets, then
 * the fraction left « non évalué » (all of it, or nothing). Rows of derivatives and
 * shorts are zero: they are not in the profile — unless `side` asks for the shorts,
 * whose buy-back profile is reported apart (§3.6.4).
 */
export function bucketFractions(
  holdings: LiquidityHoldings,
  resolved: ResolvedScenario,
  side: (status: number) => boolean = isLong,
): Float64Array {
  return profilePass(holdings, resolved, sideOf(holdings, side)).fractions;
}

/** 1 for the holdings of `side` (by their status), 0 for the others. */
export function sideOf(holdings: LiquidityHoldings, side: (status: number) => boolean) {
  const counted = new Uint8Array(holdings.count);
  for (let i = 0; i < holdings.count; i++) counted[i] = side(holdings.status[i]!) ? 1 : 0;
  return counted;
}

/**
 * One pass over the holdings of a side under a scenario: their bucket fractions, and at
 * each bucket end t what the assessed ones of positive value raise by t, Σ V_i × C_i(t)
 * / V_i (raisedBy), and the smallest share any of them that sells has received
 * (reverseStress's min): each soldShare computed once, not once per use.
 */
export function profilePass(
  holdings: LiquidityHoldings,
  resolved: ResolvedScenario,
  counted: Uint8Array,
) {
  const ends = LIQUIDITY_BUCKET_ENDS.length;
  const fractions = new Float64Array(holdings.count * WIDTH);
  const raised = new Float64Array(ends);
  const slowest = new Float64Array(ends).fill(Number.POSITIVE_INFINITY);
  for (let i = 0; i < holdings.count; i++) {
    if (!counted[i]) continue;
    const rate = resolved.rate[i]!;
    const row = i * WIDTH;
    if (Number.isNaN(rate)) {
      fractions[row + NOT_ASSESSED] = 1;
      continue;
    }
    const value = holdings.value[i]!;
    const positive = value > 0;
    const selling = positive && sells(holdings, resolved, i);
    let before = 0;
    for (let k = 0; k < ends; k++) {
      const by = soldShare(holdings, resolved, i, LIQUIDITY_BUCKET_ENDS[k]!);
      fractions[row + k] = by - before;
      before = by;
      if (positive) raised[k]! += value * by;
      if (selling && by < slowest[k]!) slowest[k] = by;
    }
    fractions[row + BUCKETS - 1] = 1 - before;
  }
  return { fractions, raised, slowest };
}

/** A group's value, what of it each bucket sells and costs, its « non évalué » part. */
export interface BucketTotals {
  value: number;
  amounts: Float64Array;
  costs: Float64Array;
  notAssessed: number;
  cost: number;
}

const emptyTotals = (count: number): BucketTotals[] =>
  Array.from({ length: count }, () => ({
    value: 0,
    amounts: new Float64Array(BUCKETS),
    costs: new Float64Array(BUCKETS),
    notAssessed: 0,
    cost: 0,
  }));

/** Adds `value` of a holding whose fractions start at `row` to a group's totals. */
function addTo(
  total: BucketTotals,
  value: number,
  fractions: Float64Array,
  row: number,
  halfSpread: number,
): void {
  total.value += value;
  total.notAssessed += value * fractions[row + NOT_ASSESSED]!;
  for (let k = 0; k < BUCKETS; k++) {
    const amount = value * fractions[row + k]!;
    total.amounts[k]! += amount;
    total.costs[k]! += amount * halfSpread;
    total.cost += amount * halfSpread;
  }
}

/**
 * Sums `members` (a holding and a value each: the holdings themselves, or look-through
 * lines weighing their holding) into groups: amounts per bucket, « non évalué », and the
 * cost of selling, half the spread on each amount sold (§3.6.2 step 5). `counted` says
 * which holdings count (1) and which not (0).
 */
export function sumByGroup(
  fractions: Float64Array,
  spread: Float64Array,
  members: { holding: Int32Array; value: Float64Array; group: Int32Array },
  groupCount: number,
  counted: Uint8Array,
): BucketTotals[] {
  const totals = emptyTotals(groupCount);
  for (let m = 0; m < members.holding.length; m++) {
    const h = members.holding[m]!;
    const group = members.group[m]!;
    if (group < 0 || !counted[h]) continue;
    addTo(totals[group]!, members.value[m]!, fractions, h * WIDTH, spread[h]! / 2);
  }
  return totals;
}

/**
 * The holdings summed whole, by class and by scope in one pass (as three sumByGroup
 * would, each group in the same order): group 0 of a breakdown gathers the unclassed,
 * class or scope k is group k + 1.
 */
export function sumByClassAndScope(
  holdings: LiquidityHoldings,
  fractions: Float64Array,
  spread: Float64Array,
  counted: Uint8Array,
  classCount: number,
  scopeCount: number,
) {
  const [whole] = emptyTotals(1);
  const byClass = emptyTotals(classCount + 1);
  const byScope = emptyTotals(scopeCount + 1);
  for (let h = 0; h < holdings.count; h++) {
    if (!counted[h]) continue;
    const value = holdings.value[h]!;
    const row = h * WIDTH;
    const halfSpread = spread[h]! / 2;
    const c = holdings.liquidityClass[h]!;
    const s = holdings.scope[h]!;
    addTo(whole!, value, fractions, row, halfSpread);
    addTo(byClass[c === NONE ? 0 : c + 1]!, value, fractions, row, halfSpread);
    addTo(byScope[s === NONE ? 0 : s + 1]!, value, fractions, row, halfSpread);
  }
  return { whole: whole!, byClass, byScope };
}
