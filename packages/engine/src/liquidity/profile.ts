import { LIQUIDITY_BUCKET_ENDS } from '@prisme/domain';
import { isLong, type LiquidityHoldings } from './holdings';
import type { ResolvedScenario } from './scenario';
import { soldShare } from './schedule';

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
  const fractions = new Float64Array(holdings.count * WIDTH);
  for (let i = 0; i < holdings.count; i++) {
    if (!side(holdings.status[i]!)) continue;
    const rate = resolved.rate[i]!;
    const row = i * WIDTH;
    if (Number.isNaN(rate)) {
      fractions[row + NOT_ASSESSED] = 1;
      continue;
    }
    let before = 0;
    for (let k = 0; k < LIQUIDITY_BUCKET_ENDS.length; k++) {
      const by = soldShare(holdings, resolved, i, LIQUIDITY_BUCKET_ENDS[k]!);
      fractions[row + k] = by - before;
      before = by;
    }
    fractions[row + BUCKETS - 1] = 1 - before;
  }
  return fractions;
}

/** A group's value, what of it each bucket sells and costs, its « non évalué » part. */
export interface BucketTotals {
  value: number;
  amounts: Float64Array;
  costs: Float64Array;
  notAssessed: number;
  cost: number;
}

/**
 * Sums `members` (a holding and a value each: the holdings themselves, or look-through
 * lines weighing their holding) into groups: amounts per bucket, « non évalué », and the
 * cost of selling, half the spread on each amount sold (§3.6.2 step 5).
 */
export function sumByGroup(
  fractions: Float64Array,
  spread: Float64Array,
  members: { holding: Int32Array; value: Float64Array; group: Int32Array },
  groupCount: number,
  isCounted: (holding: number) => boolean,
): BucketTotals[] {
  const totals = Array.from({ length: groupCount }, () => ({
    value: 0,
    amounts: new Float64Array(BUCKETS),
    costs: new Float64Array(BUCKETS),
    notAssessed: 0,
    cost: 0,
  }));
  for (let m = 0; m < members.holding.length; m++) {
    const h = members.holding[m]!;
    const group = members.group[m]!;
    if (group < 0 || !isCounted(h)) continue;
    const value = members.value[m]!;
    const total = totals[group]!;
    const row = h * WIDTH;
    total.value += value;
    total.notAssessed += value * fractions[row + NOT_ASSESSED]!;
    const halfSpread = spread[h]! / 2;
    for (let k = 0; k < BUCKETS; k++) {
      const amount = value * fractions[row + k]!;
      total.amounts[k]! += amount;
      total.costs[k]! += amount * halfSpread;
      total.cost += amount * halfSpread;
    }
  }
  return totals;
}
