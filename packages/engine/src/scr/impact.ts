import {
  IMPACT_MATURITY_BUCKETS,
  MARKET_SUBMODULE_LABELS,
  MARKET_SUBMODULES,
  type ImpactDriverRow,
  type ImpactLine,
  type ImpactResult,
  type ScrParameters,
  type ScrRegulatoryTables,
} from '@prisme/domain';
import { chooseDurations } from './classify';
import { rowsOf } from './columns';
import type { ScrResult } from './compute';
import { impactCurves } from './impact-curves';
import { IR_REASONS } from './reasons';
import { LINE_FLAG, type ScrColumns, type YieldCurve } from './types';

/**
 * « Impact 2027 » (issue 37 §3): the market SCR of one look-through under SII-2016 (`from`)
 * and SII-2027 (`to`) side by side, and where the difference comes from. Each breakdown
 * (currency, duration bucket, portfolio) sums the lines' Euler contributions
 * (ScrResult.lines.contribution, which add up to each set's market SCR), so the rows of
 * one breakdown add up to the market SCR's difference. Pure.
 */
export type ImpactFigures = Omit<
  ImpactResult,
  'perimeterID' | 'rolename' | 'valuationDate' | 'computationDate' | 'mainRuleSet'
>;

export interface ImpactInput {
  /** The columns both results were computed on (the same look-through). */
  lines: ScrColumns;
  parameters: ScrParameters;
  yieldCurves: Readonly<Record<string, YieldCurve>>;
  tables: { from: ScrRegulatoryTables; to: ScrRegulatoryTables };
  valuationDate?: string;
  /** The name of a line's security, when known. */
  labelOf?: (line: number) => string | null;
  /** How many lines `topLines` lists (50). */
  topLines?: number;
}

const compared = (from: number, to: number) => ({ from, to, difference: to - from });

/** Art. 164: B is the interest/spread cell; under SII-2016 it is A (one A for all three). */
const correlationOf = (r: ScrResult) => ({
  a: r.correlationA,
  b: r.correlationB,
});

/**
 * The duration the interest-rate submodule used for each line (years, NaN when none): the
 * modified duration chosen by modifiedDurationPriority, the maturity of a zero-coupon
 * line, the default sensitivities of loans and cash (interest-rate.ts).
 */
export function interestRateDurations(
  cols: ScrColumns,
  interestRateClass: Uint8Array,
  parameters: ScrParameters,
): Float64Array {
  const { duration } = chooseDurations(cols, parameters);
  const { row } = rowsOf(cols);
  const p = parameters.interestRate;
  const byClass: Record<string, (i: number) => number> = {
    duration: (i) => duration[row[i]!]!,
    zeroCoupon: (i) => cols.maturity[row[i]!]!,
    loanDefault: () => p.loanDefaultSensi,
    cashDefault: () => p.cashDefaultSensi,
    cashOnDemand: () => p.cashDefaultSensi,
  };
  const of = IR_REASONS.map((reason) => byClass[reason.key] ?? (() => NaN));
  const out = new Float64Array(cols.length);
  for (let i = 0; i < cols.length; i++) out[i] = of[interestRateClass[i]!]!(i);
  return out;
}

/** The bucket of IMPACT_MATURITY_BUCKETS a duration falls in (upper edge included). */
export function maturityBucketOf(duration: number): number {
  if (!(duration === duration)) return IMPACT_MATURITY_BUCKETS.length - 1;
  const k = IMPACT_MATURITY_BUCKETS.findIndex((b) => duration <= b.upTo);
  return k < 0 ? IMPACT_MATURITY_BUCKETS.length - 2 : k;
}

/**
 * Sums both sets' contributions by a group index of each line, in [-1, groups) (-1: the
 * `none` row); typed arrays, no object per line. Groups without a line are left out.
 */
function byGroup(
  n: number,
  groups: number,
  groupOf: (i: number) => number,
  from: Float64Array,
  to: Float64Array,
  rowOf: (group: number) => { key: string; label: string },
): ImpactDriverRow[] {
  const sumFrom = new Float64Array(groups + 1);
  const sumTo = new Float64Array(groups + 1);
  const lines = new Uint32Array(groups + 1);
  for (let i = 0; i < n; i++) {
    const g = groupOf(i) + 1;
    sumFrom[g]! += from[i]!;
    sumTo[g]! += to[i]!;
    lines[g]!++;
  }
  const rows: ImpactDriverRow[] = [];
  for (let g = 0; g <= groups; g++)
    if (lines[g]! > 0) rows.push({ ...rowOf(g - 1), ...compared(sumFrom[g]!, sumTo[g]!) });
  return rows;
}

const byMove = (a: { difference: number }, b: { difference: number }) =>
  Math.abs(b.difference) - Math.abs(a.difference);

/** Indices of the `count` lines whose contribution moves most, the largest first. */
function topMoves(from: Float64Array, to: Float64Array, count: number): number[] {
  const top: { i: number; move: number }[] = [];
  for (let i = 0; i < from.length; i++) {
    const move = Math.abs(to[i]! - from[i]!);
    if (top.length === count && move <= top[top.length - 1]!.move) continue;
    let at = top.length;
    while (at > 0 && top[at - 1]!.move < move) at--;
    top.splice(at, 0, { i, move });
    if (top.length > count) top.pop();
  }
  return top.map((t) => t.i);
}

