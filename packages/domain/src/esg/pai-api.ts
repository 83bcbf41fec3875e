import { z } from 'zod';
import { PAI_EXCLUSIONS, PAI_FIGURE_KEYS, type PaiExclusion } from './pai';

/**
 * The PAI statement of a computed perimeter (issue 38 §8–10), as /api/esg/pai answers it:
 * each row of Annex I with its impact, coverage, estimated share and the lines it leaves
 * out; the previous year's impact from the archive of that date; the editable texts.
 * Shares are fractions (0–1), values in the reference currency (€).
 */
const num = z.number().nullable();
const leftOutSchema = z.object({ lines: z.number(), value: z.number() });

export const paiFigureSchema = z.object({
  key: z.string(),
  value: num,
  eligibleValue: z.number(),
  coveredValue: z.number(),
  coverage: num,
  estimatedShare: num,
  leftOut: z.record(z.enum(PAI_EXCLUSIONS), leftOutSchema),
  /** The value at each date of `dates` (one, or the four quarter-ends). */
  atDates: z.array(num),
});
export type PaiFigurePayload = z.infer<typeof paiFigureSchema>;

/** What the computation stores (pai_results). */
export const paiResultSchema = z
  .object({
    perimeterID: z.string(),
    rolename: z.string(),
    valuationDate: z.string(),
    computedAt: z.string(),
    /**
     * 'quarterly': the mean of the four quarter-end impacts (Art. 6(3) of Delegated
     * Regulation (EU) 2022/1288); 'single': the valuation date only.
     */
    method: z.enum(['quarterly', 'single']),
    dates: z.array(z.string()),
    allInvestments: z.number(),
    figures: z.array(paiFigureSchema),
  })
  .meta({ id: 'PaiResult' });
export type PaiResultPayload = z.infer<typeof paiResultSchema>;

export const paiTextSchema = z.object({
  figureKey: z.enum(PAI_FIGURE_KEYS as [string, ...string[]]),
  explanation: z.string().max(4_000, 'L’explication est limitée à 4 000 caractères.'),
  actions: z.string().max(4_000, 'Les mesures prises sont limitées à 4 000 caractères.'),
});
export type PaiText = z.infer<typeof paiTextSchema>;

/** The previous year's statement: the archive of the date one year before, when there is one. */
export const paiPreviousSchema = z.object({
  perimeterID: z.string(),
  archiveName: z.string(),
  valuationDate: z.string(),
  values: z.record(z.string(), num),
});

export const paiStatementSchema = z
  .object({
    result: paiResultSchema,
    previous: paiPreviousSchema.nullable(),
    texts: z.array(paiTextSchema),
  })
  .meta({ id: 'PaiStatement' });
export type PaiStatement = z.infer<typeof paiStatementSchema>;

export const paiQuerySchema = z.object({
  userID: z.string().min(1).max(200).optional(),
  perimeterID: z.uuid('Identifiant de périmètre invalide.'),
});

export const paiLinesQuerySchema = paiQuerySchema.extend({
  figure: z.enum(PAI_FIGURE_KEYS as [string, ...string[]], 'Indicateur PAI inconnu.'),
});

export const paiTextsRequestSchema = z
  .object({
    userID: z.string().min(1).max(200).optional(),
    perimeterID: z.uuid('Identifiant de périmètre invalide.'),
    texts: z.array(paiTextSchema).max(PAI_FIGURE_KEYS.length),
  })
  .meta({ id: 'PaiTextsRequest' });
export type PaiTextsRequest = z.infer<typeof paiTextsRequestSchema>;

/** A security's share of one figure (its look-through lines summed): the drill-down. */
export const paiLineSchema = z.object({
  code: z.string(),
  name: z.string().nullable(),
  issuerName: z.string().nullable(),
  value: z.number(),
  lines: z.number().int(),
  factor: num,
  contribution: z.number(),
  estimated: z.boolean(),
  status: z.enum(['covered', ...PAI_EXCLUSIONS] as [string, ...string[]]),
});
export type PaiLinePayload = z.infer<typeof paiLineSchema>;

export const paiLinesSchema = z
  .object({ figure: z.string(), lines: z.array(paiLineSchema) })
  .meta({ id: 'PaiLines' });
export type PaiLines = z.infer<typeof paiLinesSchema>;

export type PaiLineStatus = 'covered' | PaiExclusion;
