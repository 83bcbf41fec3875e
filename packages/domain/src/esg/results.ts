import { z } from 'zod';

/**
 * The ESG analysis of a computed perimeter as GET /api/esg/results answers it (issue 15;
 * route designed, docs/decisions/esg/0191-esg-computation.md): the portfolio's score and coverage,
 * pillars and themes, sources, letters, contributors, carbon metrics and the implied temperature.
 * Values are in the reference currency, scores on 0–10, shares 0–1.
 */
const num = z.number().nullable();

/**
 * Where a line's ESG score comes from, or why it has none (esg-and-liquidity §1.4.3,
 * §1.5.3-1.5.4): the engine's ESG_LINE_STATUS keys with their French labels.
 */
export const ESG_LINE_STATUS_LABELS = {
  forced: 'Notation forcée',
  isin: 'Note du titre',
  issuer: 'Note de l’émetteur',
  uncovered: 'Éligible sans note',
  short: 'Position courte',
  cash: 'Liquidités',
  derivative: 'Dérivé',
  sovereign: 'Souverain',
  other: 'Autre actif',
} as const;
export type EsgLineStatusKey = keyof typeof ESG_LINE_STATUS_LABELS;

/** One group of a breakdown (by portfolio, NACE section, country). */
const esgGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  eligibleValue: z.number(),
  coveredValue: z.number(),
  coverage: num,
  score: num,
  lines: z.number().int(),
});
export type EsgGroupPayload = z.infer<typeof esgGroupSchema>;

const carbonMetricSchema = z.object({
  value: num,
  coveredValue: z.number(),
  eligibleValue: z.number(),
  coverage: num,
});

const contributorSchema = z.object({
  code: z.string(),
  value: z.number(),
  score: z.number(),
  contribution: z.number(),
  relative: z.number(),
});

const temperatureCellSchema = z.object({
  score: num,
  defaultInfluence: num,
  excludedCompanies: z.number().int(),
  /** The largest contributors: the issuer's key, name and NACE section. */
  top: z.array(
    z.object({
      key: z.string(),
      name: z.string().nullable(),
      sector: z.string(),
      weight: z.number(),
      contribution: z.number(),
      relative: z.number(),
    }),
  ),
  /** Every company's contribution summed by NACE section, largest first. */
  bySector: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      companies: z.number().int(),
      weight: z.number(),
      contribution: z.number(),
      relative: z.number(),
    }),
  ),
});

/** The ESG model and forced ratings a result was computed with. */
export const esgResultParametersSchema = z
  .object({
    pillarWeights: z.record(z.string(), z.number()),
    /** Sector → pillar → theme → weight. */
    themeWeights: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.number()))),
    /** The forced ratings active on the valuation date (note, letter, pillar notes). */
    forcedRatings: z.array(
      z.object({
        code: z.string(),
        note: z.number().nullable(),
        letter: z.string().nullable().optional(),
        noteE: z.number().nullable().optional(),
        noteS: z.number().nullable().optional(),
        noteG: z.number().nullable().optional(),
      }),
    ),
    /** The model scale's top (10 or 100); absent from results before issue 38: 10. */
    scaleMax: z.number().optional(),
  })
  .meta({ id: 'EsgResultParameters' });
export type EsgResultParameters = z.infer<typeof esgResultParametersSchema>;

export const esgResultSchema = z
  .object({
    perimeterID: z.uuid(),
    rolename: z.string(),
    valuationDate: z.string(),
    computedAt: z.string(),
    portfolio: z.object({
      score: num,
      letter: z.string().nullable(),
      coverage: num,
      eligibleValue: z.number(),
      coveredValue: z.number(),
    }),
    pillars: z.record(z.string(), num),
    themes: z.record(z.string(), num),
    /** Null when nothing is covered (« non couvert »), as the letters' shares. */
    forcedShare: num,
    letters: z.record(z.string(), num),
    /**
     * The sovereigns' own score and coverage (esg-and-liquidity §1.5.4 option (a)), beside
     * the corporate one; absent from results before issue 38.
     */
    sovereign: z
      .object({
        score: num,
        letter: z.string().nullable(),
        coverage: num,
        eligibleValue: z.number(),
        coveredValue: z.number(),
      })
      .optional(),
    /** Value and line count by line status (forced, isin, issuer, uncovered, short, cash…). */
    byStatus: z.record(z.string(), z.object({ value: z.number(), lines: z.number().int() })),
    bestContributors: z.array(contributorSchema),
    worstContributors: z.array(contributorSchema),
    carbon: z.object({
      financedScope12: carbonMetricSchema,
      financedScope123: carbonMetricSchema,
      carbonFootprint: carbonMetricSchema,
      waci: carbonMetricSchema,
      pai3: carbonMetricSchema,
      /** PAI 15 and the PCAF sovereign attribution (§1.6.2-1.6.3); absent before issue 38. */
      pai15: carbonMetricSchema.optional(),
      financedSovereign: carbonMetricSchema.optional(),
      totalValue: z.number(),
    }),
    /** Time frame → scope → aggregation method → the portfolio's temperature. */
    temperature: z.record(
      z.string(),
      z.record(z.string(), z.record(z.string(), temperatureCellSchema)),
    ),
    breakdowns: z.object({
      portfolio: z.array(esgGroupSchema),
      sector: z.array(esgGroupSchema),
      country: z.array(esgGroupSchema),
    }),
    companies: z.number().int(),
    companiesWithTargets: z.number().int(),
    /**
     * The temperature's perimeter (§2.6, docs/decisions/esg/0202-itr-perimeter.md): every long
     * corporate line with an issuer, those without target at the default score; its value and share
     * of all investments. Absent before issue 38.
     */
    temperaturePerimeter: z
      .object({ value: z.number(), share: num, companiesAtDefault: z.number().int() })
      .optional(),
    /**
     * What it was computed with (issue 18): the user's pillar weights, theme weights by
     * sector (« * » the default) and pillar, and the client's forced ratings; absent from
     * the results computed before they were recorded.
     */
    parameters: esgResultParametersSchema.optional(),
  })
  .meta({ id: 'EsgResult' });
export type EsgResult = z.infer<typeof esgResultSchema>;

export const esgResultQuerySchema = z.object({
  perimeterID: z.uuid(),
  userID: z.string().min(1).max(200).optional(),
});
