import type { LiquidityScenario, LiquidityScenarioDetail } from './api';
import {
  ANY_LIQUIDITY_SCOPE,
  LIQUIDITY_CLASS_LABELS,
  LIQUIDITY_CLASSES,
  LIQUIDITY_SCOPE_LABELS,
  type LiquidityClass,
} from './classes';

/** A scenario's problem: where, and what in French. */
export interface LiquidityProblem {
  path: string;
  message: string;
}

/** The classes whose positions are sold on their volume (the EQUITY scope). */
const VOLUME_CLASSES: readonly LiquidityClass[] = ['EQ_LARGE', 'EQ_SMALL'];

/**
 * The rules of a scenario beyond each field's range (esg-and-liquidity §3.6.1
 * "Validation"): one detail per class and scope; a detail that sells equities on their
 * volume needs a participation above 0. The page and the server apply the same rules.
 */
export function scenarioProblems(scenario: LiquidityScenario): LiquidityProblem[] {
  const problems: LiquidityProblem[] = [];
  const seen = new Set<string>();
  scenario.details.forEach((detail, index) => {
    const key = `${detail.liquidityClass}|${detail.scopeCode}`;
    if (seen.has(key))
      problems.push({
        path: `details[${index}]`,
        message: `La classe ${detail.liquidityClass} figure deux fois pour le périmètre ${detail.scopeCode}.`,
      });
    seen.add(key);
    const soldOnVolume =
      detail.scopeCode === 'EQUITY' ||
      (detail.scopeCode === ANY_LIQUIDITY_SCOPE && VOLUME_CLASSES.includes(detail.liquidityClass));
    if (soldOnVolume && detail.equityDailyTreshold <= 0)
      problems.push({
        path: `details[${index}].equityDailyTreshold`,
        message: `La part du volume journalier de la classe ${detail.liquidityClass} doit être supérieure à 0.`,
      });
  });
  return problems;
}

/**
 * The classes a scenario leaves without a rule: their positions are reported « non
 * évalué » under it (§3.6.1), never dropped. A warning, not a refusal.
 */
export function uncoveredClasses(
  scenario: LiquidityScenario,
): { code: LiquidityClass; label: string }[] {
  const covered = new Set(scenario.details.map((d) => d.liquidityClass));
  return LIQUIDITY_CLASSES.filter((c) => !covered.has(c)).map((c) => ({
    code: c,
    label: LIQUIDITY_CLASS_LABELS[c],
  }));
}

/** A scenario's details by « class|scope », for resolving many positions (§3.6.1). */
export const scenarioDetailIndex = (scenario: LiquidityScenario) =>
  new Map(scenario.details.map((d) => [`${d.liquidityClass}|${d.scopeCode}`, d]));

/**
 * The detail a position of this class and scope uses (§3.6.1): (class, scope), else
 * (class, « * »), else none — the engine's rule and the one each line shows.
 */
export function resolveScenarioDetail(
  index: ReadonlyMap<string, LiquidityScenarioDetail>,
  liquidityClass: string,
  scope: string,
): LiquidityScenarioDetail | undefined {
  return (
    index.get(`${liquidityClass}|${scope}`) ?? index.get(`${liquidityClass}|${ANY_LIQUIDITY_SCOPE}`)
  );
}

/**
 * The rule a line's class and scope use under a scenario, as the lines grid and the
 * workbook show it (issue 39): « class / scope : rate », or that there is none.
 */
export function liquidityRuleLabel(
  index: ReadonlyMap<string, LiquidityScenarioDetail>,
  liquidityClass: string | null | undefined,
  scope: string | null | undefined,
): string | null {
  if (!liquidityClass || !scope) return null;
  const detail = resolveScenarioDetail(index, liquidityClass, scope);
  if (!detail) return 'Aucune règle : non évaluée';
  const percent = (ratio: number) => `${(ratio * 100).toLocaleString('fr-FR')} %`;
  const rate =
    scope === 'EQUITY'
      ? `${percent(detail.equityDailyTreshold)} du volume par jour`
      : `${percent(detail.bondRatio)} par jour`;
  return `${LIQUIDITY_CLASS_LABELS[detail.liquidityClass]} / ${LIQUIDITY_SCOPE_LABELS[detail.scopeCode]} : ${rate}`;
}
