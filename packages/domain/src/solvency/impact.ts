import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from '../common/dates';
import { ruleSetIdSchema, unverifiedPointSchema } from './rule-set';

/**
 * « Impact 2027 » (issue 37 §3): one computation gives the market SCR of the same
 * look-through under both rule sets, stored together. `GET /api/solvency/impact?perimeterID=`
 * answers this; `GET /api/solvency/impact/workbook?perimeterID=` gives it as a workbook.
 *
 * Every amount is in the reference currency. `from` is SII-2016, `to` SII-2027, and
 * `difference` = to − from. A driver row's `from` and `to` are Euler contributions to the
 * market SCR of each set (the lines of a group summed), so the rows of one breakdown add up
 * to the market SCR's difference.
 */
const comparedSchema = z.object({
  from: z.number(),
  to: z.number(),
  difference: z.number(),
});

export const impactDriverRowSchema = comparedSchema.extend({
  key: z.string(),
  label: z.string(),
});
export type ImpactDriverRow = z.infer<typeof impactDriverRowSchema>;

/** Duration buckets of the « échéance » breakdown (years; a bucket includes its upper edge). */
export const IMPACT_MATURITY_BUCKETS = [
  { key: '0-1', label: '≤ 1 an', upTo: 1 },
  { key: '1-5', label: '1 à 5 ans', upTo: 5 },
  { key: '5-10', label: '5 à 10 ans', upTo: 10 },
  { key: '10-20', label: '10 à 20 ans', upTo: 20 },
  { key: '20-30', label: '20 à 30 ans', upTo: 30 },
  { key: '30+', label: 'Plus de 30 ans', upTo: Infinity },
  { key: 'none', label: 'Sans duration', upTo: NaN },
] as const;

/** One line among those whose contribution moves most (by |difference|). */
export const impactLineSchema = comparedSchema.extend({
  lineId: z.number(),
  code: z.string(),
  label: z.string().nullable(),
  portfolioCode: z.string(),
  currency: z.string().nullable(),
  cic: z.string().nullable(),
  /** The duration the interest-rate submodule used (years), null when none. */
  duration: z.number().nullable(),
  marketValue: z.number(),
  /** Interest-rate loss in the binding scenario of each set (the move's usual cause). */
  interestRateLossFrom: z.number(),
  interestRateLossTo: z.number(),
});
export type ImpactLine = z.infer<typeof impactLineSchema>;

/** A currency's curves under both sets at whole maturities (fractions: 0.025 = 2.5 %). */
export const impactCurveSchema = z.object({
  currency: z.string(),
  maturities: z.array(z.number()),
  base: z.array(z.number()),
  upFrom: z.array(z.number()),
  downFrom: z.array(z.number()),
  upTo: z.array(z.number()),
  downTo: z.array(z.number()),
  /** The first smoothing point of the currency under SII-2027 (null when not known). */
  firstSmoothingPoint: z.number().nullable(),
});
export type ImpactCurve = z.infer<typeof impactCurveSchema>;

const interestRateScenarioSchema = z.object({
  up: z.number(),
  down: z.number(),
  binding: z.enum(['up', 'down']),
});

export const impactResultSchema = z
  .object({
    perimeterID: z.uuid(),
    rolename: z.string(),
    valuationDate: isoDateSchema,
    computationDate: isoDateTimeSchema,
    /** The set of the perimeter's main result (the one the other pages show). */
    mainRuleSet: ruleSetIdSchema,
    market: comparedSchema,
    marketValuation: z.number(),
    submodules: z.array(impactDriverRowSchema),
    diversification: comparedSchema,
    /** Art. 164: A (interest with equity and property) and B (interest with spread). */
    correlation: z.object({
      from: z.object({ a: z.number(), b: z.number() }),
      to: z.object({ a: z.number(), b: z.number() }),
    }),
    interestRate: z.object({ from: interestRateScenarioSchema, to: interestRateScenarioSchema }),
    symmetricAdjustment: z.object({ from: z.number(), to: z.number() }),
    drivers: z.object({
      byCurrency: z.array(impactDriverRowSchema),
      byMaturity: z.array(impactDriverRowSchema),
      byPortfolio: z.array(impactDriverRowSchema),
      /** The 50 lines whose contribution moves most. */
      topLines: z.array(impactLineSchema),
    }),
    curves: z.array(impactCurveSchema),
    /** Liabilities (best estimate lines) of the perimeter: their value-weighted duration. */
    liabilities: z
      .object({ value: z.number(), duration: z.number().nullable(), lineCount: z.number().int() })
      .nullable(),
    /** « Non vérifié pour 2027 »: what SII-2027 takes on trust, and whether it matters here. */
    unverified: z.array(unverifiedPointSchema),
    warnings: z.array(z.string()),
  })
  .meta({ id: 'Impact2027Result' });
export type ImpactResult = z.infer<typeof impactResultSchema>;

/**
 * The diversification of both sets as every page shows it (solvency/api.ts
 * diversificationEffect): the negative step from the submodules' sum to the SCR marché.
 */
export function impactDiversificationEffect(impact: Pick<ImpactResult, 'diversification'>) {
  const d = impact.diversification;
  return { from: -d.from, to: -d.to, difference: -d.difference };
}
