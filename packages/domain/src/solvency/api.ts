import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from '../common/dates';
import { scrClientListsSchema } from '../parameters/client-lists';
import { scrParametersSchema } from '../parameters/scr-parameters';
import { counterpartySummarySchema } from './counterparty';
import { ruleSetIdSchema, unverifiedPointSchema } from './rule-set';

/**
 * The SCR market-risk result of a perimeter (spec §3 "Results and computation state",
 * issue 6): the total, each submodule before diversification, the scenarios, the Euler
 * split by portfolio, compartment and CIC category, and what it was computed with.
 */
export const MARKET_SUBMODULE_LABELS = {
  interestRate: 'Taux d’intérêt',
  equity: 'Actions',
  property: 'Immobilier',
  spread: 'Spread',
  concentration: 'Concentration',
  currency: 'Change',
} as const;
export type MarketSubmoduleKey = keyof typeof MARKET_SUBMODULE_LABELS;

const submodulesSchema = z.object({
  interestRate: z.number(),
  equity: z.number(),
  property: z.number(),
  spread: z.number(),
  concentration: z.number(),
  currency: z.number(),
});

export const scrGroupContributionSchema = z.object({
  key: z.string(),
  label: z.string(),
  lineCount: z.number().int(),
  marketValue: z.number(),
  contribution: z.number(),
  bySubmodule: submodulesSchema,
});
export type ScrGroupContribution = z.infer<typeof scrGroupContributionSchema>;

export const scrResultSchema = z
  .object({
    perimeterID: z.uuid(),
    rolename: z.string(),
    valuationDate: isoDateSchema,
    computationDate: isoDateTimeSchema,
    /** The rule set's label (« SII-2016 (DR 2015/35 …) »). */
    ruleSet: z.string(),
    /** Results stored before issue 37 were all computed under SII-2016. */
    ruleSetId: ruleSetIdSchema.default('SII-2016'),
    /** Computed with « Impact 2027 » (GET /api/solvency/impact answers); absent: no. */
    impact2027: z.boolean().optional(),
    /** What the rule set takes on trust (empty for SII-2016's verified figures). */
    unverified: z.array(unverifiedPointSchema).default([]),
    globalSCRMarketResult: z.number(),
    globalMarketValuation: z.number(),
    submodules: submodulesSchema,
    undiversified: z.number(),
    diversification: z.number(),
    correlationA: z.number(),
    /** Art. 164 parameter B (interest/spread): equal to A before SII-2027; absent from older results. */
    correlationB: z.number().optional(),
    scenarios: z.object({
      interestRate: z.object({
        method: z.string(),
        up: z.number(),
        down: z.number(),
        binding: z.enum(['up', 'down']),
        tie: z.boolean(),
        floorPerCurrency: z.boolean(),
        byCurrency: z.array(z.object({ currency: z.string(), up: z.number(), down: z.number() })),
        /**
         * SII-2027: each currency re-extrapolated beyond its first smoothing point (Art.
         * 166(2a), 167(2a)): α, and the stresses (continuous rates) at the FSP, of the LLFR
         * and of the UFR per scenario. Absent from older results.
         */
        extrapolated: z
          .array(
            z.object({
              currency: z.string(),
              firstSmoothingPoint: z.number(),
              alpha: z.number(),
              fspStressUp: z.number(),
              fspStressDown: z.number(),
              llfrStressUp: z.number(),
              llfrStressDown: z.number(),
              ufrStressUp: z.number(),
              ufrStressDown: z.number(),
              negativeAtLlfr: z.boolean(),
            }),
          )
          .optional(),
      }),
      equity: z.object({
        symmetricAdjustment: z.number(),
        type1: z.number(),
        type2: z.number(),
        correlation: z.number(),
        byClass: z.array(
          z.object({
            key: z.string(),
            label: z.string(),
            article: z.string(),
            shock: z.number(),
            loss: z.number(),
          }),
        ),
      }),
      property: z.object({ total: z.number(), ownUse: z.number(), leveraged: z.number() }),
      spread: z.object({ bonds: z.number(), securitisation: z.number() }),
      concentration: z.object({
        assets: z.number(),
        names: z.array(
          z.object({
            name: z.string(),
            kind: z.string(),
            exposure: z.number(),
            cqs: z.number(),
            threshold: z.number(),
            excess: z.number(),
            factor: z.number(),
            charge: z.number(),
          }),
        ),
      }),
      currency: z.array(
        z.object({
          currency: z.string(),
          exposure: z.number(),
          stress: z.number(),
          source: z.string(),
          up: z.number(),
          down: z.number(),
          scr: z.number(),
          binding: z.enum(['up', 'down']),
        }),
      ),
    }),
    /**
     * Counterparty default risk type 1 of the same perimeter and rule set, and the « SCR des
     * actifs » (issue 42); absent from results computed before it. The lines are served by
     * /api/solvency/counterparty/lines.
     */
    counterparty: counterpartySummarySchema.optional(),
    byPortfolio: z.array(scrGroupContributionSchema),
    byCompartment: z.array(scrGroupContributionSchema),
    byCicCategory: z.array(scrGroupContributionSchema),
    /** The parameters the result was computed with (issue 6: the user's, else the defaults). */
    parameters: scrParametersSchema,
    /**
     * The client-data lists it was computed with (issue 18); absent from the results
     * computed before they were recorded.
     */
    clientLists: scrClientListsSchema.optional(),
    symmetricAdjustment: z.number(),
    yieldCurve: z.object({
      id: z.string(),
      date: isoDateSchema.nullable(),
      synthetic: z.boolean(),
    }),
    warnings: z.array(z.string()),
    /**
     * The French label and article of each classification key a line may carry (the
     * OData columns ScrInterestRate, ScrEquity, ScrProperty, ScrSpread, ScrConcentration).
     */
    reasons: z.record(
      z.enum(['interestRate', 'equity', 'property', 'spread', 'concentration']),
      z.array(z.object({ key: z.string(), label: z.string(), article: z.string() })),
    ),
  })
  .meta({ id: 'ScrResult' });
export type ScrResultPayload = z.infer<typeof scrResultSchema>;

/**
 * The diversification as every page and workbook shows it (issue 40 §8): the negative step
 * from the sum of the submodules down to the SCR marché (« Effet de diversification »),
 * where the result stores the positive gap undiversified − SCR.
 */
export const DIVERSIFICATION_EFFECT_LABEL = 'Effet de diversification';
export function diversificationEffect(result: { diversification: number }): number {
  return -result.diversification;
}
