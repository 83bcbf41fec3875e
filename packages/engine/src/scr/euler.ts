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
): Allocation {
  const n = cols.length;
  const d = cols.dict;
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
  const noCategory = categories.length - 1;
  // EulerAllocator.line's terms with every array and factor read once, out of the loop.
  const irActive = activeCurrencies(o.interestRate);
  const irLoss = o.interestRate.binding === 'up' ? o.interestRate.lossUp : o.interestRate.lossDown;
  const { loss: eqLoss, cls: eqCls, d1, d2 } = o.equity;
  const propertyLoss = o.property.scr > 0 ? o.property.loss : null;
  const spreadLoss = o.spread.scr > 0 ? o.spread.loss : null;
  const { base, alpha, name, beta } = o.concentration;
  const currencyLoss = o.currency.loss;
  const [w0, w1, w2, w3, w4, w5] = w as unknown as number[];
  const { currency, flags, marketValue, cic, portfolio, compartment } = cols;
  const row = rowsOf(cols).row;
  const type1 = Uint8Array.from({ length: 32 }, (_, c) => (isType1Class(c) ? 1 : 0));
  const [portCount, compCount, catCount] = counts;
  const add = (
    a: Float64Array,
    count: Int32Array,
    k: number,
    mv: number,
    total: number,
    s0: number,
    s1: number,
    s2: number,
    s3: number,
    s4: number,
    s5: number,
  ) => {
    if (k < 0) return;
    const b = k * STRIDE;
    a[b]! += mv;
    a[b + 1]! += total;
    a[b + 2]! += s0;
    a[b + 3]! += s1;
    a[b + 4]! += s2;
    a[b + 5]! += s3;
    a[b + 6]! += s4;
    a[b + 7]! += s5;
    count[k]!++;
  };
  for (let i = 0; i < n; i++) {
    const r = row[i]!;
    const c = currency[r]!;
    const s0 = c >= 0 && irActive[c] ? irLoss[i]! : 0;
    const s1 = eqLoss[i]! * (type1[eqCls[r]!] ? d1 : d2);
    const s2 = propertyLoss ? propertyLoss[i]! : 0;
    const s3 = spreadLoss ? spreadLoss[i]! : 0;
    const s4 = base[i]! * ((name[i]! >= 0 ? alpha[i]! : 0) - beta);
    const s5 = currencyLoss[i]!;
    let total = 0;
    total += w0! * s0;
    total += w1! * s1;
    total += w2! * s2;
    total += w3! * s3;
    total += w4! * s4;
    total += w5! * s5;
    contribution[i] = total;
    const mv = flags[r]! & LINE_FLAG.liability ? 0 : marketValue[i]!;
    const ci = cic[r]!;
    add(port, portCount, portfolio[r]!, mv, total, s0, s1, s2, s3, s4, s5);
    add(comp, compCount, compartment[r]!, mv, total, s0, s1, s2, s3, s4, s5);
    add(cat, catCount, ci >= 0 ? cicCat[ci]! : noCategory, mv, total, s0, s1, s2, s3, s4, s5);
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
