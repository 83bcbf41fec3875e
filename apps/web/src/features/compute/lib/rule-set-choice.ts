import { RULE_SET_IDS, RULE_SET_LABELS, ruleSetForDate, type RuleSetId } from '@prisme/domain';
import { formatDay } from '../../../lib/iso-date';

/**
 * The SCR's rule set on « Calculs » (issue 37 §1): the one in force at the valuation date
 * unless the user chose the other for that same date. A choice made for one date does not
 * carry over to another, whose default may differ.
 */
export interface RuleSetChoice {
  valuationDate: string;
  ruleSet: RuleSetId;
}

/** What the computation is asked to use: the user's choice for this date, else the default. */
export function chosenRuleSet(choice: RuleSetChoice | null, valuationDate: string): RuleSetId {
  return choice?.valuationDate === valuationDate ? choice.ruleSet : ruleSetForDate(valuationDate);
}

/** The other set of the two: the one « Impact 2027 » computes as well. */
export const otherRuleSet = (ruleSet: RuleSetId): RuleSetId =>
  RULE_SET_IDS.find((id) => id !== ruleSet)!;

/** « SII-2016 — Règles actuelles (DR 2015/35 consolidé jusqu’au 2020/442) ». */
export const ruleSetName = (ruleSet: RuleSetId) => `${ruleSet} — ${RULE_SET_LABELS[ruleSet]}`;

/**
 * « Règles appliquées : SII-2016 — Règles actuelles (…) (en vigueur au 31/12/2026) », and
 * when the user chose the other set, which one is in force at that date.
 */
export function appliedRuleSetText(ruleSet: RuleSetId, valuationDate: string): string {
  const inForce = ruleSetForDate(valuationDate);
  const day = formatDay(valuationDate);
  const why =
    ruleSet === inForce
      ? `en vigueur au ${day}`
      : `choisi ; le jeu en vigueur au ${day} est ${inForce}`;
  return `Règles appliquées : ${ruleSetName(ruleSet)} (${why})`;
}
