import {
  LIQUIDITY_CLASS_LABELS,
  LIQUIDITY_CLASSES,
  LIQUIDITY_SCOPE_LABELS,
  LIQUIDITY_SCOPES,
  type LiquidityScenario,
} from '@prisme/domain';
import { isLong, NONE, type LiquidityHoldings } from './holdings';
import { BUCKETS, bucketFractions, sumByGroup, type BucketTotals } from './profile';
import { coverageRatios, reverseStress, verticalSlice, waterfall } from './redemption';
import { resolveScenario } from './scenario';

/** Horizons of the reverse stress test, trading days. */
export const REVERSE_STRESS_HORIZONS = [1, 7, 30] as const;
/** Least liquid holdings kept per scenario: the rest are in the lines. */
const LEAST_LIQUID_KEPT = 20;

/** Look-through lines grouped by portfolio: each weighs its holding by its own value. */
export interface LiquidityLineGroups {
  holding: Int32Array;
  value: Float64Array;
  group: Int32Array;
  labels: readonly { key: string; label: string }[];
}

export interface LiquidityGroupOutcome {
  key: string;
  label: string;
  value: number;
  shares: number[];
  notAssessedShare: number;
  cost: number;
}

const ratio = (part: number, whole: number) => (whole !== 0 ? part / whole : 0);

function groupOutcomes(
  totals: BucketTotals[],
  labels: readonly { key: string; label: string }[],
): LiquidityGroupOutcome[] {
  return totals
    .map((t, g) => ({
      ...labels[g]!,
      value: t.value,
      shares: Array.from(t.amounts, (a) => ratio(a, t.value)),
      notAssessedShare: ratio(t.notAssessed, t.value),
      cost: t.cost,
    }))
    .filter((g) => g.value !== 0)
    .sort((a, b) => b.value - a.value);
}

/** The long value: every holding but derivatives and shorts (the shares' denominator). */
export function longValueOf(holdings: LiquidityHoldings): number {
  let total = 0;
  for (let i = 0; i < holdings.count; i++)
    if (isLong(holdings.status[i]!)) total += holdings.value[i]!;
  return total;
}

/**
 * One scenario's analysis (esg-and-liquidity §3.6.2 step 7): the profile over the seven
 * buckets and « non évalué », the cost of a full liquidation, the reverse stress test,
 * breakdowns by class, scope and portfolio, and the least liquid holdings.
 */
