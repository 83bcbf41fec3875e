import type { ScrRegulatoryTables } from '@prisme/domain';
import { KIND } from './classify';
import type { LineContext } from './classify';
import { LIST_BIT } from './client-lists';
import { interpolate, interpolator } from './curve';
import { lineFloat64, lineInt32, sumLines } from './line-blocks';
import { concentrationAlphaLines, concentrationExposureLines } from './concentration-lines';
import { CONCENTRATION_CLASS } from './reasons';
import { LINE_FLAG } from './types';
import type { ScrInput } from './types';

export interface ConcentrationName {
  /** e.g. 'GROUPE-X', 'Obligations sécurisées GROUPE-Y', 'Immeuble BAT-1', 'État US'. */
  name: string;
  kind: 'name' | 'covered' | 'property' | 'sovereign' | 'fund';
  exposure: number;
  /** Weighted-average CQS rounded up (Art. 182(4)), unrated counted as 5. */
  cqs: number;
  threshold: number;
  excess: number;
  factor: number;
  charge: number;
}

export interface ConcentrationOutcome {
  /** Per row (classify.ts LineContext). */
  cls: Uint8Array;
  /** Name slot of each line (-1: no name). */
  name: Int32Array;
  /** Value of each line in the calculation base (0 when out). */
  base: Float64Array;
  assets: number;
  names: ConcentrationName[];
  /** Label of each name slot (the line's `name` indexes it). */
  nameLabels: string[];
  /**
   * Per line: ∂SCR/∂v of its name's term (Euler coefficient of the exposure): g·Conc/SCR,
   * plus Conc·XS·(γ − g)/(E·SCR) when the name's factor is a mean of its exposures' own.
   */
  alpha: Float64Array;
  /** Σ_j Conc_j·g_j·CT_j / SCR: Euler coefficient of every value in the base. */
  beta: number;
  scr: number;
}

const OUT_KINDS = new Uint8Array(32);
for (const k of [KIND.liability, KIND.cashAtBank, KIND.derivative]) OUT_KINDS[k] = 1;

const NAME_KINDS = ['name', 'covered', 'property', 'sovereign', 'fund'] as const;
const NAME_LABELS = ['', 'Obligations sécurisées ', 'Immeuble ', 'État ', 'Fonds '];
const NAME_CLASSES = [
  CONCENTRATION_CLASS.name,
  CONCENTRATION_CLASS.covered,
  CONCENTRATION_CLASS.property,
  CONCENTRATION_CLASS.sovereign,
  CONCENTRATION_CLASS.fund,
];
const FUND_NAME = 4;

/**
 * A fund unit kept whole (not looked through, a data grouping, beyond the grouping limit,
 * or a composition's residual) is an exposure to the fund, not to its management
 * company's group: a CIU's assets are not the manager's, and Art. 182(1) groups the
 * counterparties of one corporate group. It stays in the base (Q&A 3461) as a name of
 * its own, its code (docs/decisions/scr/0154-fund-unit-own-name.md).
 */
const FUND_KINDS = new Uint8Array(32);
for (const k of [
  KIND.fundWhole,
  KIND.fundEquityGrouping,
  KIND.fundDebtGrouping,
  KIND.fundPropertyGrouping,
  KIND.fundOtherGrouping,
  KIND.residual,
])
  FUND_KINDS[k] = 1;

/** Art. 182(4): weighted average rounded up, after rounding to 9 decimals (§15.1). */
export function weightedCqs(sumWeighted: number, exposure: number): number {
  return Math.ceil(Math.round((sumWeighted / exposure) * 1e9) / 1e9);
}

