import type { ScrRegulatoryTables } from '@prisme/domain';
import { KIND } from './classify';
import type { LineContext } from './classify';
import { LIST_BIT } from './client-lists';
import { EQUITY_CLASS, EQUITY_REASONS, EQUITY_TYPE1_CLASSES } from './reasons';
import { lineFloat64, sumLines } from './line-blocks';
import { LINE_FLAG } from './types';
import type { ScrInput } from './types';
import type { Warnings } from './warnings';

export interface EquityOutcome {
  /** Per row (classify.ts LineContext); the losses per line. */
  cls: Uint8Array;
  loss: Float64Array;
  /** Summed loss per EQUITY_CLASS code. */
  byClass: Float64Array;
  type1: number;
  type2: number;
  scr: number;
  /** ∂SCR_eq/∂type1 and ∂SCR_eq/∂type2, for the Euler allocation. */
  d1: number;
  d2: number;
  /** The symmetric adjustment used, after the ±stressRange bound. */
  symmetricAdjustment: number;
  /** Shock (fraction of value) of each class. */
  shockByClass: Float64Array;
}

/** Kinds in the equity submodule (Art. 168). */
const EQUITY_KINDS = new Uint8Array(32);
for (const k of [
  KIND.unknown,
  KIND.equity,
  KIND.fundWhole,
  KIND.fundEquityGrouping,
  KIND.fundOtherGrouping,
  KIND.otherInvestment,
  KIND.residual,
])
  EQUITY_KINDS[k] = 1;

const IS_TYPE1 = new Uint8Array(EQUITY_REASONS.length);
for (const c of EQUITY_TYPE1_CLASSES) IS_TYPE1[c] = 1;

/**
 * Art. 172: SA = ½·((CI − AI)/AI − 8 %), with CI the current level of EIOPA's equity index
 * and AI the average of its daily levels over 36 months, bounded to ±bound (Dir. Art. 106).
 */
export function symmetricAdjustment(
  currentIndex: number,
  averageIndex: number,
  bound: number,
): number {
  return boundedSymmetricAdjustment(
    0.5 * ((currentIndex - averageIndex) / averageIndex - 0.08),
    bound,
  );
}

/** Art. 172, Directive Art. 106: SA bounded to ±stressRange (no bound when it is 0 or absent). */
export function boundedSymmetricAdjustment(sa: number, stressRange: number | undefined): number {
  return stressRange !== undefined && stressRange > 0
    ? Math.min(stressRange, Math.max(-stressRange, sa))
    : sa;
}

/**
 * Directive Art. 308b(13), DR Art. 173 [U]: weight of the 22 % base, falling linearly from
 * 1 in the start year to 0 after `years` years.
 */
export function transitionalWeight(
  valuationDate: string,
  startYear: number,
  years: number,
): number {
  const year = Number(valuationDate.slice(0, 4));
  return Math.min(1, Math.max(0, 1 - (year - startYear) / years));
}

function shocks(input: ScrInput, tables: ScrRegulatoryTables, sa: number, warnings: Warnings) {
  const p = input.parameters.equity;
  const t = tables.equity;
  const s = new Float64Array(EQUITY_REASONS.length);
  s[EQUITY_CLASS.type1] = p.type1Stress + sa; // Art. 169(1)(c)
  s[EQUITY_CLASS.type2] = p.type2Stress + sa; // Art. 169(2)(c)
  s[EQUITY_CLASS.fundType2] = s[EQUITY_CLASS.type2]!; // Art. 168(3)
  s[EQUITY_CLASS.otherType2] = s[EQUITY_CLASS.type2]!;
  s[EQUITY_CLASS.convertible1] = s[EQUITY_CLASS.type1]!; // the underlying's shock, SA included
  s[EQUITY_CLASS.convertible2] = s[EQUITY_CLASS.type2]!;
  s[EQUITY_CLASS.strategic1] = p.partStratStress; // Art. 169(1)(a)
  s[EQUITY_CLASS.strategic2] = p.partStratStress; // Art. 169(2)(a)
  s[EQUITY_CLASS.longTerm1] = p.longTermStress; // Art. 169(1)(b)
  s[EQUITY_CLASS.longTerm2] = p.longTermStress; // Art. 169(2)(b)
  s[EQUITY_CLASS.infrastructure] = t.infrastructure.base + t.infrastructure.saWeight * sa; // 169(3)
  s[EQUITY_CLASS.infrastructureCorporate] =
    t.infrastructureCorporate.base + t.infrastructureCorporate.saWeight * sa; // Art. 169(4)
  let w = 0;
  if (p.useTransitoryStress) {
    if (input.valuationDate)
      w = transitionalWeight(input.valuationDate, t.transitional.startYear, t.transitional.years);
    else warnings.add('transitionalNoDate');
  }
  s[EQUITY_CLASS.transitional] = w * t.transitional.base + (1 - w) * s[EQUITY_CLASS.type1]!; // Art. 173
  return { s, transitional: w > 0 };
}

