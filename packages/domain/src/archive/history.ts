import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from '../common/dates';
import { ARCHIVE_FAMILIES } from './api';
import { ruleSetIdSchema } from '../solvency/rule-set';

/**
 * « Analyse Historique » (issue 18 §3): the archives of one category of a client in time,
 * each with its headline figures, read in one request (GET /api/archive/history) rather
 * than one result request per archive. The look-through figures are every archive's; the
 * SCR and ESG figures are those of the archives that keep the family, when the caller has
 * its right (else null).
 */
export const archiveHistoryQuerySchema = z.object({
  rolename: z
    .string({ error: 'Le client doit être un texte.' })
    .min(1, 'Le client est obligatoire.')
    .max(100),
  category: z
    .string({ error: 'La catégorie doit être un texte.' })
    .trim()
    .min(1, 'La catégorie est obligatoire.')
    .max(50),
  /** Only the archives that keep this family (none: every archive of the category). */
  family: z.enum(ARCHIVE_FAMILIES, { error: 'Famille de résultats inconnue.' }).optional(),
  userID: z.string().min(1).max(200).optional(),
});
export type ArchiveHistoryQuery = z.infer<typeof archiveHistoryQuerySchema>;

const num = z.number().nullable();

/**
 * The SCR figures of an archive: the market SCR and each submodule before diversification,
 * the rule set they were computed under and, when the computation gave it, the market SCR
 * under both rule sets (« Impact 2027 », issue 37).
 */
export const archiveHistoryScrSchema = z.object({
  total: z.number(),
  /** SII-2016 for the results stored before issue 37. */
  ruleSetId: ruleSetIdSchema.optional(),
  impact: z
    .object({ from: z.number(), to: z.number(), difference: z.number() })
    .nullable()
    .optional(),
  marketValue: z.number(),
  undiversified: num,
  diversification: num,
  /**
   * Counterparty default type 1 and the « SCR des actifs (marché + contrepartie type 1) »
   * (issue 42); null for the results computed before it.
   */
  counterparty: num.optional(),
  assets: num.optional(),
  submodules: z.object({
    interestRate: z.number(),
    equity: z.number(),
    property: z.number(),
    spread: z.number(),
    concentration: z.number(),
    currency: z.number(),
  }),
});
export type ArchiveHistoryScr = z.infer<typeof archiveHistoryScrSchema>;

/** The ESG figures of an archive: score, coverage, pillars, carbon and temperature scores. */
export const archiveHistoryEsgSchema = z.object({
  score: num,
  coverage: num,
  /** E, S, G → score. */
  pillars: z.record(z.string(), num),
  /** Carbon metric key (financedScope12, carbonFootprint, waci…) → value. */
  carbon: z.record(z.string(), num),
  /** Time frame → scope → aggregation method → the portfolio's implied temperature. */
  temperature: z.record(z.string(), z.record(z.string(), z.record(z.string(), num))),
  /** The SFDR PAI statement's figures (issue 38 §10): figure key (PAI_FIGURES) → value. */
  pai: z.record(z.string(), num).optional(),
});
export type ArchiveHistoryEsg = z.infer<typeof archiveHistoryEsgSchema>;

export const archiveHistoryPointSchema = z.object({
  perimeterID: z.uuid(),
  name: z.string(),
  simulation: z.boolean(),
  valuationDate: isoDateSchema,
  simulationDate: isoDateTimeSchema,
  /** The look-through: total market value, lines and the share seen through. */
  marketValue: z.number(),
  lineCount: z.number().int(),
  lookedThroughShare: num,
  dataGroupingShare: num,
  scr: archiveHistoryScrSchema.nullable(),
  esg: archiveHistoryEsgSchema.nullable(),
});
export type ArchiveHistoryPoint = z.infer<typeof archiveHistoryPointSchema>;

export const archiveHistorySchema = z
  .object({
    rolename: z.string(),
    category: z.string(),
    /** Oldest valuation date first, then by computation date. */
    points: z.array(archiveHistoryPointSchema),
  })
  .meta({ id: 'ArchiveHistory' });
export type ArchiveHistory = z.infer<typeof archiveHistorySchema>;