/** Art. 182-187: single-name exposures over the threshold, root of the sum of squares. */
export function computeConcentration(
  input: ScrInput,
  ctx: LineContext,
  tables: ScrRegulatoryTables,
): ConcentrationOutcome {
  const cols = input.lines;
  const d = cols.dict;
  const n = cols.length;
  const { row, rows } = ctx;
  const cls = new Uint8Array(rows);
  const name = lineInt32(n).fill(-1);
  // Name slot tables by (name kind, source dictionary): group, issuer, code, country.
  const sources = [cols.issuerGroup, cols.issuer, cols.code, cols.country];
  const sourceDicts = [d.groups, d.issuers, d.codes, d.countries];
  const slots: (Int32Array | undefined)[] = [];
  const slotKind: number[] = [];
  const slotLabel: string[] = [];
  // Each row once: in the base or not (Art. 184(2)), its share in it, exempt or its name.
  const IN = 1;
  const EXEMPT = 2;
  const state = new Uint8Array(rows);
  const share = new Float64Array(rows);
  const rowKind = new Uint8Array(rows);
  const rowSource = new Uint8Array(rows);
  const rowSlot = new Int32Array(rows).fill(-1);
  for (let i = 0; i < rows; i++) {
    const k = ctx.kind[i]!;
    const flags = cols.flags[i]!;
    // Art. 184(2): (a) unit-linked, (b) intra-group, (d) default module; client exclusions.
    if (OUT_KINDS[k] || flags & LINE_FLAG.unitLinked) continue;
    if (ctx.lists.bits[i]! & (LIST_BIT.intraGroup | LIST_BIT.concentrationExcluded)) continue;
    share[i] = ctx.deducted ? 1 - ctx.deducted[i]! : 1; // 184(2)(c)
    const ctry = cols.country[i]!;
    const domestic = ctry >= 0 && ctx.countryDomestic[ctry] === cols.currency[i];
    const government = (flags & LINE_FLAG.government) !== 0;
    if (
      flags & (LINE_FLAG.supranational | LINE_FLAG.guaranteedExempt) ||
      (government && domestic && ctx.countryEea[ctry])
    ) {
      state[i] = EXEMPT;
      cls[i] = CONCENTRATION_CLASS.exempt; // Art. 184(3), 187(3): g = 0
      continue;
    }
    state[i] = IN;
    const nk = nameKindOf(k, flags, government && domestic);
    rowKind[i] = nk;
    rowSource[i] = sourceOf(cols, i, nk);
    cls[i] = NAME_CLASSES[nk]!;
  }
  // The names in the order their first line comes (the lines' order, as the result's).
  for (let i = 0; i < n; i++) {
    const w = row[i]!;
    if (state[w] !== IN) continue;
    let slot = rowSlot[w]!;
    if (slot < 0) {
      const nk = rowKind[w]!;
      const src = rowSource[w]!;
      const key = sources[src]![w]!;
      let table = slots[nk * 4 + src];
      if (!table) table = slots[nk * 4 + src] = new Int32Array(sourceDicts[src]!.length).fill(-1);
      // A line with no group, issuer or code is a name of its own.
      slot = key >= 0 ? table[key]! : -1;
      if (slot < 0) {
        slot = slotKind.length;
        if (key >= 0) table[key] = slot;
        slotKind.push(nk);
        slotLabel.push(
          NAME_LABELS[nk] + (key >= 0 ? sourceDicts[src]![key]! : `ligne ${cols.id[i]}`),
        );
      }
      if (key >= 0) rowSlot[w] = slot;
    }
    name[i] = slot;
  }
  // Each line's value in the base, and each name's exposure and weighted CQS (Art. 182(4)).
  const m = slotKind.length;
  const base = lineFloat64(n);
  const sums = sumLines(
    'concentrationExposure',
    concentrationExposureLines,
    {
      row,
      marketValue: ctx.values,
      inBase: state,
      share,
      name,
      cqs: cols.cqs,
      unratedCqs: tables.concentration.unratedCqs,
      names: m,
      base,
    },
    n,
    1 + 3 * m,
  );
  const assets = sums[0]!;
  return aggregate(input, ctx, tables, { cls, name, base, assets, slotKind, slotLabel, sums });
}

/**
 * Art. 187(2) one building; 187(1) covered bonds apart; 187(4) a sovereign in its own
 * currency; a fund unit kept whole, the fund itself (FUND_KINDS); else 182(1) the group.
 */
function nameKindOf(k: number, flags: number, domesticGovernment: boolean): number {
  if (FUND_KINDS[k]) return FUND_NAME;
  if (k === KIND.property) return 2;
  if (flags & LINE_FLAG.coveredBond) return 1;
  return domesticGovernment ? 3 : 0;
}

/** The dictionary that keys the name: a building its issuer (else its code), a fund its code. */
function sourceOf(cols: ScrInput['lines'], i: number, nk: number): number {
  if (nk === FUND_NAME) return 2;
  if (nk === 2) return cols.issuer[i]! >= 0 ? 1 : 2;
  if (nk === 3) return 3;
  return firstSource(cols, i);
}

/** The single name of a line: its group, else its issuer, else its own code. */
function firstSource(cols: ScrInput['lines'], i: number): number {
  return cols.issuerGroup[i]! >= 0 ? 0 : cols.issuer[i]! >= 0 ? 1 : 2;
}

