import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from '../common/dates';
import { perimeterRequestSchema } from '../inventory/perimeter';
import { LOOK_THROUGH_STATUS_CODES } from './line-status';
import { apiErrors } from '../errors';
import { ruleSetIdSchema } from '../solvency/rule-set';

/**
 * `POST /api/inventory/computation` (spec §7): the perimeter request, the optional compute
 * flags, and a token the browser chooses to follow the progress of the work
 * (`GET /api/jobs/{progressToken}`, docs/decisions/jobs/0086-progress-of-long-work.md). Without
 * compute flags the call only looks the perimeter through.
 */
export const computationRequestSchema = perimeterRequestSchema
  .extend({
    computeESG: z.boolean().optional(),
    computeSCR: z.boolean().optional(),
    computeRiskLiquidity: z.boolean().optional(),
    /** The SCR's rule set; by default the one in force at the valuation date (issue 37). */
    ruleSet: ruleSetIdSchema.optional(),
    /** Compute the SCR under both rule sets on the same look-through (« Impact 2027 »). */
    computeImpact2027: z.boolean().optional(),
    progressToken: z.uuid().optional(),
  })
  .meta({ id: 'ComputationRequest' });
export type ComputationRequest = z.infer<typeof computationRequestSchema>;

/** The answer of a computation (spec §3 "Results and computation state"). */
export const computationResponseSchema = z
  .object({
    perimeter: z.object({ perimeterID: z.uuid() }),
    globalMarketValuation: z.number(),
    globalSCRMarketResult: z.number().nullable(),
    simulationID: z.string().nullable(),
    computationDate: isoDateTimeSchema,
    /** Look-through figures of the stored lines. */
    lineCount: z.number().int(),
  })
  .meta({ id: 'ComputationResponse' });
export type ComputationResponse = z.infer<typeof computationResponseSchema>;

export const perimeterIdQuerySchema = z.object({
  perimeterID: z.uuid(),
  userID: z.string().min(1).max(200).optional(),
});

export const perimeterIdParamsSchema = z.object({ perimeterId: z.uuid() });

/** The progress of a long piece of work, polled by the browser. */
export const JOB_STAGES = {
  queued: 'En attente',
  loading: 'Chargement des données',
  lookthrough: 'Transparisation',
  storing: 'Enregistrement des lignes',
  summarising: 'Calcul des indicateurs',
  computing: 'Calculs',
  importing: 'Intégration du fichier',
  exporting: 'Écriture du fichier',
  done: 'Terminé',
  failed: 'Échec',
  cancelled: 'Annulé',
} as const;
export type JobStage = keyof typeof JOB_STAGES;

export const jobProgressSchema = z
  .object({
    stage: z.enum(Object.keys(JOB_STAGES) as [JobStage, ...JobStage[]]),
    /** 0…100 */
    percent: z.number().min(0).max(100),
    label: z.string(),
    /**
     * What the stage is doing now, in French, with its figures (« 12 000 lignes
     * enregistrées sur 38 874 », « Risque de spread calculé (5/8) »).
     */
    detail: z.string().optional(),
    /** Why the work failed, in French, when it is known (e.g. the server stopped). */
    reason: z.string().optional(),
  })
  .meta({ id: 'JobProgress' });

/** The reason a job reads when its server stopped before the job ended. */
export const JOB_INTERRUPTED_REASON =
  'Le serveur s’est arrêté pendant ce travail : il n’a pas abouti. Relancez-le.';
/**
 * The reason a queued job reads when its process stopped twice while running it: the
 * queue retries a job once (jobs/queue), then gives up.
 */
export const JOB_ABANDONED_REASON = apiErrors.JOB_ABANDONED.message;
/** The reason a job reads when its user cancelled it. */
export const JOB_CANCELLED_REASON = apiErrors.JOB_CANCELLED.message;
export type JobProgress = z.infer<typeof jobProgressSchema>;

export const jobParamsSchema = z.object({ token: z.uuid() });

