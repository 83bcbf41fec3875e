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
    const c = this.cols.currency[i]!;
    out[0] = c >= 0 && this.irActive[c] ? this.irLoss[i]! : 0;
    const eq = o.equity;
    out[1] = eq.loss[i]! * (isType1Class(eq.cls[i]!) ? eq.d1 : eq.d2);
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

function accumulate(
  a: Float64Array,
  count: Int32Array,
  k: number,
  mv: number,
  total: number,
  sub: Float64Array,
): void {
  if (k < 0) return;
  const base = k * STRIDE;
  a[base]! += mv;
  a[base + 1]! += total;
  for (let m = 0; m < 6; m++) a[base + 2 + m]! += sub[m]!;
  count[k]!++;
}

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
): Allocation {
  const n = cols.length;
  const d = cols.dict;
  const euler = new EulerAllocator(cols, o);
  const w = agg.marginal;
  const catOfCic = d.cics.map((c) => c.charAt(2));
  const categories = [...new Set(catOfCic), ''];
  const catIndex = new Map(categories.map((c, i) => [c, i]));
  const cicCat = Int32Array.from(catOfCic, (c) => catIndex.get(c)!);
  const port = new Float64Array(d.portfolios.length * STRIDE);
  const comp = new Float64Array(d.compartments.length * STRIDE);
  const cat = new Float64Array(categories.length * STRIDE);
  const counts = [
    new Int32Array(d.portfolios.length),
    new Int32Array(d.compartments.length),
    new Int32Array(categories.length),
  ] as const;
  const contribution = new Float64Array(n);
  const sub = new Float64Array(6);
  const noCategory = categories.length - 1;
  for (let i = 0; i < n; i++) {
    euler.line(i, sub);
    let total = 0;
    for (let m = 0; m < 6; m++) total += w[m]! * sub[m]!;
    contribution[i] = total;
    const mv = cols.flags[i]! & LINE_FLAG.liability ? 0 : cols.marketValue[i]!;
    const ci = cols.cic[i]!;
    accumulate(port, counts[0], cols.portfolio[i]!, mv, total, sub);
    accumulate(comp, counts[1], cols.compartment[i]!, mv, total, sub);
    accumulate(cat, counts[2], ci >= 0 ? cicCat[ci]! : noCategory, mv, total, sub);
  }
  const groups = (
    a: Float64Array,
    count: Int32Array,
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
