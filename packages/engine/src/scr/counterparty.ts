import { SCR_REGULATORY_TABLES } from '@prisme/domain';
import type { ScrRegulatoryTables, UnverifiedPoint } from '@prisme/domain';
import { exposureLgd, exposurePd, nettedLgd, type LgdOutcome } from './counterparty-lgd';
import { COUNTERPARTY_KIND_LABELS, COUNTERPARTY_KINDS } from '@prisme/domain';
import {
  type AssetsScr,
  type CounterpartyBand,
  type CounterpartyDefaultResult,
  type CounterpartyExcludedLine,
  type CounterpartyExposure,
  type CounterpartyExposureResult,
  type CounterpartyInput,
  type CounterpartyNameResult,
} from './counterparty-types';

/** The single name of an exposure (Art. 190(1)): its group, else its counterparty. */
const nameKeyOf = (x: CounterpartyExposure, k: number) =>
  x.group ?? x.counterparty ?? `Sans contrepartie — ${x.code} (${k + 1})`;

/**
 * Art. 189(2)(c)-(d), 189(3): deposits with cedants and called-up commitments are type 1
 * only while each kind counts at most 15 single names; beyond, type 2 (not computed here).
 */
function type1Exposures(
  exposures: readonly CounterpartyExposure[],
  maxNames: number,
): { type1: CounterpartyExposure[]; type2: CounterpartyExcludedLine[] } {
  const counted = ['cedant_deposit', 'commitment_called'] as const;
  const over = new Set(
    counted.filter(
      (kind) =>
        new Set(exposures.flatMap((x, k) => (x.kind === kind ? [nameKeyOf(x, k)] : []))).size >
        maxNames,
    ),
  );
  const type1: CounterpartyExposure[] = [];
  const type2: CounterpartyExcludedLine[] = [];
  for (const x of exposures) {
    if (over.has(x.kind as (typeof counted)[number]))
      type2.push({
        line: x.line,
        code: x.code,
        label: x.label ?? null,
        value: x.value,
        reason: 'overFifteenNames',
      });
    else type1.push(x);
  }
  return { type1, type2 };
}

/** Each exposure's LGD: per contract, or per netting set of derivatives (Art. 192). */
function lgdOutcomes(
  exposures: readonly CounterpartyExposure[],
  tables: ScrRegulatoryTables,
): LgdOutcome[] {
  const t = tables.counterpartyDefault;
  const out: LgdOutcome[] = new Array(exposures.length);
  const sets = new Map<string, number[]>();
  exposures.forEach((x, k) => {
    if (x.kind === 'derivative' && x.nettingAgreement && x.counterparty) {
      const key = `${x.counterparty}\u0000${x.nettingAgreement}`;
      const members = sets.get(key) ?? [];
      members.push(k);
      sets.set(key, members);
    } else out[k] = exposureLgd(x, t);
  });
  for (const members of sets.values()) {
    const outcomes = nettedLgd(
      members.map((k) => exposures[k]!),
      t,
    );
    members.forEach((k, m) => (out[k] = outcomes[m]!));
  }
  return out;
}

/** The Art. 201 inter term u_jk of two PDs (0 when both are 0). */
function interTerm(pj: number, pk: number, t: ScrRegulatoryTables['counterpartyDefault']) {
  const d = t.varianceInter * (pk + pj) - pk * pj;
  return d > 0 ? (pk * (1 - pk) * pj * (1 - pj)) / d : 0;
}

/**
 * SCR_def,1 of the type 1 exposures of an investment portfolio (DR 2015/35 Art. 189-202,
 * reference §5), pure. Single names by corporate group (190(1)) with the sum of their
 * exposures' LGDs and the LGD-weighted PD (199(1)); V = V_inter + V_intra (201) read as the
 * ordered double sum over distinct PDs including j = k (§5.6); 3σ, 5σ or ΣLGD (200). Each
 * name's Euler contribution k/σ·LGD_i·(Σ_k u_jk·T_k + w_j·LGD_i) sums to k·σ; a name's
 * contribution is shared among its exposures in proportion to their LGDs.
 */