/** A direct position of the perimeter, as the portfolio page lists it. */
export const directPositionSchema = z
  .object({
    id: z.number().int(),
    portfolioCode: z.string(),
    compartmentCode: z.string(),
    securityCode: z.string(),
    securityName: z.string().nullable(),
    cic: z.string().nullable(),
    quotationCurrency: z.string(),
    quantity: z.number(),
    marketValueQc: z.number(),
    marketValueRc: z.number(),
    accruedInterestRc: z.number(),
    bookValueRc: z.number().nullable(),
    acquisitionDate: isoDateSchema.nullable(),
    isFund: z.boolean(),
  })
  .meta({ id: 'DirectPosition' });
export type DirectPosition = z.infer<typeof directPositionSchema>;

/** `POST /api/inventory/positions`: the perimeter's direct positions (not in spec §7). */
export const directPositionsRequestSchema = perimeterRequestSchema;

/** One slice of a breakdown: key, French label, value, share of the total, line count. */
export const breakdownItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  marketValue: z.number(),
  share: z.number(),
  lineCount: z.number().int(),
});
export type BreakdownItem = z.infer<typeof breakdownItemSchema>;

export const BREAKDOWN_AXES = {
  level: 'Niveau',
  cic: 'Catégorie CIC',
  currency: 'Devise',
  country: 'Pays',
  rating: 'Notation',
  sector: 'Secteur',
  status: 'Statut de transparisation',
} as const;
export type BreakdownAxis = keyof typeof BREAKDOWN_AXES;

/** How a fund's (or a portfolio's) value was looked through, as shares of its value. */
export const lookThroughQualitySchema = z.object({
  code: z.string(),
  name: z.string().nullable(),
  marketValue: z.number(),
  lookedThroughShare: z.number(),
  targetAllocationShare: z.number(),
  lastReportedShare: z.number(),
  dataGroupingShare: z.number(),
  /** Not looked through and no data grouping possible: type 2 equity (Art. 168(3)). */
  notLookedThroughShare: z.number(),
  /**
   * A data grouping beyond the 20 % limit of Art. 84(3): type 2 equity (Art. 168(3)).
   * Absent from summaries made before the limit was enforced.
   */
  groupingLimitShare: z.number().optional(),
  /** Lines missing each data item. */
  missing: z.record(z.string(), z.number().int()),
});
export type LookThroughQuality = z.infer<typeof lookThroughQualitySchema>;

/** "Indicateurs Transparisés": the figures of a transparised perimeter. */
export const lookThroughSummarySchema = z
  .object({
    perimeterID: z.uuid(),
    rolename: z.string(),
    valuationDate: isoDateSchema,
    portfolios: z.array(z.string()),
    compartments: z.array(z.string()),
    lookThroughLevel: z.string(),
    transparisationDate: isoDateTimeSchema,
    referenceCurrency: z.string(),
    totalMarketValuation: z.number(),
    lineCount: z.number().int(),
    /** Share of the value seen through to underlying securities or held directly. */
    lookedThroughShare: z.number(),
    /** Share of the value in data groupings, against DATA_GROUPING_LIMIT (Art. 84(3)). */
    dataGroupingShare: z.number(),
    /**
     * The part of it counted towards the limit: unit-linked assets left out (Art. 84(3a)).
     * Absent from summaries made before the limit was enforced.
     */
    dataGroupingCountedShare: z.number().optional(),
    /** Share of the value beyond the limit, charged as type 2 equity (Art. 84(3), 168(3)). */
    groupingLimitShare: z.number().optional(),
    dataGroupingLimit: z.number(),
    breakdowns: z.record(
      z.enum(Object.keys(BREAKDOWN_AXES) as [BreakdownAxis]),
      z.array(breakdownItemSchema),
    ),
    byFund: z.array(lookThroughQualitySchema),
    byPortfolio: z.array(lookThroughQualitySchema),
    /** Lines and value missing each data item, over the whole perimeter. */
    missing: z.array(
      z.object({
        item: z.string(),
        label: z.string(),
        lineCount: z.number().int(),
        marketValue: z.number(),
      }),
    ),
    statuses: z.array(z.enum(LOOK_THROUGH_STATUS_CODES as [string, ...string[]])),
  })
  .meta({ id: 'LookThroughSummary' });
export type LookThroughSummary = z.infer<typeof lookThroughSummarySchema>;