function aggregate(
  input: ScrInput,
  ctx: LineContext,
  tables: ScrRegulatoryTables,
  s: {
    cls: Uint8Array;
    name: Int32Array;
    base: Float64Array;
    assets: number;
    slotKind: number[];
    slotLabel: string[];
    /** assets, then per name: exposure, weighted CQS, rated lines (concentrationExposureLines). */
    sums: Float64Array;
  },
): ConcentrationOutcome {
  const cols = input.lines;
  const t = tables.concentration;
  const m = s.slotKind.length;
  const exposure = s.sums.subarray(1, 1 + m);
  const weighted = s.sums.subarray(1 + m, 1 + 2 * m);
  const rated = s.sums.subarray(1 + 2 * m, 1 + 3 * m);
  const row = ctx.row;
  const insurerG = interpolator(t.insurerFactorBySolvencyRatio);
  /**
   * Art. 186(2)-(5): the factor of an unrated exposure to an insurer (by ITS solvency
   * ratio), to an insurer below its MCR, to an equivalent-regime insurer or a bank; NaN
   * for any other exposure, which takes the name's factor by CQS (Art. 186(1), (6)).
   */
  const ownFactor = (r: number): number => {
    const kind = cols.counterpartyKind[r]!;
    const ratio = cols.solvencyRatio[r]!;
    if (kind === 1 && ratio === ratio) return interpolate(insurerG, ratio);
    if (kind === 2) return t.insurerBelowMcrFactor;
    if (kind === 3 || kind === 4) return t.equivalentInstitutionFactor;
    return NaN;
  };
  // An unrated name's factor is the exposure-weighted mean of its exposures' factors: each
  // exposure its own (186(2)-(5)), the others the name's; so a name holding an insurer's
  // bond beside other lines is charged 186(2) on that bond alone, whatever the lines'
  // order (issue 14). One ratio per exposure, from its own line.
  const gSum = new Float64Array(m);
  const qOf = new Int8Array(m);
  const ctOf = new Float64Array(m);
  const gOf = new Float64Array(m);
  for (let j = 0; j < m; j++) {
    const e = exposure[j]!;
    if (!(e > 0)) continue;
    const nk = s.slotKind[j]!;
    const q = Math.min(6, Math.max(0, weightedCqs(weighted[j]!, e)));
    qOf[j] = q;
    ctOf[j] = t.threshold[q]!; // Art. 185
    gOf[j] = t.factor[q]!; // Art. 186(1)
    if (nk === 2) {
      ctOf[j] = t.propertyThreshold; // Art. 187(2)
      gOf[j] = t.propertyFactor;
    } else if (nk === 1 && q <= 1)
      ctOf[j] = t.coveredBondThreshold; // Art. 187(1)
    else if (nk === 3) gOf[j] = t.sovereignFactor[q]!; // Art. 187(4)
  }
  const mixed = new Uint8Array(m);
  // Only a name with an exposure of its own factor (never from a look-through, which gives
  // no counterparty kind) needs each line's: in line order, on this thread.
  let gLine: Float64Array | null = null;
  for (let r = 0; r < ctx.rows && !gLine; r++)
    if (ownFactor(r) === ownFactor(r)) gLine = lineFloat64(cols.length);
  if (gLine)
    for (let i = 0; i < cols.length; i++) {
      const j = s.name[i]!;
      if (j < 0 || !(exposure[j]! > 0)) continue;
      let g = gOf[j]!;
      if (s.slotKind[j] === 0 && !rated[j]) {
        const own = ownFactor(row[i]!);
        if (own === own) {
          g = own;
          mixed[j] = 1;
        }
      }
      gLine[i] = g;
      gSum[j]! += s.base[i]! * g;
    }
  const xsOf = new Float64Array(m);
  const concOf = new Float64Array(m);
  const names: ConcentrationName[] = [];
  let sumSquares = 0;
  let betaNumerator = 0;
  for (let j = 0; j < m; j++) {
    const e = exposure[j]!;
    if (!(e > 0)) continue;
    const nk = s.slotKind[j]!;
    if (mixed[j]) gOf[j] = gSum[j]! / e;
    const ct = ctOf[j]!;
    const g = gOf[j]!;
    const xs = Math.max(0, e - ct * s.assets); // Art. 184(1)
    const conc = xs * g; // Art. 183
    xsOf[j] = xs;
    concOf[j] = conc;
    if (conc > 0) {
      sumSquares += conc * conc;
      betaNumerator += conc * g * ct;
      names.push({
        name: s.slotLabel[j]!,
        kind: NAME_KINDS[nk]!,
        exposure: e,
        cqs: qOf[j]!,
        threshold: ct,
        excess: xs,
        factor: g,
        charge: conc,
      });
    }
  }
  const scr = Math.sqrt(sumSquares); // Art. 183: names independent
  const alpha = lineFloat64(cols.length);
  if (scr > 0)
    sumLines(
      'concentrationAlpha',
      concentrationAlphaLines,
      { name: s.name, concOf, gOf, xsOf, exposure, mixed, gLine, scr, alpha },
      cols.length,
      0,
    );
  names.sort((a, b) => b.charge - a.charge);
  return {
    cls: s.cls,
    name: s.name,
    base: s.base,
    assets: s.assets,
    names,
    nameLabels: s.slotLabel,
    alpha,
    beta: scr > 0 ? betaNumerator / scr : 0,
    scr,
  };
}
