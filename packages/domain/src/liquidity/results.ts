import { z } from 'zod';
import { LIQUIDITY_STATUSES } from './classes';
import { HQLA_CATEGORIES, HQLA_LEVELS } from './hqla';
import { DERIVATIVE_UNDERLYINGS } from './margin';
import { LIQUIDITY_TERMS } from './terms';
import { liquidityScenarioSchema } from './api';

/**
 * The liquidity analysis of a computed perimeter as GET /api/risk_liquidity/results
 * answers it (issue 16; route designed,
 * docs/decisions/liquidity/0215-liquidity-computation-and-results.md). Values in the reference
 * currency; shares are of the long value (every long position, assessed or not), so that a
 * scenario's seven buckets and its « non évalué » line make 100 %.
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
  /** First trading day anything is received (a fund's dealing terms); null: suspended. */
  firstDay: num.nullable().optional(),
  terms: z.enum(LIQUIDITY_TERMS).optional(),
});

/** The short book bought back on the long rules, reported apart (§3.6.4, issue 39). */
const shortBookSchema = z.object({
  count: z.number().int(),
  /** Σ |value| of the net short holdings. */
  value: num,
  buckets: z.array(z.object({ amount: num, share: num, cumulativeShare: num, cost: num })),
  notAssessed: z.object({ value: num, share: num }),
  cost: z.object({ value: num, share: num }),
});

/** The derivatives block (issue 39): exposures, margin estimate, cash needs per horizon. */
const derivativesSchema = z.object({
  count: z.number().int(),
  grossExposure: num,
  netExposure: num,
  marketValue: num,
  /** The scenario's margin multiplier (1: the schedule's moves). */
  multiplier: num,
  initialMargin: num,
  stressedInitialMargin: num,
  horizons: z.array(
    z.object({
      horizon: z.number().int(),
      variationMargin: num,
      /** Variation margin plus the initial margin the stress adds. */
      cashNeeded: num,
      /** What the long book raises by the horizon at capacity. */
      available: num,
      coverage: num.nullable(),
    }),
  ),
  byUnderlying: z.array(
    z.object({
      underlying: z.enum(DERIVATIVE_UNDERLYINGS),
      count: z.number().int(),
      grossExposure: num,
      netExposure: num,
      marketValue: num,
      initialMargin: num,
    }),
  ),
  lines: z.array(
    z.object({
      code: z.string(),
      name: z.string().nullable(),
      underlying: z.enum(DERIVATIVE_UNDERLYINGS),
      notional: num,
      value: num,
      initialMargin: num,
    }),
  ),
});
export type LiquidityDerivativesBlock = z.infer<typeof derivativesSchema>;

/** The informative HQLA summary of a group (§3.4): levels before and after haircuts. */
const hqlaSummarySchema = z.object({
  key: z.string(),
  label: z.string(),
  longValue: num,
  levels: z.array(
    z.object({
      level: z.enum(HQLA_LEVELS),
      before: num,
      ciuBefore: num,
      after: num,
      ciuAfter: num,
    }),
  ),
  totalBefore: num,
  totalAfter: num,
  weightedShare: num,
  level1Share: num,
  level2BShare: num,
  categories: z.array(
    z.object({ category: z.enum(HQLA_CATEGORIES), before: num, ciuBefore: num, after: num }),
  ),
});
export type LiquidityHqlaSummary = z.infer<typeof hqlaSummarySchema>;

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
  /** Absent from results computed before issue 39. */
  shortBook: shortBookSchema.optional(),
  derivatives: derivativesSchema.optional(),
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
    /** Funds by how their dealing terms were known (absent before issue 39). */
    dealingTerms: z
      .array(z.object({ terms: z.enum(LIQUIDITY_TERMS), securities: z.number().int(), value: num }))
      .optional(),
    /** HQLA summary of the perimeter and of each portfolio (absent before issue 39). */
    hqla: z
      .object({ whole: hqlaSummarySchema, byPortfolio: z.array(hqlaSummarySchema) })
      .optional(),
    scenarios: z.array(liquidityScenarioResultSchema),
  })
  .meta({ id: 'LiquidityResult' });
export type LiquidityResult = z.infer<typeof liquidityResultSchema>;

/** One scenario's answer to an outflow (esg-and-liquidity §3.5, §3.6.2 step 6). */
const redemptionScenarioSchema = z.object({
  code: z.string(),
  name: z.string(),
  slicing: z.object({
    /** Trading days to sell the slices that can be sold (0 for no outflow); null: never. */
    days: num.nullable(),
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
    /** Sold: the outflow, or all that can be sold when it cannot be met. */
    raised: num,
    /** Still owed when the outflow cannot be met. */
    shortfall: num,
    remainingValue: num,
    /** The remaining portfolio's profile (7 buckets) and « non évalué » share. */
    remainingProfile: z.object({ shares: z.array(num), notAssessedShare: num }),
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
