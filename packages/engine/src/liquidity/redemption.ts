import { LIQUIDITY_BUCKET_ENDS } from '@prisme/domain';
import { isLong, type LiquidityHoldings } from './holdings';
import { BUCKETS } from './profile';
import type { ResolvedScenario } from './scenario';
import { daysToReceive, EPSILON, sells, shareAtRate, soldShare } from './schedule';

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
      raised += holdings.value[i]! * soldShare(holdings, resolved, i, t);
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
 * those of holdings the scenario never sells (capacity 0, suspended), whose « never »
 * would otherwise hide how long the rest takes
 * (docs/decisions/liquidity/0214-trading-days-and-vertical-slice.md). When no slice can be sold at
 * all, the days are null: « jamais » (§3.5, §3.6.2 step 6), not 0.
 */
export function verticalSlice(
  holdings: LiquidityHoldings,
  resolved: ResolvedScenario,
  longValue: number,
  outflow: number,
) {
  const share = longValue > 0 ? outflow / longValue : 0;
  let slowest: number | null = null;
  let cost = 0;
  let notAssessed = 0;
  let unsellable = 0;
  for (let i = 0; i < holdings.count; i++) {
    const value = holdings.value[i]!;
    if (!isLong(holdings.status[i]!) || value <= 0) continue;
    if (Number.isNaN(resolved.rate[i]!)) notAssessed += share * value;
    else if (!sells(holdings, resolved, i)) unsellable += share * value;
    else {
      slowest = Math.max(slowest ?? 0, daysToReceive(holdings, resolved, i, share)!);
      cost += (share * value * resolved.spread[i]!) / 2;
    }
  }
  const raised = LIQUIDITY_BUCKET_ENDS.map((t) => {
    let sum = 0;
    for (let i = 0; i < holdings.count; i++)
      if (assessedLong(holdings, resolved, i))
        sum += holdings.value[i]! * Math.min(share, soldShare(holdings, resolved, i, t));
    return sum;
  });
  const days = outflow > 0 ? slowest : 0;
  return { days, raised, cost, notAssessed, unsellable };
}

/**
 * The waterfall (§3.5, §3.6.2): day by day, holdings sold at capacity cheapest first
 * (spread ascending, then the fastest) until the outflow is raised. Every day before the
 * last sells all it can; the last day only what is still needed, in that order. When the
 * outflow cannot be met, everything that can ever be sold is sold and costed, and the
 * shortfall is reported (issue 39). The remaining portfolio's profile — its one-day
 * share first — shows what the remaining investors bear.
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
  if (outflow > 0) {
    const order: number[] = [];
    const by = days ?? MAX_DAYS + 1;
    for (let i = 0; i < holdings.count; i++) {
      if (!assessedLong(holdings, resolved, i)) continue;
      sold[i] = holdings.value[i]! * soldShare(holdings, resolved, i, by - 1);
      order.push(i);
    }
    if (days !== null) {
      let needed = outflow - raisedBy(holdings, resolved, days - 1);
      order.sort(
        (a, b) =>
          resolved.spread[a]! - resolved.spread[b]! || resolved.rate[b]! - resolved.rate[a]!,
      );
      for (const i of order) {
        if (needed <= 0) break;
        const value = holdings.value[i]!;
        const capacity = value * soldShare(holdings, resolved, i, days) - sold[i]!;
        const today = Math.min(capacity, needed);
        sold[i]! += today;
        needed -= today;
      }
    }
  }
  let cost = 0;
  let raised = 0;
  for (let i = 0; i < holdings.count; i++) {
    cost += (sold[i]! * resolved.spread[i]!) / 2;
    raised += sold[i]!;
  }
  const remainingValue = longValue - (days !== null ? outflow : raised);
  const remaining = remainingProfile(holdings, resolved, sold, remainingValue);
  return {
    days,
    cost,
    /** What the waterfall sold: the outflow, or all it could when it cannot be met. */
    raised: days !== null ? outflow : raised,
    /** What is still owed when the outflow cannot be met (0 otherwise). */
    shortfall: days !== null ? 0 : Math.max(0, outflow - raised),
    remainingValue,
    oneDayShareBefore: before,
    oneDayShareAfter: remaining.shares[0]!,
    remainingProfile: remaining,
  };
}

/**
 * The remaining portfolio profiled afresh on the scenario's rules: a bond or fund sells
 * its rate of what is left (after its dealing terms), a share its volume, at most what is
 * left; what is not assessed stays so, what never sells is beyond 365 days.
 */
function remainingProfile(
  holdings: LiquidityHoldings,
  resolved: ResolvedScenario,
  sold: Float64Array,
  remainingValue: number,
) {
  const amounts = new Float64Array(BUCKETS);
  let notAssessed = 0;
  for (let i = 0; i < holdings.count; i++) {
    if (!isLong(holdings.status[i]!) || holdings.value[i]! <= 0) continue;
    const value = holdings.value[i]!;
    const left = value - sold[i]!;
    if (left <= value * EPSILON) continue;
    const rate = resolved.rate[i]!;
    if (Number.isNaN(rate)) {
      notAssessed += left;
      continue;
    }
    const leftRate = resolved.onVolume[i] ? Math.min(1, (rate * value) / left) : rate;
    let before = 0;
    for (let k = 0; k < LIQUIDITY_BUCKET_ENDS.length; k++) {
      const by = shareAtRate(holdings, i, leftRate, LIQUIDITY_BUCKET_ENDS[k]!);
      amounts[k]! += left * (by - before);
      before = by;
    }
    amounts[BUCKETS - 1]! += left * (1 - before);
  }
  const of = (amount: number) => (remainingValue > 0 ? amount / remainingValue : 0);
  return { shares: Array.from(amounts, of), notAssessedShare: of(notAssessed) };
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
 * `horizon` days, R* = NAV × min_i (C_i(h) / MV_i) — h × L_i / MV_i without dealing
 * terms — capped at NAV, over the holdings that sell (those not assessed, or never sold,
 * are reported apart as in the slice). A fund paid after h makes R*(h) 0.
 */
export function reverseStress(
  holdings: LiquidityHoldings,
  resolved: ResolvedScenario,
  longValue: number,
  horizon: number,
): number {
  let slowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < holdings.count; i++)
    if (assessedLong(holdings, resolved, i) && sells(holdings, resolved, i))
      slowest = Math.min(slowest, soldShare(holdings, resolved, i, horizon));
  if (!Number.isFinite(slowest)) return 0;
  return longValue * Math.min(1, slowest);
}
