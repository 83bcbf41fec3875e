import { CIC_CATEGORIES } from '@prisme/domain';
import type { MarketAggregation, SubmoduleScr } from './aggregation';
import type { ConcentrationOutcome } from './concentration';
import type { CurrencyOutcome } from './currency';
import { isType1Class } from './equity';
import type { EquityOutcome } from './equity';
import type { InterestRateOutcome } from './interest-rate';
import type { PropertyOutcome } from './property';
import type { SpreadOutcome } from './spread';
import { LINE_FLAG } from './types';
import type { ScrColumns } from './types';
import { rowsOf } from './columns';
import { lineFloat64, sharedLines, sumLines } from './line-blocks';

export interface SubmoduleOutcomes {
  interestRate: InterestRateOutcome;
  equity: EquityOutcome;
  property: PropertyOutcome;
  spread: SpreadOutcome;
  concentration: ConcentrationOutcome;
  currency: CurrencyOutcome;
}

/** A slice of the perimeter with its share of the SCR. */
export interface GroupContribution {
  key: string;
  label: string;
  lineCount: number;
  /** Sum of the asset values (liabilities excluded). */
  marketValue: number;
  /** Euler contribution to the market SCR; the groups sum to globalSCRMarketResult. */
  contribution: number;
  /** Euler contribution to each submodule before diversification; sums to that submodule. */
  bySubmodule: SubmoduleScr;
}

/** Per currency: whether the binding interest scenario's loss in that currency counts. */
function activeCurrencies(ir: InterestRateOutcome): Uint8Array {
  const byCurrency = ir.binding === 'up' ? ir.upByCurrency : ir.downByCurrency;
  const total = ir.binding === 'up' ? ir.up : ir.down;
  return Uint8Array.from(byCurrency, (v) =>
    total > 0 && (ir.floorPerCurrency ? v > 0 : true) ? 1 : 0,
  );
}

/**
 * Euler allocation. Within each submodule a line gets x·∂SCR_m/∂x: its loss for the
 * linear submodules (interest rate in the binding scenario and currency, property,
 * spread), its loss times (t_k + ρ·t_other)/SCR_eq for equity (Art. 168(4)), and
 * x·(g·Conc/SCR − Σ_j g_j·CT_j·Conc_j/SCR) for concentration, where the second term is the
 * effect of x on the base of Art. 184. Then the market level weights them by
 * ∂SCR_market/∂SCR_m. Every function is homogeneous of degree 1, so the lines sum to the
 * total.
 */
export class EulerAllocator {
  private readonly irActive: Uint8Array;
  private readonly irLoss: Float64Array;

  constructor(
    private readonly cols: ScrColumns,
    private readonly o: SubmoduleOutcomes,
  ) {
    this.irActive = activeCurrencies(o.interestRate);
    this.irLoss = o.interestRate.binding === 'up' ? o.interestRate.lossUp : o.interestRate.lossDown;
  }

  /** The contributions of line i to the six submodules (MARKET_SUBMODULES order) into `out`. */
  line(i: number, out: Float64Array): void {
    const o = this.o;
    const r = this.cols.row ? this.cols.row[i]! : i;
    const c = this.cols.currency[r]!;
    out[0] = c >= 0 && this.irActive[c] ? this.irLoss[i]! : 0;
    const eq = o.equity;
    out[1] = eq.loss[i]! * (isType1Class(eq.cls[r]!) ? eq.d1 : eq.d2);
    out[2] = o.property.scr > 0 ? o.property.loss[i]! : 0;
    out[3] = o.spread.scr > 0 ? o.spread.loss[i]! : 0;
    const cn = o.concentration;
    const j = cn.name[i]!;
    out[4] = cn.base[i]! * ((j >= 0 ? cn.alpha[i]! : 0) - cn.beta);
    out[5] = o.currency.loss[i]!;
  }
}

const SUBMODULE_KEYS = [
  'interestRate',
  'equity',
  'property',
  'spread',
  'concentration',
  'currency',
] as const;

