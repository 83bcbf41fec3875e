import { z } from 'zod';
import { LIQUIDITY_STATUSES } from './classes';
import { liquidityScenarioSchema } from './api';

/**
 * The liquidity analysis of a computed perimeter as GET /api/risk_liquidity/results
 * answers it (issue 16; route designed, docs/decisions.md). Values in the reference
 * currency; shares are of the long value (every long position, assessed or not), so
 * that a scenario's seven buckets and its « non évalué » line make 100 %.
 */
const num = z.number();

/** A group of a breakdown: its value and the share of it sold in each bucket. */
const liquidityGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: num,
  /** Share of the group's value sold in each of the seven buckets (0–1). */
  shares: z.array(num),
  /** Share of the group's value left « non évalué » under the scenario. */
  notAssessedShare: num,
  cost: num,
});
export type LiquidityGroup = z.infer<typeof liquidityGroupSchema>;

const bucketSchema = z.object({
  /** Amount sold within the bucket, all positions sold in parallel at capacity. */
  amount: num,
  share: num,
  cumulativeAmount: num,
  cumulativeShare: num,
  /** Half the stressed spread on the amount sold within the bucket. */
  cost: num,
});

const leastLiquidSchema = z.object({
  code: z.string(),
  name: z.string().nullable(),
  liquidityClass: z.string(),
  scope: z.string(),
  value: num,
  dailyCapacity: num,
  /** Trading days to sell it all; null: never within the horizon (capacity 0). */
  days: num.nullable(),
});

export const liquidityScenarioResultSchema = z.object({
  scenario: liquidityScenarioSchema,
  buckets: z.array(bucketSchema),
  notAssessed: z.object({
    value: num,
    share: num,
    /** Of which: assessed classes the scenario has no rule for. */
    noRuleValue: num,
    noRuleClasses: z.array(z.string()),
  }),
  cost: z.object({ value: num, share: num }),
  /** Holdings the scenario never sells (capacity 0): beyond 365 days, out of the slices. */
  unsellable: z.object({ value: num, share: num }),
  /** The largest outflow a slice of the holdings that sell meets within each horizon (§3.6.4). */
  reverseStress: z.array(z.object({ horizon: z.number().int(), amount: num, share: num })),
  byClass: z.array(liquidityGroupSchema),
  byScope: z.array(liquidityGroupSchema),
  byPortfolio: z.array(liquidityGroupSchema),
  leastLiquid: z.array(leastLiquidSchema),
});
export type LiquidityScenarioResult = z.infer<typeof liquidityScenarioResultSchema>;

export const liquidityResultSchema = z
  .object({
    perimeterID: z.string(),
    rolename: z.string(),
    valuationDate: z.string(),
    computedAt: z.string(),
    longValue: num,
    lineCount: z.number().int(),
    securityCount: z.number().int(),
    /** Positions by status: the assessed, then each reason one is not. */
    statuses: z.array(
      z.object({
        status: z.enum(LIQUIDITY_STATUSES),
        value: num,
        securities: z.number().int(),
        lines: z.number().int(),
      }),
    ),
    /** The classification: value and securities per class and scope. */
    classes: z.array(
      z.object({
        liquidityClass: z.string(),
        scope: z.string(),
        value: num,
        securities: z.number().int(),
      }),
    ),
    scenarios: z.array(liquidityScenarioResultSchema),
  })
  .meta({ id: 'LiquidityResult' });
export type LiquidityResult = z.infer<typeof liquidityResultSchema>;

/** One scenario's answer to an outflow (esg-and-liquidity §3.5, §3.6.2 step 6). */
const redemptionScenarioSchema = z.object({
  code: z.string(),
  name: z.string(),
  slicing: z.object({
    /** Trading days to sell the slices that can be sold (0 for no outflow). */
    days: num,
    /** Raised by the end of each bucket (1, 7, 30, 90, 180, 365 days). */
    raised: z.array(num),
    cost: num,
    /** The slice of the positions left « non évalué »: not counted as raised. */
    notAssessed: num,
    /** The slice of the holdings the scenario never sells: not counted as raised. */
    unsellable: num,
  }),
  waterfall: z.object({
    days: num.nullable(),
    cost: num,
    remainingValue: num,
    /** Share of the remaining portfolio sellable in one day, before and after. */
    oneDayShareBefore: num,
    oneDayShareAfter: num,
  }),
  /** RCR(h) = sold within h days at capacity / outflow, at each bucket end. */
  coverage: z.array(z.object({ horizon: z.number().int(), ratio: num })),
});
export type LiquidityRedemptionScenario = z.infer<typeof redemptionScenarioSchema>;

export const liquidityRedemptionSchema = z
  .object({
    perimeterID: z.string(),
    outflow: num,
    outflowShare: num,
    longValue: num,
    scenarios: z.array(redemptionScenarioSchema),
  })
  .meta({ id: 'LiquidityRedemption' });
export type LiquidityRedemption = z.infer<typeof liquidityRedemptionSchema>;
