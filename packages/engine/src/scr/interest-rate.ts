import type { ScrRegulatoryTables } from '@prisme/domain';
import { KIND } from './classify';
import type { LineContext } from './classify';
import { curveInterpolator, interpolate } from './curve';
import type { Interpolator, ShockedRates } from './curve';
import type { ExtrapolatedStress } from './extrapolation';
import { IR_CLASS } from './reasons';
import { stressedCurveBuilder } from './shock-rules';
import type { CurrencyShockRule, InterestRateMethod } from './shock-rules';
import { lineFloat64, sumLines } from './line-blocks';
import { LINE_FLAG } from './types';
import type { ScrInput } from './types';
import type { Warnings } from './warnings';

export interface InterestRateOutcome {
  /** Per row (classify.ts LineContext); the losses per line. */
  cls: Uint8Array;
  /** Loss of each line (− change in value) in the up and down scenarios. */
  lossUp: Float64Array;
  lossDown: Float64Array;
  /** Per currency index: summed loss before any floor. */
  upByCurrency: Float64Array;
  downByCurrency: Float64Array;
  up: number;
  down: number;
  scr: number;
  binding: 'up' | 'down';
  /** Both scenarios give the same requirement: A = 0 is taken and the tie recorded (§15.6). */
  tie: boolean;
  floorPerCurrency: boolean;
  method: InterestRateMethod;
  /** SII-2027: the re-extrapolation of each currency with a known FSP and a curve. */
  extrapolated: ({ currency: string } & ExtrapolatedStress)[];
  /** What the perimeter holds, for the rule set's unverified points (unverified.ts). */
  facts: InterestRateFacts;
}

/** Counts of shocked lines (non-zero value, maturity > 0) by what they depend on. */
export interface InterestRateFacts {
  shocked: number;
  /** Maturity beyond the FSP of a currency where it is known (re-extrapolated). */
  beyondFsp: number;
  /** Maturity beyond 20 years in a currency without a known FSP (SII-2027 only). */
  beyondUnknownFsp: number;
  underOneYear: number;
  /** Base rate negative at the line's maturity, or at the LLFR maturities beyond the FSP. */
  negativeRate: number;
}

/** How a row's lines are repriced. */
const MODE = { duration: 1, convexity: 2, zeroCoupon: 3 } as const;
/** Bits of what a shocked row's lines count (InterestRateFacts). */
const FACT = {
  shocked: 1,
  underOneYear: 2,
  beyondFsp: 4,
  beyondUnknownFsp: 8,
  negativeRate: 16,
} as const;

/** Kinds revalued with the risk-free curve (reference §2.4). */
const SENSITIVE = new Uint8Array(32);
for (const k of [
  KIND.liability,
  KIND.governmentBond,
  KIND.corporateBond,
  KIND.structuredNote,
  KIND.collateralised,
  KIND.cashAtBank,
  KIND.deposit,
  KIND.loan,
  KIND.fundDebtGrouping,
])
  SENSITIVE[k] = 1;