export function computeCounterpartyDefault(
  input: CounterpartyInput,
  tables: ScrRegulatoryTables = SCR_REGULATORY_TABLES,
): CounterpartyDefaultResult {
  const t = tables.counterpartyDefault;
  const { type1: xs, type2 } = type1Exposures(input.exposures, t.maxSingleNames);
  const lgds = lgdOutcomes(xs, tables);
  const pds = xs.map((x) => exposurePd(x, t));

  // Single names (Art. 190(1)).
  const names = new Map<string, CounterpartyNameResult & { pdLgd: number; pdSum: number }>();
  const nameOf: string[] = new Array(xs.length);
  xs.forEach((x, k) => {
    const key = nameKeyOf(x, k);
    nameOf[k] = key;
    let n = names.get(key);
    if (!n) {
      n = {
        key,
        label:
          x.group !== null
            ? (x.groupName ?? x.group)
            : x.counterparty !== null
              ? (x.counterpartyName ?? x.counterparty)
              : key,
        counterparties: [],
        exposureCount: 0,
        value: 0,
        lgd: 0,
        pd: 0,
        contribution: 0,
        withoutCounterparty: x.counterparty === null,
        pdLgd: 0,
        pdSum: 0,
      };
      names.set(key, n);
    }
    if (x.counterparty !== null && !n.counterparties.includes(x.counterparty))
      n.counterparties.push(x.counterparty);
    n.exposureCount++;
    n.value += x.value;
    n.lgd += lgds[k]!.lgd;
    n.pdLgd += pds[k]!.pd * lgds[k]!.lgd;
    n.pdSum += pds[k]!.pd;
  });
  const list = [...names.values()];
  // Art. 199(1): the LGD-weighted PD; a name without loss takes the mean (it weighs nothing).
  for (const n of list) n.pd = n.lgd > 0 ? n.pdLgd / n.lgd : n.pdSum / n.exposureCount;

  // Art. 201: the classes of distinct PDs, T_j the sum of their LGDs.
  const classes = new Map<number, { pd: number; total: number; squares: number }>();
  for (const n of list) {
    const c = classes.get(n.pd) ?? { pd: n.pd, total: 0, squares: 0 };
    c.total += n.lgd;
    c.squares += n.lgd * n.lgd;
    classes.set(n.pd, c);
  }
  const cls = [...classes.values()];
  const intraWeight = (p: number) =>
    (t.varianceIntraFactor * p * (1 - p)) / (t.varianceIntraDenominator - p);
  let varianceInter = 0;
  let varianceIntra = 0;
  const crossOf = new Map<number, number>(); // Σ_k u_jk·T_k for each class j
  for (const j of cls) {
    let cross = 0;
    for (const k of cls) cross += interTerm(j.pd, k.pd, t) * k.total;
    crossOf.set(j.pd, cross);
    varianceInter += cross * j.total;
    varianceIntra += intraWeight(j.pd) * j.squares;
  }
  const variance = varianceInter + varianceIntra;
  const sigma = Math.sqrt(Math.max(variance, 0));
  const totalLgd = list.reduce((s, n) => s + n.lgd, 0);
  const sigmaShare = totalLgd > 0 ? sigma / totalLgd : 0;
  // Art. 200(1)-(3).
  let band: CounterpartyBand = 'none';
  let scr = 0;
  let multiple = 0;
  if (totalLgd > 0) {
    if (sigmaShare <= t.lowShare) [band, multiple] = ['three_sigma', t.lowMultiple];
    else if (sigmaShare <= t.highShare) [band, multiple] = ['five_sigma', t.highMultiple];
    else band = 'total_lgd';
    scr = band === 'total_lgd' ? totalLgd : multiple * sigma;
  }
  // Euler contributions of the names, then of their exposures.
  for (const n of list) {
    if (band === 'total_lgd') n.contribution = n.lgd;
    else if (sigma > 0)
      n.contribution =
        (multiple / sigma) * n.lgd * (crossOf.get(n.pd)! + intraWeight(n.pd) * n.lgd);
  }
  const exposures: CounterpartyExposureResult[] = xs.map((x, k) => {
    const n = names.get(nameOf[k]!)!;
    const o = lgds[k]!;
    return {
      line: x.line,
      code: x.code,
      label: x.label ?? null,
      portfolio: x.portfolio ?? null,
      kind: x.kind,
      counterparty: x.counterparty,
      counterpartyName: x.counterpartyName ?? null,
      name: n.key,
      value: x.value,
      collateral: o.collateral,
      nettingAgreement: x.kind === 'derivative' ? (x.nettingAgreement ?? null) : null,
      lgd: o.lgd,
      lgdRule: o.rule,
      pd: pds[k]!.pd,
      pdRule: pds[k]!.rule,
      contribution: n.lgd > 0 ? (n.contribution * o.lgd) / n.lgd : 0,
      flags: x.counterparty === null ? ['noCounterparty', ...o.flags] : o.flags,
    };
  });
  const byKind = COUNTERPARTY_KINDS.map((kind) => {
    const of = exposures.filter((e) => e.kind === kind);
    return {
      kind,
      label: COUNTERPARTY_KIND_LABELS[kind],
      exposureCount: of.length,
      value: of.reduce((s, e) => s + e.value, 0),
      lgd: of.reduce((s, e) => s + e.lgd, 0),
      contribution: of.reduce((s, e) => s + e.contribution, 0),
    };
  }).filter((k) => k.exposureCount > 0);
  const result: CounterpartyDefaultResult = {
    ruleSetId: tables.id,
    scr,
    totalLgd,
    variance,
    varianceInter,
    varianceIntra,
    sigma,
    sigmaShare,
    band,
    names: list
      .map(({ pdLgd: _a, pdSum: _b, ...n }) => n)
      .sort((a, b) => b.contribution - a.contribution || b.lgd - a.lgd),
    byKind,
    exposures,
    excluded: [...(input.excluded ?? []), ...type2],
    withoutCounterparty: xs.filter((x) => x.counterparty === null).length,
    unverified: [],
  };
  result.unverified = counterpartyUnverified(t.unverified, result);
  return result;
}

