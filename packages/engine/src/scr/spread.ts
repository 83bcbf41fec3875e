import type { ScrRegulatoryTables, SpreadCurve } from '@prisme/domain';
import { KIND } from './classify';
import type { LineContext } from './classify';
import { SPREAD_CLASS } from './reasons';
import { lineFloat64, rowUint8, sumLines } from './line-blocks';
import { LINE_FLAG } from './types';
import type { ScrInput } from './types';
import type { Warnings } from './warnings';

export interface SpreadOutcome {
  /** Per row (classify.ts LineContext), as the buckets; the losses per line. */
  cls: Uint8Array;
  /** Duration bucket 0 … 4: ≤ 5, (5, 10], (10, 15], (15, 20], > 20 years. */
  bucket: Uint8Array;
  loss: Float64Array;
  bonds: number;
  securitisation: number;
  scr: number;
}

/** The bucket of a duration; each bucket includes its upper edge (Art. 176(3), §15.2). */
export function spreadBucket(dur: number): number {
  return dur <= 5 ? 0 : dur <= 10 ? 1 : dur <= 15 ? 2 : dur <= 20 ? 3 : 4;
}

/** min(a + b·(dur − lower), 1) in the bucket of `dur` (durations already floored at 1). */
export function curveStress(curve: SpreadCurve, dur: number): number {
  const k = spreadBucket(dur);
  const row = curve[k]!;
  return Math.min(1, row.a + row.b * (dur - 5 * k));
}

/**
 * Art. 180(4): the stress of an unrated (re)insurer meeting its MCR, interpolated linearly
 * between the Art. 176(3) stresses of the CQS its solvency ratio maps to.
 */
export function insurerRatioStress(
  tables: ScrRegulatoryTables,
  ratio: number,
  dur: number,
): number {
  const { ratio: xs, cqs } = tables.spread.insurerSolvencyRatio;
  const stressAt = (j: number) => curveStress(tables.spread.bonds[cqs[j]!]!, dur);
  if (!(ratio > xs[0]!)) return stressAt(0);
  for (let j = 1; j < xs.length; j++)
    if (ratio <= xs[j]!) {
      const w = (ratio - xs[j - 1]!) / (xs[j]! - xs[j - 1]!);
      return stressAt(j - 1) + w * (stressAt(j) - stressAt(j - 1));
    }
  return stressAt(xs.length - 1);
}

/** Art. 176(5): unrated loan with collateral CV meeting Art. 214. */
export function collateralStress(s4: number, value: number, collateral: number): number {
  if (collateral >= value) return s4 / 2;
  if (value * (1 - s4) < collateral) return (s4 + (value - collateral) / value) / 2;
  return s4;
}

const SPREAD_KINDS = new Uint8Array(32);
for (const k of [
  KIND.governmentBond,
  KIND.corporateBond,
  KIND.structuredNote,
  KIND.collateralised,
  KIND.deposit,
  KIND.loan,
  KIND.fundDebtGrouping,
])
  SPREAD_KINDS[k] = 1;