/** Art. 165-167: up and down scenarios per currency, by modified duration (reference §2.5). */
export function computeInterestRate(
  input: ScrInput,
  ctx: LineContext,
  tables: ScrRegulatoryTables,
  warnings: Warnings,
): InterestRateOutcome {
  const cols = input.lines;
  const n = cols.length;
  const p = input.parameters.interestRate;
  const currencies = cols.dict.currencies;
  const refCode = input.parameters.currency.referenceCurrency.code;
  const refCurve = input.yieldCurves[refCode];
  const refInterp = refCurve && refCurve.maturities.length > 0 ? curveInterpolator(refCurve) : null;
  const builder = stressedCurveBuilder(tables, p, input.options, input.valuationDate);
  if (input.options?.alphaPhaseIn && builder.method === 'SII-2027' && !input.valuationDate)
    warnings.add('alphaPhaseInNoDate');
  const is2027 = builder.method === 'SII-2027';
  // A currency without its own curve is shocked as the curve it borrows (the reference one).
  const refRule = refInterp ? builder.forCurrency(refCode, refInterp) : null;
  const curves: (Interpolator | null)[] = [];
  const rules: (CurrencyShockRule | null)[] = [];
  const extrapolated: InterestRateOutcome['extrapolated'] = [];
  for (const c of currencies) {
    const curve = input.yieldCurves[c];
    const own = curve && curve.maturities.length > 0 ? curveInterpolator(curve) : null;
    curves.push(own ?? refInterp);
    const rule = own ? builder.forCurrency(c, own) : refRule;
    rules.push(rule);
    if (own && rule?.extrapolation) extrapolated.push({ currency: c, ...rule.extrapolation });
  }
  const facts: InterestRateFacts = {
    shocked: 0,
    beyondFsp: 0,
    beyondUnknownFsp: 0,
    underOneYear: 0,
    negativeRate: 0,
  };
  const convexity = p.computeMethod === 'DURATION_CONVEXITY';
  const rho = p.nominalYieldRealYieldCorrelation;
  const { row, rows, rowLines } = ctx;
  const cls = new Uint8Array(rows);
  const fallback = new Uint8Array(currencies.length);
  const shocked: ShockedRates = { up: 0, down: 0 };
  // Each row's shock once (reference §2.5): its key maturity, the rate moves there, how its
  // lines are repriced, and the facts its lines count for the unverified points.
  const mode = new Uint8Array(rows); // 0 not shocked, then one of the MODE values
  const rowT = new Float64Array(rows);
  const rowUp = new Float64Array(rows);
  const rowDown = new Float64Array(rows);
  const rowFacts = new Uint8Array(rows);
  for (let i = 0; i < rows; i++) {
    const k = ctx.kind[i]!;
    if (!SENSITIVE[k]) continue;
    const flags = cols.flags[i]!;
    const maturity = cols.maturity[i]!;
    const zeroCoupon = flags & LINE_FLAG.zeroCoupon && maturity > 0;
    let t = zeroCoupon ? maturity : ctx.duration[i]!;
    let c: number = zeroCoupon ? IR_CLASS.zeroCoupon : IR_CLASS.duration;
    const sub = ctx.cicSub[i]!;
    if (k === KIND.cashAtBank && (sub === 1 || sub === 2)) {
      // Notes and coins, transferable deposits (CIC x71, x72): repaid at par on demand,
      // their value does not move with rates, whatever duration a file gives them. The
      // user's cash sensitivity applies, as to cash without one
      // (docs/decisions/scr/0151-cash-rate-sensitivity.md).
      t = p.cashDefaultSensi;
      c = IR_CLASS.cashOnDemand;
    } else if (t !== t) {
      if (k === KIND.loan) {
        t = p.loanDefaultSensi;
        c = IR_CLASS.loanDefault;
      } else if (k === KIND.cashAtBank || k === KIND.deposit) {
        t = p.cashDefaultSensi;
        c = IR_CLASS.cashDefault;
      } else {
        t = 0;
        c = IR_CLASS.noDuration;
        warnings.add('noDuration', undefined, rowLines[i]!);
      }
    }
    cls[i] = c;
    const ci = cols.currency[i]!;
    const curve = ci >= 0 ? curves[ci]! : refInterp;
    const rule = ci >= 0 ? rules[ci]! : refRule;
    if (!curve || !rule) {
      warnings.add('noCurve', undefined, rowLines[i]!);
      continue;
    }
    if (ci >= 0 && !input.yieldCurves[currencies[ci]!]) fallback[ci] = 1;
    if (!(t > 0)) continue;
    const r = interpolate(curve, t);
    rule.shock(r, t, shocked);
    let f = FACT.shocked;
    if (t < 1) f |= FACT.underOneYear;
    const fsp = rule.firstSmoothingPoint;
    const beyond = fsp !== null && t > fsp;
    if (beyond) f |= FACT.beyondFsp;
    else if (is2027 && fsp === null && t > 20) f |= FACT.beyondUnknownFsp;
    if (r < 0 || (beyond && rule.extrapolation!.negativeAtLlfr)) f |= FACT.negativeRate;
    rowFacts[i] = f;
    // Inflation-linked lines: the real-yield move is ρ times the nominal one.
    const pass = flags & LINE_FLAG.inflationLinked ? rho : 1;
    const dUp = (shocked.up - r) * pass;
    const dDown = (shocked.down - r) * pass;
    rowT[i] = t;
    if (zeroCoupon) {
      // Exact discounting of one cash flow: V_s = V · ((1 + r) / (1 + r_s))^T.
      mode[i] = MODE.zeroCoupon;
      rowUp[i] = Math.pow((1 + r) / (1 + r + dUp), t);
      rowDown[i] = Math.pow((1 + r) / (1 + r + dDown), t);
    } else {
      const cv = cols.convexity[i]!;
      mode[i] = convexity && cv === cv ? MODE.convexity : MODE.duration;
      rowUp[i] = dUp;
      rowDown[i] = dDown;
    }
  }
  // Each line scales its row's shock by its value, summed per currency (line-blocks.ts).
  const lossUp = lineFloat64(n);
  const lossDown = lineFloat64(n);
  const nc = currencies.length;
  const state: InterestRateLines = {
    row,
    marketValue: ctx.values,
    mode,
    rowFacts,
    rowT,
    rowUp,
    rowDown,
    convexity: cols.convexity,
    currency: cols.currency,
    currencies: nc,
    lossUp,
    lossDown,
  };
  const sums = sumLines('interestRate', interestRateLines, state, n, 2 * nc + 5);
  const upByCurrency = sums.slice(0, nc);
  const downByCurrency = sums.slice(nc, 2 * nc);
  facts.shocked = sums[2 * nc]!;
  facts.underOneYear = sums[2 * nc + 1]!;
  facts.beyondFsp = sums[2 * nc + 2]!;
  facts.beyondUnknownFsp = sums[2 * nc + 3]!;
  facts.negativeRate = sums[2 * nc + 4]!;
  fallback.forEach((f, ci) => f && warnings.add('curveFallback', currencies[ci]));
  return {
    ...totals(input, cls, lossUp, lossDown, upByCurrency, downByCurrency),
    method: builder.method,
    extrapolated,
    facts,
  };
}

