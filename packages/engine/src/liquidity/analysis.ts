import {
  LIQUIDITY_BUCKET_ENDS,
  LIQUIDITY_CLASS_LABELS,
  LIQUIDITY_CLASSES,
  LIQUIDITY_SCOPE_LABELS,
  LIQUIDITY_SCOPES,
  LIQUIDITY_TERMS,
  type LiquidityScenario,
} from '@prisme/domain';
import { isLong, NONE, SHORT, type LiquidityHoldings } from './holdings';
import {
  BUCKETS,
  profilePass,
  sideOf,
  sumByClassAndScope,
  sumByGroup,
  type BucketTotals,
} from './profile';
import { coverageRatios, verticalSlice, waterfall } from './redemption';
import { resolveScenario, type ResolvedScenario } from './scenario';
import { daysToReceive, sells } from './schedule';

/** Horizons of the reverse stress test: every end of the profile's buckets (1 to 365 days). */
export const REVERSE_STRESS_HORIZONS = LIQUIDITY_BUCKET_ENDS;
/** An outflow the engine refuses: negative, or above what the portfolio holds long. */
export const OUTFLOW_ABOVE_LONG_VALUE =
  'La sortie doit être positive et ne peut pas dépasser la valeur longue du portefeuille.';
/** Least liquid holdings kept per scenario: the rest are in the lines. */
const LEAST_LIQUID_KEPT = 20;

/** Look-through lines grouped by portfolio: each weighs its holding by its own value. */
export interface LiquidityLineGroups {
  holding: Int32Array;
  value: Float64Array;
  group: Int32Array;
  /** Of `value`, what is held through funds whose lines are known (HQLA, Art. 15). */
  throughValue: Float64Array;
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
  return analyseScenarioWithRaised(holdings, scenario, lines).analysis;
}

/**
 * analyseScenario, and what selling at capacity raises by each bucket end (raisedBy at
 * LIQUIDITY_BUCKET_ENDS), which the derivatives block sets against the margin calls.
 * The holdings are read in a few fused passes (profilePass, sumByClassAndScope).
 */