export function analyseScenario(
  holdings: LiquidityHoldings,
  scenario: LiquidityScenario,
  lines?: LiquidityLineGroups,
) {
  const resolved = resolveScenario(holdings, scenario);
  const fractions = bucketFractions(holdings, resolved);
  const longValue = longValueOf(holdings);
  const counted = (h: number) => isLong(holdings.status[h]!);
  const all = new Int32Array(holdings.count);
  for (let i = 0; i < holdings.count; i++) all[i] = i;
  // Group 0 gathers the unclassed; class or scope k is group k + 1.
  const byHolding = (codes: Uint8Array) => {
    const group = new Int32Array(holdings.count);
    for (let i = 0; i < holdings.count; i++) group[i] = codes[i] === NONE ? 0 : codes[i]! + 1;
    return { holding: all, value: holdings.value, group };
  };
  const [whole] = sumByGroup(
    fractions,
    resolved.spread,
    { holding: all, value: holdings.value, group: new Int32Array(holdings.count) },
    1,
    counted,
  );
  const unclassed = { key: '', label: 'Non classé' };
  const byClass = sumByGroup(
    fractions,
    resolved.spread,
    byHolding(holdings.liquidityClass),
    LIQUIDITY_CLASSES.length + 1,
    counted,
  );
  const byScope = sumByGroup(
    fractions,
    resolved.spread,
    byHolding(holdings.scope),
    LIQUIDITY_SCOPES.length + 1,
    counted,
  );
  let noRuleValue = 0;
  let unsellableValue = 0;
  for (let i = 0; i < holdings.count; i++) {
    if (!counted(i)) continue;
    const rate = resolved.rate[i]!;
    if (holdings.liquidityClass[i] !== NONE && Number.isNaN(rate))
      noRuleValue += holdings.value[i]!;
    if (rate === 0 && holdings.value[i]! > 0) unsellableValue += holdings.value[i]!;
  }
  let cumulative = 0;
  const buckets = Array.from({ length: BUCKETS }, (_, k) => {
    const amount = whole!.amounts[k]!;
    cumulative += amount;
    return {
      amount,
      share: ratio(amount, longValue),
      cumulativeAmount: cumulative,
      cumulativeShare: ratio(cumulative, longValue),
      // Half the spread on what the bucket sells (§3.6.2 step 5).
      cost: whole!.costs[k]!,
    };
  });
  return {
    resolved,
    longValue,
    buckets,
    notAssessed: {
      value: whole!.notAssessed,
      share: ratio(whole!.notAssessed, longValue),
      noRuleValue,
      noRuleClasses: resolved.noRuleClasses,
    },
    cost: { value: whole!.cost, share: ratio(whole!.cost, longValue) },
    /** Holdings the scenario never sells (capacity 0): beyond 365 days, out of the slices. */
    unsellable: { value: unsellableValue, share: ratio(unsellableValue, longValue) },
    reverseStress: REVERSE_STRESS_HORIZONS.map((horizon) => {
      const amount = reverseStress(holdings, resolved, longValue, horizon);
      return { horizon, amount, share: ratio(amount, longValue) };
    }),
    byClass: groupOutcomes(byClass, [
      unclassed,
      ...LIQUIDITY_CLASSES.map((c) => ({ key: c, label: LIQUIDITY_CLASS_LABELS[c] })),
    ]),
    byScope: groupOutcomes(byScope, [
      unclassed,
      ...LIQUIDITY_SCOPES.map((s) => ({ key: s, label: LIQUIDITY_SCOPE_LABELS[s] })),
    ]),
    byPortfolio: lines
      ? groupOutcomes(
          sumByGroup(fractions, resolved.spread, lines, lines.labels.length, counted),
          lines.labels,
        )
      : [],
    leastLiquid: leastLiquid(holdings, resolved.rate),
  };
}

/** The holdings slowest to sell (days to sell all, then value), capacity 0 first. */
function leastLiquid(holdings: LiquidityHoldings, rate: Float64Array) {
  const order: number[] = [];
  for (let i = 0; i < holdings.count; i++)
    if (isLong(holdings.status[i]!) && holdings.value[i]! > 0 && !Number.isNaN(rate[i]!))
      order.push(i);
  order.sort((a, b) => rate[a]! - rate[b]! || holdings.value[b]! - holdings.value[a]!);
  return order.slice(0, LEAST_LIQUID_KEPT).map((i) => ({
    code: holdings.code[i]!,
    name: holdings.name[i] ?? null,
    liquidityClass: LIQUIDITY_CLASSES[holdings.liquidityClass[i]!]!,
    scope: LIQUIDITY_SCOPES[holdings.scope[i]!]!,
    value: holdings.value[i]!,
    dailyCapacity: holdings.value[i]! * rate[i]!,
    days: rate[i]! > 0 ? Math.ceil(1 / rate[i]! - 1e-9) : null,
  }));
}

export type LiquidityScenarioOutcome = ReturnType<typeof analyseScenario>;

/**
 * The answer to an outflow under each scenario (§3.5, §3.6.2 step 6): vertical slice,
 * waterfall and coverage ratios, side by side.
 */
export function redemptionAnalysis(
  holdings: LiquidityHoldings,
  scenarios: readonly LiquidityScenario[],
  outflow: number,
) {
  const longValue = longValueOf(holdings);
  return scenarios.map((scenario) => {
    const resolved = resolveScenario(holdings, scenario);
    return {
      code: scenario.code,
      name: scenario.name,
      slicing: verticalSlice(holdings, resolved, longValue, outflow),
      waterfall: waterfall(holdings, resolved, longValue, outflow),
      coverage: coverageRatios(holdings, resolved, outflow),
    };
  });
}