/** Art. 168-173: type 1 and type 2 scenarios, aggregated with type1Type2Correlation. */
export function computeEquity(
  input: ScrInput,
  ctx: LineContext,
  tables: ScrRegulatoryTables,
  warnings: Warnings,
): EquityOutcome {
  const cols = input.lines;
  const n = cols.length;
  const p = input.parameters.equity;
  // Art. 172(4), Directive Art. 106: the rule set's corridor (±10 %, ±13 % from 2027). The
  // hidden stressRange parameter no longer bounds it: its 0.10 would cut the 2027 corridor.
  const corridor = tables.symmetricAdjustmentCorridor;
  const given = input.eiopa.symmetricAdjustment;
  if (Math.abs(given) > corridor) warnings.add('saOutsideCorridor', String(given));
  const sa = boundedSymmetricAdjustment(given, corridor);
  const { s, transitional } = shocks(input, tables, sa, warnings);
  const { row, rows, rowLines } = ctx;
  const cls = new Uint8Array(rows);
  const bits = ctx.lists.bits;
  const deducted = ctx.deducted;
  // Each row's class and shock once; its lines' losses are value × share × shock.
  const scale = new Float64Array(rows); // δ of a convertible, else the share not deducted
  const convertible = new Uint8Array(rows);
  for (let i = 0; i < rows; i++) {
    const k = ctx.kind[i]!;
    if (bits[i]! & LIST_BIT.leverage) continue;
    if (isConvertible(k, ctx.cicSub[i]!)) {
      const c = convertibleClass(cols, i, warnings, rowLines[i]!);
      if (c === EQUITY_CLASS.none) continue;
      // Its bond part stays in interest rate and spread; the option adds δ × value.
      cls[i] = c;
      scale[i] = Math.min(1, Math.max(0, cols.delta[i]!));
      convertible[i] = 1;
      continue;
    }
    if (!EQUITY_KINDS[k]) continue;
    if (k === KIND.unknown) warnings.add('unknownCic', undefined, rowLines[i]!);
    const share = deducted ? 1 - deducted[i]! : 1; // Art. 168(5): deducted part not shocked
    if (share <= 0) {
      cls[i] = EQUITY_CLASS.deducted;
      continue;
    }
    const et = cols.equityType[i]!;
    const type1 =
      et === 1 ||
      (et === 0 && k === KIND.equity && (cols.flags[i]! & LINE_FLAG.listedEeaOecd) !== 0);
    const infra = cols.infrastructure[i]!;
    let c: number;
    if (bits[i]! & LIST_BIT.strategic)
      c = type1 ? EQUITY_CLASS.strategic1 : EQUITY_CLASS.strategic2;
    else if (bits[i]! & LIST_BIT.longTerm)
      c = type1 ? EQUITY_CLASS.longTerm1 : EQUITY_CLASS.longTerm2;
    else if (infra === 1) c = EQUITY_CLASS.infrastructure;
    else if (infra === 2) c = EQUITY_CLASS.infrastructureCorporate;
    else if (type1)
      c =
        transitional && cols.flags[i]! & LINE_FLAG.transitionalEligible
          ? EQUITY_CLASS.transitional
          : EQUITY_CLASS.type1;
    else if (k === KIND.fundWhole) c = EQUITY_CLASS.fundType2;
    else if (k === KIND.equity || k === KIND.fundEquityGrouping) c = EQUITY_CLASS.type2;
    else c = EQUITY_CLASS.otherType2;
    cls[i] = c;
    scale[i] = share;
  }
  const loss = lineFloat64(n);
  const byClass = sumLines(
    'equity',
    equityLines,
    { row, marketValue: ctx.values, cls, scale, convertible, shock: s, loss },
    n,
    EQUITY_REASONS.length,
  );
  let sum1 = 0;
  let sum2 = 0;
  for (let c = 0; c < byClass.length; c++)
    if (IS_TYPE1[c]) sum1 += byClass[c]!;
    else sum2 += byClass[c]!;
  // Art. 83(5): a scenario that would raise own funds counts as nil.
  const t1 = Math.max(0, sum1);
  const t2 = Math.max(0, sum2);
  const rho = p.type1Type2Correlation;
  const scr = Math.sqrt(Math.max(0, t1 * t1 + 2 * rho * t1 * t2 + t2 * t2)); // Art. 168(4)
  return {
    cls,
    loss,
    byClass,
    type1: t1,
    type2: t2,
    scr,
    d1: scr > 0 && sum1 > 0 ? (t1 + rho * t2) / scr : 0,
    d2: scr > 0 && sum2 > 0 ? (t2 + rho * t1) / scr : 0,
    symmetricAdjustment: sa,
    shockByClass: s,
  };
}

