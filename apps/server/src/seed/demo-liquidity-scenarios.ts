import { count } from 'drizzle-orm';
import type { LiquidityClass, LiquidityScenario } from '@prisme/domain';
import type { Executor } from '../db/client';
import { liquidityScenarios } from '../db/schema';
import { writeScenario } from '../modules/liquidity/repository';

/**
 * The demo's liquidity scenarios (issue 16 §1): « Normal », « Stressé », « Très stressé »,
 * each with a rule for every class. Illustrative calibrations in the orders of magnitude
 * of esg-and-liquidity §3.3 (participation 20 % of ADV in normal markets, IG spreads
 * from some 10 bp to 200 bp in 2008) and its worked example (§3.6.3, whose STRESS_1
 * « Stressé » follows for IG and HY bonds); not sourced figures: the administrators'
 * to set.
 */
type Rule = [scope: string, bondRatio: number, equityDailyTreshold: number, spread: number];

const RULES: Record<LiquidityClass, [normal: Rule, stressed: Rule, severe: Rule]> = {
  CASH: [
    ['*', 1, 0, 0],
    ['*', 1, 0, 0],
    ['*', 1, 0, 0],
  ],
  DEPOSIT: [
    ['*', 0.2, 0, 0.002],
    ['*', 0.1, 0, 0.005],
    ['*', 0.05, 0, 0.01],
  ],
  GOV_L1: [
    ['BOND', 1, 0, 0.0004],
    ['BOND', 1, 0, 0.001],
    ['BOND', 0.5, 0, 0.002],
  ],
  COVERED_L1: [
    ['BOND', 0.5, 0, 0.001],
    ['BOND', 0.25, 0, 0.003],
    ['BOND', 0.1, 0, 0.006],
  ],
  L2A: [
    ['BOND', 0.5, 0, 0.0015],
    ['BOND', 0.25, 0, 0.004],
    ['BOND', 0.1, 0, 0.01],
  ],
  IG_CORP: [
    ['BOND', 0.2, 0, 0.004],
    ['BOND', 0.1, 0, 0.008],
    ['BOND', 0.04, 0, 0.02],
  ],
  HY_CORP: [
    ['BOND', 0.05, 0, 0.015],
    ['BOND', 0.02, 0, 0.03],
    ['BOND', 0.01, 0, 0.06],
  ],
  STRUCTURED: [
    ['BOND', 0.02, 0, 0.03],
    ['BOND', 0.01, 0, 0.06],
    ['BOND', 0.004, 0, 0.12],
  ],
  EQ_LARGE: [
    ['EQUITY', 0, 0.2, 0.001],
    ['EQUITY', 0, 0.1, 0.003],
    ['EQUITY', 0, 0.05, 0.006],
  ],
  EQ_SMALL: [
    ['EQUITY', 0, 0.2, 0.005],
    ['EQUITY', 0, 0.1, 0.01],
    ['EQUITY', 0, 0.05, 0.02],
  ],
  EQ_UNLISTED: [
    ['*', 0.004, 0, 0.08],
    ['*', 0.002, 0, 0.15],
    ['*', 0.001, 0, 0.25],
  ],
  FUND_MMF: [
    ['FUND', 1, 0, 0],
    ['FUND', 0.5, 0, 0.001],
    ['FUND', 0.2, 0, 0.002],
  ],
  FUND_DAILY: [
    ['FUND', 0.25, 0, 0.002],
    ['FUND', 0.1, 0, 0.005],
    ['FUND', 0.05, 0, 0.01],
  ],
  FUND_RESTRICTED: [
    ['FUND', 0.01, 0, 0.05],
    ['FUND', 0.005, 0, 0.1],
    ['FUND', 0.002, 0, 0.2],
  ],
  PROPERTY: [
    ['*', 0.005, 0, 0.05],
    ['*', 0.003, 0, 0.1],
    ['*', 0.002, 0, 0.15],
  ],
  LOAN: [
    ['*', 0.004, 0, 0.05],
    ['*', 0.002, 0, 0.1],
    ['*', 0.001, 0, 0.15],
  ],
  ILLIQUID: [
    ['*', 0, 0, 0.1],
    ['*', 0, 0, 0.2],
    ['*', 0, 0, 0.3],
  ],
};

const SCENARIOS: Omit<LiquidityScenario, 'details'>[] = [
  {
    code: 'NORMAL',
    name: 'Normal',
    comment: 'Marchés ordinaires : 20 % du volume journalier des actions, fourchettes courantes.',
  },
  {
    code: 'STRESSE',
    name: 'Stressé',
    comment: 'Tension de marché : volumes réduits de moitié, fourchettes doublées ou triplées.',
  },
  {
    code: 'TRES_STRESSE',
    name: 'Très stressé',
    comment: 'Crise de liquidité (type 2008) : volumes au quart, fourchettes au plus large.',
  },
];

/** The derivatives' margin stress of each demo scenario (issue 39): the schedule's moves × m. */
const MARGIN_MULTIPLIERS = [1, 1.5, 2];

export function demoLiquidityScenarios(): LiquidityScenario[] {
  return SCENARIOS.map((scenario, rank) => ({
    ...scenario,
    marginMultiplier: MARGIN_MULTIPLIERS[rank]!,
    details: Object.entries(RULES).map(([liquidityClass, rules]) => {
      const [scopeCode, bondRatio, equityDailyTreshold, spreadBidAskRatio] = rules[rank]!;
      return {
        liquidityClass: liquidityClass as LiquidityClass,
        scopeCode: scopeCode as LiquidityScenario['details'][number]['scopeCode'],
        bondRatio,
        equityDailyTreshold,
        spreadBidAskRatio,
      };
    }),
  }));
}

/** Writes the demo scenarios when there are none; answers how many it wrote. */
export async function seedDemoLiquidityScenarios(tx: Executor): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(liquidityScenarios);
  if (existing?.n) return 0;
  const scenarios = demoLiquidityScenarios();
  for (const [position, scenario] of scenarios.entries())
    await writeScenario(tx, scenario, position);
  return scenarios.length;
}
