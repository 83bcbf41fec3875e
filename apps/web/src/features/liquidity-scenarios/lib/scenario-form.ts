import {
  liquidityScenarioSchema,
  scenarioProblems,
  type LiquidityScenario,
  type LiquidityScenarioDetail,
} from '@prisme/domain';

/**
 * The scenario editor's schema: the API's, and the domain's rules across rows (one rule
 * per class and scope, a volume share above 0 for shares), each problem on its field.
 */
export const scenarioFormSchema = liquidityScenarioSchema.superRefine((scenario, context) => {
  for (const problem of scenarioProblems(scenario)) {
    context.addIssue({
      code: 'custom',
      message: problem.message,
      path: problem.path
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.')
        .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    });
  }
});

/** A new rule: every class of every scope, sold whole in a day at no cost, to be set. */
export const NEW_RULE: LiquidityScenarioDetail = {
  liquidityClass: 'CASH',
  scopeCode: '*',
  bondRatio: 1,
  equityDailyTreshold: 0,
  spreadBidAskRatio: 0,
};

/** A new scenario starts from a copy of another's rules (or none): its code and name to give. */
export const newScenarioFrom = (model: LiquidityScenario | undefined): LiquidityScenario => ({
  code: '',
  name: '',
  comment: null,
  details: model ? model.details.map((d) => ({ ...d })) : [NEW_RULE],
});

/** Days to sell a whole position at a daily rate: « 10 » for 10 % a day; null: never. */
export const daysToSell = (rate: number) => (rate > 0 ? Math.ceil(1 / rate - 1e-9) : null);