/**
 * Lines with a conversion option on an equity (issue 35 §B.8): convertible bonds (CIC
 * x22) and structured notes whose embedded risk is equity (x51, reference §10 « decompose
 * per underlying risk »).
 */
function isConvertible(kind: number, cicSub: number): boolean {
  return (
    (kind === KIND.corporateBond && cicSub === 2) || (kind === KIND.structuredNote && cicSub === 1)
  );
}

/**
 * The equity class of a conversion option: type 1 when its underlying is listed in the
 * EEA or the OECD (Art. 168(2)), else type 2 (168(3)); none without a delta (TPT 93),
 * which is then warned of, since nothing else measures the option.
 */
function convertibleClass(
  cols: ScrInput['lines'],
  i: number,
  warnings: Warnings,
  lines: number,
): number {
  if (cols.delta[i]! !== cols.delta[i]!) {
    warnings.add('convertibleNoDelta', cols.dict.codes[cols.code[i]!], lines);
    return EQUITY_CLASS.none;
  }
  return cols.flags[i]! & LINE_FLAG.underlyingListedEeaOecd
    ? EQUITY_CLASS.convertible1
    : EQUITY_CLASS.convertible2;
}

export function isType1Class(c: number): boolean {
  return IS_TYPE1[c] === 1;
}

/** What the equity pass over lines reads and writes. */
export interface EquityLines {
  row: Int32Array;
  marketValue: Float64Array;
  cls: Uint8Array;
  scale: Float64Array;
  convertible: Uint8Array;
  shock: Float64Array;
  loss: Float64Array;
}

/** Lines [from, to): value × share (or δ) × the class's shock; sums: the loss per class. */
export function equityLines(s: EquityLines, from: number, to: number, byClass: Float64Array): void {
  for (let i = from; i < to; i++) {
    const w = s.row[i]!;
    const c = s.cls[w]!;
    if (c === EQUITY_CLASS.none || c === EQUITY_CLASS.deducted) continue;
    const mv = s.marketValue[i]!;
    // The products in the order the per-line engine wrote them (δ × value × shock for a
    // convertible, value × share × shock otherwise): floating-point products depend on it,
    // and the figures stay the same to the last bit (decision 0295).
    const l = s.convertible[w] ? s.scale[w]! * mv * s.shock[c]! : mv * s.scale[w]! * s.shock[c]!;
    s.loss[i] = l;
    byClass[c]! += l;
  }
}