export function analyseScenarioWithRaised(
  holdings: LiquidityHoldings,
  scenario: LiquidityScenario,
  lines?: LiquidityLineGroups,
) {
  const resolved = resolveScenario(holdings, scenario);
  const counted = sideOf(holdings, isLong);
  const { fractions, raised, slowest } = profilePass(holdings, resolved, counted);
  const longValue = longValueOf(holdings);
  const { whole, byClass, byScope } = sumByClassAndScope(
    holdings,
    fractions,
    resolved.spread,
    counted,
    LIQUIDITY_CLASSES.length,
    LIQUIDITY_SCOPES.length,
  );
  const unclassed = { key: '', label: 'Non classé' };
  let noRuleValue = 0;
  let unsellableValue = 0;
  for (let i = 0; i < holdings.count; i++) {
    if (!counted[i]) continue;
    const rate = resolved.rate[i]!;
    if (holdings.liquidityClass[i] !== NONE && Number.isNaN(rate))
      noRuleValue += holdings.value[i]!;
    if (!Number.isNaN(rate) && !sells(holdings, resolved, i) && holdings.value[i]! > 0)
      unsellableValue += holdings.value[i]!;
  }
  let cumulative = 0;
  const buckets = Array.from({ length: BUCKETS }, (_, k) => {
    const amount = whole.amounts[k]!;
    cumulative += amount;
    return {
      amount,
      share: ratio(amount, longValue),
      cumulativeAmount: cumulative,
      cumulativeShare: ratio(cumulative, longValue),
      // Half the spread on what the bucket sells (§3.6.2 step 5).
      cost: whole.costs[k]!,
    };
  });
  const analysis = {
    resolved,
    longValue,
    buckets,
    notAssessed: {
      value: whole.notAssessed,
      share: ratio(whole.notAssessed, longValue),
      noRuleValue,
      noRuleClasses: resolved.noRuleClasses,
    },
    cost: { value: whole.cost, share: ratio(whole.cost, longValue) },
    /** Holdings never sold (capacity 0, suspended): beyond 365 days, out of the slices. */
    unsellable: { value: unsellableValue, share: ratio(unsellableValue, longValue) },
    // R*(h) of reverseStress, from the pass's smallest share received by each horizon.
    reverseStress: REVERSE_STRESS_HORIZONS.map((horizon, k) => {
      const amount = Number.isFinite(slowest[k]!) ? longValue * Math.min(1, slowest[k]!) : 0;
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
    leastLiquid: leastLiquid(holdings, resolved),
    shortBook: shortBook(holdings, resolved),
  };
  return { analysis, raised };
}

/**
 * The holdings slowest to sell, by their own rule: days to sell all (never first), then
 * value. Days, not the daily rate: two rates may take the same days, and a fund's dealing
 * terms delay it whatever its rate.
 */
/** Infinity − Infinity is NaN: two « never » are equal. */
const compareDays = (a: number, b: number) => (a === b ? 0 : a - b);

export function leastLiquid(holdings: LiquidityHoldings, resolved: ResolvedScenario) {
  const rate = resolved.rate;
  const never = Number.POSITIVE_INFINITY;
  // The first LEAST_LIQUID_KEPT of a stable sort, kept as the holdings are read: a
  // holding goes before the first kept one it sorts strictly ahead of.
  const rows: { i: number; days: number | null }[] = [];
  const ahead = (a: { i: number; days: number | null }, b: { i: number; days: number | null }) =>
    (compareDays(b.days ?? never, a.days ?? never) || holdings.value[b.i]! - holdings.value[a.i]!) <
    0;
  for (let i = 0; i < holdings.count; i++) {
    if (!isLong(holdings.status[i]!) || !(holdings.value[i]! > 0) || Number.isNaN(rate[i]!))
      continue;
    const row = { i, days: daysToReceive(holdings, resolved, i, 1) };
    let at = rows.length;
    while (at > 0 && ahead(row, rows[at - 1]!)) at -= 1;
    if (at >= LEAST_LIQUID_KEPT) continue;
    rows.splice(at, 0, row);
    if (rows.length > LEAST_LIQUID_KEPT) rows.pop();
  }
  return rows.slice(0, LEAST_LIQUID_KEPT).map(({ i, days }) => ({
    code: holdings.code[i]!,
    name: holdings.name[i] ?? null,
    liquidityClass: LIQUIDITY_CLASSES[holdings.liquidityClass[i]!]!,
    scope: LIQUIDITY_SCOPES[holdings.scope[i]!]!,
    value: holdings.value[i]!,
    dailyCapacity: holdings.value[i]! * rate[i]!,
    days,
    /** First trading day anything is received (a fund's dealing terms), null: never. */
    firstDay: Number.isFinite(holdings.start[i]!) ? holdings.start[i]! : null,
    terms: LIQUIDITY_TERMS[holdings.terms[i]!]!,
  }));
}

/**
 * The short book (§3.6.4, Riskdata practice): net short holdings bought back on the same
 * rules as the long ones — the class's rate or the share's volume — reported apart:
 * the buy-back profile over the seven buckets, « non évalué », and its cost (half the
 * spread on what is bought back).
 */
export function shortBook(holdings: LiquidityHoldings, resolved: ResolvedScenario) {
  const isShort = sideOf(holdings, (status) => status === SHORT);
  const { fractions } = profilePass(holdings, resolved, isShort);
  const all = new Int32Array(holdings.count);
  const size = new Float64Array(holdings.count);
  let count = 0;
  for (let i = 0; i < holdings.count; i++) {
    all[i] = i;
    size[i] = -holdings.value[i]!;
    count += isShort[i]!;
  }
  const [book] = sumByGroup(
    fractions,
    resolved.spread,
    { holding: all, value: size, group: new Int32Array(holdings.count) },
    1,
    isShort,
  );
  let cumulative = 0;
  return {
    count,
    value: book!.value,
    buckets: Array.from(book!.amounts, (amount, k) => {
      cumulative += amount;
      return {
        amount,
        share: ratio(amount, book!.value),
        cumulativeShare: ratio(cumulative, book!.value),
        cost: book!.costs[k]!,
      };
    }),
    notAssessed: { value: book!.notAssessed, share: ratio(book!.notAssessed, book!.value) },
    cost: { value: book!.cost, share: ratio(book!.cost, book!.value) },
  };
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
  // The route checks it too; the engine refuses it whoever calls (issue 39).
  if (!Number.isFinite(outflow) || outflow < 0 || outflow > longValue * (1 + 1e-12))
    throw new RangeError(OUTFLOW_ABOVE_LONG_VALUE);
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
