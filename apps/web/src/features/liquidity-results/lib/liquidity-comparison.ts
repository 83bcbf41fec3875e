import {
  LIQUIDITY_BUCKET_LABELS,
  type LiquidityResult,
  type LiquidityScenarioResult,
} from '@prisme/domain';
import { compare, type Better, type Compared } from '../../../components/comparison/compare';

/** The liquidity profiles of the base perimeter beside the simulation's (issue 17 §4). */

export interface LiquidityComparedRow extends Compared {
  key: string;
  label: string;
  /** A share of the long value (its difference in points), or an amount in euros. */
  unit: 'share' | 'euros';
  better: Better;
}

export interface ScenarioComparison {
  code: string;
  name: string;
  rows: LiquidityComparedRow[];
}

type Scenario = LiquidityScenarioResult | undefined;

const row = (
  key: string,
  label: string,
  unit: LiquidityComparedRow['unit'],
  better: Better,
  pick: (scenario: LiquidityScenarioResult) => number,
  base: Scenario,
  simulated: Scenario,
): LiquidityComparedRow => ({
  key,
  label,
  unit,
  better,
  ...compare(base && pick(base), simulated && pick(simulated)),
});

const LAST_BUCKET = LIQUIDITY_BUCKET_LABELS.length - 1;

/**
 * One scenario's rows: the share of the long value sold in each AIFMD bucket (no
 * direction by itself: selling sooner in one bucket is selling later in another), then
 * the figures that do have one: « non évalué », what sells within a week, what sells
 * beyond a year or is not assessed, and the cost of a full liquidation.
 */
function scenarioRows(base: Scenario, simulated: Scenario): LiquidityComparedRow[] {
  const bucketShare = (k: number) => (s: LiquidityScenarioResult) => s.buckets[k]?.share ?? 0;
  return [
    ...LIQUIDITY_BUCKET_LABELS.map((label, k) =>
      row(`bucket-${k}`, label, 'share', 'none', bucketShare(k), base, simulated),
    ),
    row(
      'not-assessed',
      'Non évalué',
      'share',
      'lower',
      (s) => s.notAssessed.share,
      base,
      simulated,
    ),
    row(
      'week',
      'Liquidable en 7 jours',
      'share',
      'higher',
      (s) => s.buckets[1]?.cumulativeShare ?? 0,
      base,
      simulated,
    ),
    row(
      'least-liquid',
      'Plus de 365 jours ou non évalué',
      'share',
      'lower',
      (s) => bucketShare(LAST_BUCKET)(s) + s.notAssessed.share,
      base,
      simulated,
    ),
    row('cost', 'Coût de liquidation', 'euros', 'lower', (s) => s.cost.value, base, simulated),
    row(
      'cost-share',
      'Coût de liquidation (part de la valeur longue)',
      'share',
      'lower',
      (s) => s.cost.share,
      base,
      simulated,
    ),
  ];
}

/**
 * Every scenario of either side, matched by code: the simulation's in its order, then
 * those only the base has (a scenario deleted since). A side without it reads « — ».
 */
export function liquidityComparison(
  base: LiquidityResult,
  simulated: LiquidityResult,
): ScenarioComparison[] {
  const baseByCode = new Map(base.scenarios.map((s) => [s.scenario.code, s]));
  const simulatedCodes = new Set(simulated.scenarios.map((s) => s.scenario.code));
  return [
    ...simulated.scenarios.map((s) => ({
      code: s.scenario.code,
      name: s.scenario.name,
      rows: scenarioRows(baseByCode.get(s.scenario.code), s),
    })),
    ...base.scenarios
      .filter((s) => !simulatedCodes.has(s.scenario.code))
      .map((s) => ({
        code: s.scenario.code,
        name: s.scenario.name,
        rows: scenarioRows(s, undefined),
      })),
  ];
}
