import type { ImpactResult, RuleSetId } from '@prisme/domain';
import type { ImpactFigures } from '@prisme/engine';
import type { Executor } from '../../db/client';
import { scrImpactResults } from '../../db/schema';
import type { PerimeterScope } from '../lookthrough/input-repository';
import { curveMethodWarning } from '../solvency/curve-method';

/** The rule set computed beside a computation's own for « Impact 2027 ». */
export const otherRuleSet = (ruleSet: RuleSetId): RuleSetId =>
  ruleSet === 'SII-2016' ? 'SII-2027' : 'SII-2016';

/** The stored « Impact 2027 » of a perimeter: the engine's figures and what they are of. */
export function impactPayload(
  figures: ImpactFigures,
  context: {
    perimeterId: string;
    scope: PerimeterScope;
    computedAt: Date;
    mainRuleSet: RuleSetId;
    curveDate: string | null;
  },
): ImpactResult {
  const curve = curveMethodWarning('SII-2027', context.curveDate);
  return {
    perimeterID: context.perimeterId,
    rolename: context.scope.roleCode,
    valuationDate: context.scope.valuationDate,
    computationDate: context.computedAt.toISOString(),
    mainRuleSet: context.mainRuleSet,
    ...figures,
    warnings: curve ? [curve, ...figures.warnings] : figures.warnings,
  };
}

/** Writes a perimeter's impact, in the transaction that publishes the perimeter. */
export async function storeImpactResult(
  tx: Executor,
  payload: ImpactResult,
  computedAt: Date,
): Promise<void> {
  await tx.insert(scrImpactResults).values({
    roleCode: payload.rolename,
    perimeterId: payload.perimeterID,
    computedAt,
    marketFrom: payload.market.from,
    marketTo: payload.market.to,
    result: payload,
  });
}