export function impactFigures(from: ScrResult, to: ScrResult, input: ImpactInput): ImpactFigures {
  const cols = input.lines;
  const n = cols.length;
  const d = cols.dict;
  const { row } = rowsOf(cols);
  const cf = from.lines.contribution;
  const ct = to.lines.contribution;
  const durations = interestRateDurations(cols, from.lines.interestRateClass, input.parameters);
  const none = { key: 'none', label: 'Non renseigné' };
  const byCurrency = byGroup(
    n,
    d.currencies.length,
    (i) => cols.currency[row[i]!]!,
    cf,
    ct,
    (g) => (g < 0 ? none : { key: d.currencies[g]!, label: d.currencies[g]! }),
  ).sort(byMove);
  const byPortfolio = byGroup(
    n,
    d.portfolios.length,
    (i) => cols.portfolio[row[i]!]!,
    cf,
    ct,
    (g) => (g < 0 ? none : { key: d.portfolios[g]!, label: d.portfolios[g]! }),
  ).sort(byMove);
  // In the buckets' order (never -1: a line without duration is in the last bucket).
  const byMaturity = byGroup(
    n,
    IMPACT_MATURITY_BUCKETS.length,
    (i) => maturityBucketOf(durations[i]!),
    cf,
    ct,
    (g) => ({ key: IMPACT_MATURITY_BUCKETS[g]!.key, label: IMPACT_MATURITY_BUCKETS[g]!.label }),
  );
  const irLoss = (r: ScrResult, i: number) =>
    r.scenarios.interestRate.binding === 'up'
      ? r.lines.interestRateLossUp[i]!
      : r.lines.interestRateLossDown[i]!;
  const nameOf = (dict: readonly string[], k: number) => (k >= 0 ? dict[k]! : null);
  const topLines = topMoves(cf, ct, input.topLines ?? 50).map((i): ImpactLine => ({
    lineId: cols.id[i]!,
    code: nameOf(d.codes, cols.code[row[i]!]!) ?? '',
    label: input.labelOf?.(i) ?? null,
    portfolioCode: nameOf(d.portfolios, cols.portfolio[row[i]!]!) ?? '',
    currency: nameOf(d.currencies, cols.currency[row[i]!]!),
    cic: nameOf(d.cics, cols.cic[row[i]!]!),
    duration: durations[i] === durations[i] ? durations[i]! : null,
    marketValue: cols.marketValue[i]!,
    interestRateLossFrom: irLoss(from, i),
    interestRateLossTo: irLoss(to, i),
    ...compared(cf[i]!, ct[i]!),
  }));
  const ir = (r: ScrResult) => ({
    up: r.scenarios.interestRate.up,
    down: r.scenarios.interestRate.down,
    binding: r.scenarios.interestRate.binding,
  });
  return {
    market: compared(from.globalSCRMarketResult, to.globalSCRMarketResult),
    marketValuation: from.globalMarketValuation,
    submodules: MARKET_SUBMODULES.map((key) => ({
      key,
      label: MARKET_SUBMODULE_LABELS[key],
      ...compared(from.submodules[key], to.submodules[key]),
    })),
    diversification: compared(from.diversification, to.diversification),
    correlation: { from: correlationOf(from), to: correlationOf(to) },
    interestRate: { from: ir(from), to: ir(to) },
    symmetricAdjustment: {
      from: from.scenarios.equity.symmetricAdjustment,
      to: to.scenarios.equity.symmetricAdjustment,
    },
    drivers: { byCurrency, byMaturity, byPortfolio, topLines },
    curves: impactCurves({
      yieldCurves: input.yieldCurves,
      currencies: curveCurrencies(cols, input),
      parameters: input.parameters,
      ...input.tables,
      ...(input.valuationDate !== undefined && { valuationDate: input.valuationDate }),
    }),
    liabilities: liabilitiesOf(cols, durations),
    unverified: to.unverified,
    warnings: [...new Set([...from.warnings, ...to.warnings])],
  };
}

/** The currencies of the interest-rate sensitive lines that have a curve, reference first. */
function curveCurrencies(cols: ScrColumns, input: ImpactInput): string[] {
  const reference = input.parameters.currency.referenceCurrency.code;
  const present = new Set<string>([reference]);
  for (let i = 0; i < (cols.rows ?? cols.length); i++) {
    const c = cols.currency[i]!;
    if (c >= 0) present.add(cols.dict.currencies[c]!);
  }
  return [...present].filter((c) => input.yieldCurves[c] !== undefined);
}

/**
 * The liabilities (best estimate lines, LINE_FLAG.liability): their value as a positive
 * amount and their duration weighted by value (the lines with a duration), null when none.
 */
function liabilitiesOf(cols: ScrColumns, durations: Float64Array): ImpactResult['liabilities'] {
  let value = 0;
  let weighted = 0;
  let weight = 0;
  let lineCount = 0;
  const { row } = rowsOf(cols);
  for (let i = 0; i < cols.length; i++) {
    if (!(cols.flags[row[i]!]! & LINE_FLAG.liability)) continue;
    const amount = -cols.marketValue[i]!;
    value += amount;
    lineCount++;
    const t = durations[i]!;
    if (t === t) {
      weighted += Math.abs(amount) * t;
      weight += Math.abs(amount);
    }
  }
  if (lineCount === 0) return null;
  return { value, duration: weight > 0 ? weighted / weight : null, lineCount };
}
