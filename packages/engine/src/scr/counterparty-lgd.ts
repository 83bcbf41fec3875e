import type { CounterpartyDefaultTables } from '@prisme/domain';
import { interpolate, interpolator } from './curve';
import type {
  CollateralInput,
  CounterpartyExposure,
  ExposureFlagKey,
  LgdRuleKey,
  PdRuleKey,
} from './counterparty-types';

/** The risk-adjusted value of collateral (Art. 197) and why it is what it is. */
export function riskAdjustedCollateral(
  c: CollateralInput | null | undefined,
  t: CounterpartyDefaultTables,
): { value: number; flag: ExposureFlagKey | null } {
  if (!c || !(c.value > 0)) return { value: 0, flag: null };
  const e = c.eligibility;
  // 197(3): without the counterparty requirement or Art. 214, nil; not assessed: nil too.
  if (e === null || e === 0) return { value: 0, flag: 'collateralNotAssessed' };
  if (e === 3 || e === 4 || e < 0 || e > 4) return { value: 0, flag: 'collateralIneligible' };
  // 197(1): value less the adjustment for market risk; cash needs none.
  const adjustment = c.marketRiskAdjustment ?? (c.kind === 'cash' ? 0 : null);
  if (adjustment === null) return { value: 0, flag: 'collateralNoAdjustment' };
  const base = Math.max(c.value - Math.max(adjustment, 0), 0);
  // 197(2): held by a third party without the third-party requirement (TPT 138 = 2).
  if (e === 2 && c.heldByThirdParty)
    return { value: t.thirdPartyFailedFactor * base, flag: 'collateralThirdParty' };
  return { value: base, flag: null };
}

/** F′ of Art. 197(7): 90 %, or 100 % where the insolvency share ignores the collateral. */
const fPrime = (c: CollateralInput | null | undefined, t: CounterpartyDefaultTables) =>
  c?.fullShareFactor ? t.collateralFactorFullShare : t.collateralFactor;

export interface LgdOutcome {
  lgd: number;
  collateral: number;
  rule: LgdRuleKey;
  flags: ExposureFlagKey[];
}

/**
 * The LGD of one exposure on its own (Art. 192): cash at bank, deposits with cedants and
 * called-up commitments at their value (192(6)); a derivative at
 * max(90 %·(Derivative + RM_fin) − F′·Collateral; 0) (192(3)), floored per contract (EIOPA
 * Q&A 1408); a guarantee or letter of credit provided at nominal − value (192(5)).
 */
export function exposureLgd(x: CounterpartyExposure, t: CounterpartyDefaultTables): LgdOutcome {
  const flags: ExposureFlagKey[] = [];
  if (x.kind === 'derivative') {
    const c = riskAdjustedCollateral(x.collateral, t);
    if (c.flag) flags.push(c.flag);
    if (x.riskMitigatingEffect === null || x.riskMitigatingEffect === undefined)
      flags.push('noRiskMitigatingEffect');
    const rm = x.riskMitigatingEffect ?? 0;
    const lgd = Math.max(
      t.derivativeLgdFactor * (x.value + rm) - fPrime(x.collateral, t) * c.value,
      0,
    );
    return { lgd, collateral: c.value, rule: 'derivative', flags };
  }
  if (x.kind === 'commitment_provided') {
    if (x.nominal === null || x.nominal === undefined) flags.push('noNominal');
    // The Art. 75 value of a commitment given is what it is worth as a liability.
    const lgd = Math.max((x.nominal ?? 0) - Math.abs(x.value), 0);
    return { lgd, collateral: 0, rule: 'commitment', flags };
  }
  return { lgd: Math.max(x.value, 0), collateral: 0, rule: 'value', flags };
}

/**
 * The LGD of derivatives under one netting agreement with one counterparty (Art. 192(1)
 * second subparagraph): on the combined economic effect, max(90 %·Σ(Derivative + RM_fin)
 * − F′·ΣCollateral; 0), shared among the contracts in proportion to their positive
 * 90 %·(Derivative + RM_fin) (equally when none is positive).
 */
export function nettedLgd(
  set: readonly CounterpartyExposure[],
  t: CounterpartyDefaultTables,
): LgdOutcome[] {
  const outcomes = set.map((x) => exposureLgd(x, t));
  let gross = 0;
  let collateral = 0;
  const positive = set.map((x) => Math.max(x.value + (x.riskMitigatingEffect ?? 0), 0));
  set.forEach((x, k) => {
    gross += t.derivativeLgdFactor * (x.value + (x.riskMitigatingEffect ?? 0));
    collateral += fPrime(x.collateral, t) * outcomes[k]!.collateral;
  });
  const total = Math.max(gross - collateral, 0);
  const weight = positive.reduce((a, b) => a + b, 0);
  return outcomes.map((o, k) => ({
    ...o,
    rule: 'netted',
    lgd: total * (weight > 0 ? positive[k]! / weight : 1 / set.length),
  }));
}

/** The PD of one exposure's counterparty (Art. 199) and the rule read. */
export function exposurePd(
  x: CounterpartyExposure,
  t: CounterpartyDefaultTables,
): { pd: number; rule: PdRuleKey } {
  if (x.status === 'exempt') return { pd: t.pdExempt, rule: 'exempt' }; // 199(8)
  if (x.counterparty === null) return { pd: t.pdOther, rule: 'noCounterparty' };
  if (x.cqs !== null && x.cqs >= 0 && x.cqs <= 6)
    return { pd: t.pdByCqs[Math.round(x.cqs)]!, rule: 'cqs' }; // 199(2)
  switch (x.status) {
    case 'credit_institution':
      return { pd: t.pdCreditInstitution, rule: 'creditInstitution' }; // 199(7)
    case 'equivalent_insurer':
      return { pd: t.pdEquivalentInsurer, rule: 'equivalentInsurer' }; // 199(6)
    case 'insurer_below_mcr':
      return { pd: t.pdInsurerBelowMcr, rule: 'insurerBelowMcr' }; // 199(4)
    case 'insurer': {
      const sr = x.solvencyRatio;
      if (sr === null || sr === undefined || !Number.isFinite(sr))
        return { pd: t.pdOther, rule: 'insurerNoRatio' };
      return {
        pd: interpolate(interpolator(t.pdInsurerBySolvencyRatio), sr),
        rule: 'insurerRatio',
      }; // 199(3)
    }
    default:
      return { pd: t.pdOther, rule: 'other' }; // 199(9)
  }
}