const CATEGORY_LABEL = new Map(CIC_CATEGORIES.map((c) => [c.code as string, c.labelFr]));

const STRIDE = 8; // marketValue, contribution, six submodules

export interface Allocation {
  contribution: Float64Array;
  byPortfolio: GroupContribution[];
  byCompartment: GroupContribution[];
  byCicCategory: GroupContribution[];
}

/** Line contributions and their sums by portfolio, compartment and CIC category. */
export function allocate(
  cols: ScrColumns,
  o: SubmoduleOutcomes,
  agg: MarketAggregation,
  /** The lines' rows and values as the context shares them (classify.ts LineContext). */
  lines: { row: Int32Array; values: Float64Array } = {
    row: rowsOf(cols).row,
    values: cols.marketValue,
  },
): Allocation {
  const n = cols.length;
  const d = cols.dict;
  const w = agg.marginal;
  const catOfCic = d.cics.map((c) => c.charAt(2));
  const categories = [...new Set(catOfCic), ''];
  const catIndex = new Map(categories.map((c, i) => [c, i]));
  const cicCat = Int32Array.from(catOfCic, (c) => catIndex.get(c)!);
  const np = d.portfolios.length;
  const nc = d.compartments.length;
  const nk = categories.length;
  const contribution = lineFloat64(n);
  // EulerAllocator.line's terms with every array and factor read once, out of the loop.
  const ir = o.interestRate;
  const state: AllocationLines = {
    row: sharedLines(lines.row),
    marketValue: sharedLines(lines.values),
    currency: cols.currency,
    flags: cols.flags,
    cic: cols.cic,
    portfolio: cols.portfolio,
    compartment: cols.compartment,
    cicCat,
    irActive: activeCurrencies(ir),
    irLoss: ir.binding === 'up' ? ir.lossUp : ir.lossDown,
    eqLoss: o.equity.loss,
    eqCls: o.equity.cls,
    type1: Uint8Array.from({ length: 32 }, (_, c) => (isType1Class(c) ? 1 : 0)),
    d1: o.equity.d1,
    d2: o.equity.d2,
    propertyLoss: o.property.scr > 0 ? o.property.loss : null,
    spreadLoss: o.spread.scr > 0 ? o.spread.loss : null,
    base: o.concentration.base,
    alpha: o.concentration.alpha,
    name: o.concentration.name,
    beta: o.concentration.beta,
    currencyLoss: o.currency.loss,
    weights: Float64Array.from(w),
    groups: [np, nc, nk],
    contribution,
  };
  const sums = sumLines('allocation', allocationLines, state, n, (np + nc + nk) * (STRIDE + 1));
  const port = sums.subarray(0, np * STRIDE);
  const comp = sums.subarray(np * STRIDE, (np + nc) * STRIDE);
  const cat = sums.subarray((np + nc) * STRIDE, (np + nc + nk) * STRIDE);
  const at = (np + nc + nk) * STRIDE;
  const counts = [
    sums.subarray(at, at + np),
    sums.subarray(at + np, at + np + nc),
    sums.subarray(at + np + nc, at + np + nc + nk),
  ] as const;
  const groups = (
    a: Float64Array,
    count: Float64Array,
    keys: string[],
    label: (k: string) => string,
  ) =>
    keys
      .map((key, g): GroupContribution => {
        const b = g * STRIDE;
        const bySubmodule = Object.fromEntries(
          SUBMODULE_KEYS.map((m, j) => [m, a[b + 2 + j]!]),
        ) as unknown as SubmoduleScr;
        return {
          key,
          label: label(key),
          lineCount: count[g]!,
          marketValue: a[b]!,
          contribution: a[b + 1]!,
          bySubmodule,
        };
      })
      .filter((g) => g.lineCount > 0);
  return {
    contribution,
    byPortfolio: groups(port, counts[0], d.portfolios, (k) => k),
    byCompartment: groups(comp, counts[1], d.compartments, (k) => k),
    byCicCategory: groups(cat, counts[2], categories, (k) =>
      k === '' ? 'Sans CIC (passifs)' : (CATEGORY_LABEL.get(k) ?? k),
    ),
  };
}

