import { LIQUIDITY_BUCKET_ENDS } from '@prisme/domain';
import { isLong, type LiquidityHoldings } from './holdings';
import { soldBy } from './profile';
import type { ResolvedScenario } from './scenario';

/** Days are counted whole: 10.000000000000002 days of rounding noise are 10. */
const EPSILON = 1e-9;
const wholeDays = (days: number) => Math.max(1, Math.ceil(days - EPSILON));
/** Beyond this many trading days an outflow is not met (about forty years). */
const MAX_DAYS = 10_000;

const assessedLong = (h: LiquidityHoldings, r: ResolvedScenario, i: number) =>
  isLong(h.status[i]!) && !Number.isNaN(r.rate[i]!) && h.value[i]! > 0;

/** Σ C_i(t): what selling every assessed holding at capacity raises by day t (§3.6.2). */
export function raisedBy(
  holdings: LiquidityHoldings,
  resolved: ResolvedScenario,
  t: number,
): number {
  let raised = 0;
  for (let i = 0; i < holdings.count; i++)
    if (assessedLong(holdings, resolved, i))
      raised += holdings.value[i]! * soldBy(resolved.rate[i]!, t);
  return raised;
}

/** Redemption coverage ratio RCR(h) = Σ C_i(h) / R at each bucket end (§3.6.2 step 6). */
export function coverageRatios(
  holdings: LiquidityHoldings,
  resolved: ResolvedScenario,
  outflow: number,
): { horizon: number; ratio: number }[] {
  return LIQUIDITY_BUCKET_ENDS.map((horizon) => ({
    horizon,
    ratio: outflow > 0 ? raisedBy(holdings, resolved, horizon) / outflow : 0,
  }));
}

/**
 * Vertical slicing (§3.5, §3.6.2): the outflow's share of every long holding is sold, so
 * the portfolio keeps its shape; it takes as long as the slowest slice. Slices that cannot
 * be sold are reported apart, not counted as raised: those of holdings not assessed, and
 * those of holdings the scenario never sells (capacity 0), whose « never » would otherwise
 * hide how long the rest takes (docs/decisions.md).
 */
export function verticalSlice(
  holdings: LiquidityHoldings,
  resolved: ResolvedScenario,
  longValue: number,
  outflow: number,
) {
  const share = longValue > 0 ? outflow / longValue : 0;
  let slowest = 0;
  let cost = 0;
  let notAssessed = 0;
  let unsellable = 0;
  for (let i = 0; i < holdings.count; i++) {
    const value = holdings.value[i]!;
    if (!isLong(holdings.status[i]!) || value <= 0) continue;
    const rate = resolved.rate[i]!;
    if (Number.isNaN(rate)) notAssessed += share * value;
    else if (rate === 0) unsellable += share * value;
    else {
      slowest = Math.max(slowest, share / rate);
      cost += (share * value * resolved.spread[i]!) / 2;
    }
  }
  const raised = LIQUIDITY_BUCKET_ENDS.map((t) => {
    let sum = 0;
    for (let i = 0; i < holdings.count; i++)
      if (assessedLong(holdings, resolved, i))
        sum += holdings.value[i]! * Math.min(share, t * resolved.rate[i]!);
    return sum;
  });
  return { days: slowest > 0 ? wholeDays(slowest) : 0, raised, cost, notAssessed, unsellable };
}

/**
 * The waterfall (§3.5, §3.6.2): day by day, holdings sold at capacity cheapest first
 * (spread ascending, then the fastest) until the outflow is raised. Every day before the
 * last sells all it can; the last day only what is still needed, in that order. The
 * remaining portfolio's one-day liquidity shows what the remaining investors bear.
 */
export function waterfall(
  holdings: LiquidityHoldings,
  resolved: ResolvedScenario,
  longValue: number,
  outflow: number,
) {
  const before = longValue > 0 ? raisedBy(holdings, resolved, 1) / longValue : 0;
  const days = dayMet(holdings, resolved, outflow);
  const sold = new Float64Array(holdings.count);
  let cost = 0;
  if (days !== null && outflow > 0) {
    const order: number[] = [];
    for (let i = 0; i < holdings.count; i++) {
      if (!assessedLong(holdings, resolved, i)) continue;
      sold[i] = holdings.value[i]! * soldBy(resolved.rate[i]!, days - 1);
      order.push(i);
    }
    let needed = outflow - raisedBy(holdings, resolved, days - 1);
    order.sort(
      (a, b) => resolved.spread[a]! - resolved.spread[b]! || resolved.rate[b]! - resolved.rate[a]!,
    );
    for (const i of order) {
      if (needed <= 0) break;
      const value = holdings.value[i]!;
      const today = Math.min(value * resolved.rate[i]!, value - sold[i]!, needed);
      sold[i]! += today;
      needed -= today;
    }
    for (const i of order) cost += (sold[i]! * resolved.spread[i]!) / 2;
  }
  // The remaining portfolio's day-one capacity: a bond sells its rate of what is left,
  // a share its volume, at most what is left.
  const remainingValue = longValue - (days === null ? 0 : outflow);
  let oneDay = 0;
  if (days !== null)
    for (let i = 0; i < holdings.count; i++) {
      if (!assessedLong(holdings, resolved, i)) continue;
      const value = holdings.value[i]!;
      const left = value - sold[i]!;
      const rate = resolved.rate[i]!;
      oneDay += resolved.onVolume[i] ? Math.min(left, rate * value) : rate * left;
    }
  return {
    days,
    cost,
    remainingValue,
    oneDayShareBefore: before,
    oneDayShareAfter: days !== null && remainingValue > 0 ? oneDay / remainingValue : 0,
  };
}

/** The first trading day by which selling at capacity raises `outflow`; null: never. */
export function dayMet(
  holdings: LiquidityHoldings,
  resolved: ResolvedScenario,
  outflow: number,
): number | null {
  if (outflow <= 0) return 0;
  const enough = (t: number) => raisedBy(holdings, resolved, t) >= outflow * (1 - EPSILON);
  if (!enough(MAX_DAYS)) return null;
  let low = 1;
  let high = MAX_DAYS;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (enough(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * The reverse stress test (§3.6.4): the largest outflow a vertical slice meets within
 * `horizon` days, R* = NAV × min_i (h × L_i / MV_i), capped at NAV, over the holdings that
 * sell (those not assessed, or never sold, are reported apart as in the slice).
 */
export function reverseStress(
  holdings: LiquidityHoldings,
  resolved: ResolvedScenario,
  longValue: number,
  horizon: number,
): number {
  let slowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < holdings.count; i++)
    if (assessedLong(holdings, resolved, i) && resolved.rate[i]! > 0)
      slowest = Math.min(slowest, resolved.rate[i]!);
  if (!Number.isFinite(slowest)) return 0;
  return longValue * Math.min(1, horizon * slowest);
}