/** Art. 83(5) floors and Art. 165(1): the larger scenario binds; a tie takes "up" (A = 0). */
function totals(
  input: ScrInput,
  cls: Uint8Array,
  lossUp: Float64Array,
  lossDown: Float64Array,
  upByCurrency: Float64Array,
  downByCurrency: Float64Array,
): Omit<InterestRateOutcome, 'method' | 'extrapolated' | 'facts'> {
  const floorPerCurrency = input.options?.floorInterestRatePerCurrency ?? true;
  let up = 0;
  let down = 0;
  for (let c = 0; c < upByCurrency.length; c++) {
    up += floorPerCurrency ? Math.max(0, upByCurrency[c]!) : upByCurrency[c]!;
    down += floorPerCurrency ? Math.max(0, downByCurrency[c]!) : downByCurrency[c]!;
  }
  up = Math.max(0, up);
  down = Math.max(0, down);
  const binding = up >= down ? 'up' : 'down';
  return {
    cls,
    lossUp,
    lossDown,
    upByCurrency,
    downByCurrency,
    up,
    down,
    scr: Math.max(up, down),
    binding,
    tie: up === down,
    floorPerCurrency,
  };
}

/** What the interest-rate pass over lines reads and writes. */
export interface InterestRateLines {
  row: Int32Array;
  marketValue: Float64Array;
  mode: Uint8Array;
  rowFacts: Uint8Array;
  rowT: Float64Array;
  rowUp: Float64Array;
  rowDown: Float64Array;
  convexity: Float64Array;
  currency: Int32Array;
  currencies: number;
  lossUp: Float64Array;
  lossDown: Float64Array;
}

/**
 * Lines [from, to): each scales its row's shock by its value; sums: the up and down losses
 * per currency, then the five facts (InterestRateFacts) counted.
 */
export function interestRateLines(
  s: InterestRateLines,
  from: number,
  to: number,
  sums: Float64Array,
): void {
  const nc = s.currencies;
  for (let i = from; i < to; i++) {
    const w = s.row[i]!;
    const m = s.mode[w]!;
    const mv = s.marketValue[i]!;
    if (m === 0 || mv === 0) continue;
    const f = s.rowFacts[w]!;
    sums[2 * nc]!++;
    if (f & FACT.underOneYear) sums[2 * nc + 1]!++;
    if (f & FACT.beyondFsp) sums[2 * nc + 2]!++;
    if (f & FACT.beyondUnknownFsp) sums[2 * nc + 3]!++;
    if (f & FACT.negativeRate) sums[2 * nc + 4]!++;
    let up: number;
    let down: number;
    if (m === MODE.zeroCoupon) {
      up = mv - mv * s.rowUp[w]!;
      down = mv - mv * s.rowDown[w]!;
    } else {
      // ΔV ≈ −V·D·Δr (+ ½·V·C·Δr²), reference §2.5.
      const t = s.rowT[w]!;
      const dUp = s.rowUp[w]!;
      const dDown = s.rowDown[w]!;
      up = mv * t * dUp;
      down = mv * t * dDown;
      if (m === MODE.convexity) {
        const cv = s.convexity[w]!;
        up -= 0.5 * mv * cv * dUp * dUp;
        down -= 0.5 * mv * cv * dDown * dDown;
      }
    }
    s.lossUp[i] = up;
    s.lossDown[i] = down;
    const ci = s.currency[w]!;
    if (ci >= 0) {
      sums[ci]! += up;
      sums[nc + ci]! += down;
    }
  }
}