/** What the allocation's pass over lines reads and writes. */
export interface AllocationLines {
  row: Int32Array;
  marketValue: Float64Array;
  currency: Int32Array;
  flags: Uint16Array;
  cic: Int32Array;
  portfolio: Int32Array;
  compartment: Int32Array;
  cicCat: Int32Array;
  irActive: Uint8Array;
  irLoss: Float64Array;
  eqLoss: Float64Array;
  eqCls: Uint8Array;
  type1: Uint8Array;
  d1: number;
  d2: number;
  propertyLoss: Float64Array | null;
  spreadLoss: Float64Array | null;
  base: Float64Array;
  alpha: Float64Array;
  name: Int32Array;
  beta: number;
  currencyLoss: Float64Array;
  /** ∂SCR_market/∂SCR_m, MARKET_SUBMODULES order. */
  weights: Float64Array;
  /** Portfolios, compartments, CIC categories (the last: no CIC). */
  groups: readonly [number, number, number];
  contribution: Float64Array;
}

/**
 * Lines [from, to): each line's Euler contribution; sums: per portfolio, compartment and
 * CIC category (in that order, STRIDE each: value, contribution, six submodules), then
 * their line counts.
 */
export function allocationLines(
  s: AllocationLines,
  from: number,
  to: number,
  sums: Float64Array,
): void {
  const [np, nc, nk] = s.groups;
  const counts = (np + nc + nk) * STRIDE;
  const noCategory = nk - 1;
  const w = s.weights;
  const [w0, w1, w2, w3, w4, w5] = [w[0]!, w[1]!, w[2]!, w[3]!, w[4]!, w[5]!];
  const { irActive, irLoss, eqLoss, eqCls, type1, d1, d2, propertyLoss, spreadLoss } = s;
  const { base, alpha, name, beta, currencyLoss, currency, row } = s;
  const add = (
    g: number,
    mv: number,
    total: number,
    s0: number,
    s1: number,
    s2: number,
    s3: number,
    s4: number,
    s5: number,
  ) => {
    const b = g * STRIDE;
    sums[b]! += mv;
    sums[b + 1]! += total;
    sums[b + 2]! += s0;
    sums[b + 3]! += s1;
    sums[b + 4]! += s2;
    sums[b + 5]! += s3;
    sums[b + 6]! += s4;
    sums[b + 7]! += s5;
    sums[counts + g]!++;
  };
  for (let i = from; i < to; i++) {
    const r = row[i]!;
    const c = currency[r]!;
    const s0 = c >= 0 && irActive[c] ? irLoss[i]! : 0;
    const s1 = eqLoss[i]! * (type1[eqCls[r]!] ? d1 : d2);
    const s2 = propertyLoss ? propertyLoss[i]! : 0;
    const s3 = spreadLoss ? spreadLoss[i]! : 0;
    const s4 = base[i]! * ((name[i]! >= 0 ? alpha[i]! : 0) - beta);
    const s5 = currencyLoss[i]!;
    let total = 0;
    total += w0 * s0;
    total += w1 * s1;
    total += w2 * s2;
    total += w3 * s3;
    total += w4 * s4;
    total += w5 * s5;
    s.contribution[i] = total;
    const mv = s.flags[r]! & LINE_FLAG.liability ? 0 : s.marketValue[i]!;
    const p = s.portfolio[r]!;
    if (p >= 0) add(p, mv, total, s0, s1, s2, s3, s4, s5);
    const m = s.compartment[r]!;
    if (m >= 0) add(np + m, mv, total, s0, s1, s2, s3, s4, s5);
    const ci = s.cic[r]!;
    add(np + nc + (ci >= 0 ? s.cicCat[ci]! : noCategory), mv, total, s0, s1, s2, s3, s4, s5);
  }
}