/** Art. 175-180: bonds and loans, securitisation; a simple sum. */
export function computeSpread(
  input: ScrInput,
  ctx: LineContext,
  tables: ScrRegulatoryTables,
  warnings: Warnings,
): SpreadOutcome {
  const cols = input.lines;
  const n = cols.length;
  const p = input.parameters.interestRate;
  const t = tables.spread;
  const sec = t.securitisation;
  const secTables = [null, sec.seniorSts, sec.nonSeniorSts, sec.other, sec.resecuritisation];
  const secClasses = [
    0,
    SPREAD_CLASS.seniorSts,
    SPREAD_CLASS.nonSeniorSts,
    SPREAD_CLASS.securitisationOther,
    SPREAD_CLASS.resecuritisation,
  ];
  const { row, rows, rowLines } = ctx;
  const cls = rowUint8(rows); // a row with collateral is classed by its line's value
  const bucket = new Uint8Array(rows);
  const excludeDefaulted = tables.spreadExcludesDefaultedLoans;
  // Each row's class and stress once; an unrated loan with collateral is stressed by its
  // value (Art. 176(5)), line by line (such a row holds one line, types.ts ScrColumns).
  const rowStress = new Float64Array(rows);
  const collateral = new Uint8Array(rows);
  for (let i = 0; i < rows; i++) {
    const k = ctx.kind[i]!;
    if (k === KIND.cashAtBank) {
      cls[i] = SPREAD_CLASS.defaultModule; // Art. 189(2)(b): cash at bank
      continue;
    }
    if (!SPREAD_KINDS[k]) continue;
    const flags = cols.flags[i]!;
    if (excludeDefaulted && flags & LINE_FLAG.defaultedOrForborne) {
      // Art. 176(1) as amended by 2026/269: defaulted and forborne loans are out of scope.
      // The text names loans: another line so marked stays in (with a warning).
      if (k === KIND.loan) {
        cls[i] = SPREAD_CLASS.defaultedExcluded;
        continue;
      }
      warnings.add('defaultedNotLoan', undefined, rowLines[i]!);
    }
    const cqs = cols.cqs[i]!;
    // Art. 176(3): modified duration, floored at 1 (spread duration first when given), of
    // the source modifiedDurationPriority chooses (classify.ts).
    let dur = ctx.spreadDuration[i]!;
    if (dur !== dur)
      dur = k === KIND.loan ? p.loanDefaultSensi : k === KIND.deposit ? p.cashDefaultSensi : 1;
    if (dur < 1) dur = 1;
    bucket[i] = spreadBucket(dur);
    let c: number;
    let stress = 0;
    const ctry = cols.country[i]!;
    const domestic = ctry >= 0 && ctx.countryDomestic[ctry] === cols.currency[i];
    const st = cols.securitisation[i]!;
    if (flags & LINE_FLAG.supranational)
      c = SPREAD_CLASS.supranational; // Art. 180(2)(a),(c),(d)
    else if (flags & LINE_FLAG.guaranteedExempt)
      c = SPREAD_CLASS.guaranteed; // Art. 180(2), 215
    else if (flags & LINE_FLAG.government && domestic && ctx.countryEea[ctry])
      c = SPREAD_CLASS.eeaGovernment; // Art. 180(2)(b)
    else if (flags & LINE_FLAG.government && domestic && cqs >= 0) {
      c = SPREAD_CLASS.nonEeaGovernment; // Art. 180(3)
      stress = curveStress(t.nonEeaGovernments[cqs]!, dur);
    } else if (st !== 0) {
      if (cqs < 0) {
        c = SPREAD_CLASS.securitisationUnrated; // Art. 178
        stress = sec.unrated;
      } else {
        c = secClasses[st]!; // Art. 178(3)-(4) and non-STS
        stress = curveStress(secTables[st]![cqs]!, dur);
        if (c === SPREAD_CLASS.nonSeniorSts && dur > 5)
          warnings.add('nonSeniorStsBeyond5', undefined, rowLines[i]!);
      }
    } else if (flags & LINE_FLAG.coveredBond && (cqs === 0 || cqs === 1)) {
      c = SPREAD_CLASS.covered; // Art. 180(1)
      stress = curveStress(t.coveredBonds[cqs]!, dur);
    } else if (cqs >= 0) {
      c = SPREAD_CLASS.bond; // Art. 176(3)
      stress = curveStress(t.bonds[cqs]!, dur);
    } else {
      const kind = cols.counterpartyKind[i]!;
      const ratio = cols.solvencyRatio[i]!;
      if (kind === 1 && ratio === ratio) {
        c = SPREAD_CLASS.insurerRatio; // Art. 180(4)
        stress = insurerRatioStress(tables, ratio, dur);
      } else if (kind === 3 || kind === 4) {
        c = SPREAD_CLASS.insurerRatio; // Art. 180(7)-(8): as a 100 % solvency ratio
        stress = insurerRatioStress(tables, t.assumedSolvencyRatio, dur);
      } else if (kind === 2) {
        c = SPREAD_CLASS.insurerBelowMcr; // Art. 180(5): the CQS 5-6 curve
        stress = curveStress(t.bonds[5]!, dur);
      } else {
        stress = curveStress(t.unrated, dur); // Art. 176(4)
        c = SPREAD_CLASS.unrated;
        if (cols.collateralValue[i]! === cols.collateralValue[i]!) collateral[i] = 1;
      }
    }
    cls[i] = c;
    rowStress[i] = stress;
  }
  const loss = lineFloat64(n);
  const state = {
    row,
    marketValue: ctx.values,
    cls,
    rowStress,
    collateral,
    collateralValue: cols.collateralValue,
    loss,
  };
  const [bonds, securitisation] = sumLines('spread', spreadLines, state, n, 2) as unknown as [
    number,
    number,
  ];
  return { cls, bucket, loss, bonds, securitisation, scr: Math.max(0, bonds + securitisation) };
}

/** What the spread pass over lines reads and writes. */
export interface SpreadLines {
  row: Int32Array;
  marketValue: Float64Array;
  cls: Uint8Array;
  rowStress: Float64Array;
  collateral: Uint8Array;
  collateralValue: Float64Array;
  loss: Float64Array;
}

/** Lines [from, to): value × the row's stress; sums: bonds and loans, securitisation. */
export function spreadLines(s: SpreadLines, from: number, to: number, sums: Float64Array): void {
  for (let i = from; i < to; i++) {
    const w = s.row[i]!;
    let stress = s.rowStress[w]!;
    const mv = s.marketValue[i]!;
    if (s.collateral[w] && mv > 0) {
      s.cls[w] = SPREAD_CLASS.collateral; // Art. 176(5)
      stress = collateralStress(stress, mv, s.collateralValue[w]!);
    }
    if (stress === 0) continue;
    const l = mv * stress;
    s.loss[i] = l;
    const c = s.cls[w]!;
    if (c >= SPREAD_CLASS.seniorSts && c <= SPREAD_CLASS.securitisationUnrated) sums[1]! += l;
    else sums[0]! += l;
  }
}