/** Whether this result depends on each « non vérifié pour 2027 » point. */
function counterpartyUnverified(
  points: readonly UnverifiedPoint[],
  r: CounterpartyDefaultResult,
): UnverifiedPoint[] {
  const any = r.exposures.length > 0;
  const depends: Record<string, boolean> = {
    cpLgd: any,
    cpCollateral: r.exposures.some((e) => e.collateral > 0),
    cpType1Scope: any || r.excluded.length > 0,
    cpPd: any,
    cpFormula: r.scr > 0,
    cpGuarantees: r.exposures.some(
      (e) => e.kind === 'commitment_called' || e.kind === 'commitment_provided',
    ),
  };
  return points.map((p) => ({ ...p, affectsResult: depends[p.key] ?? true }));
}

/**
 * « SCR des actifs (marché + contrepartie type 1) »: the market SCR and SCR_def combined
 * with the correlation of Directive Annex IV (0.25), √(M² + 2ρ·M·D + D²). Not the BSCR:
 * no life, non-life, health or intangible module, no type 2 exposure.
 */
export function combineAssetsScr(
  market: number,
  counterparty: number,
  tables: ScrRegulatoryTables = SCR_REGULATORY_TABLES,
): AssetsScr {
  const rho = tables.counterpartyDefault.marketCorrelation;
  const combined = Math.sqrt(
    Math.max(market * market + 2 * rho * market * counterparty + counterparty * counterparty, 0),
  );
  const share = (a: number, b: number) => (combined > 0 ? (a * (a + rho * b)) / combined : 0);
  return {
    market,
    counterparty,
    correlation: rho,
    combined,
    diversification: market + counterparty - combined,
    marketContribution: share(market, counterparty),
    counterpartyContribution: share(counterparty, market),
  };
}
