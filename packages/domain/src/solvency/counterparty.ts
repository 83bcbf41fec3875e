import { z } from 'zod';
import { perimeterIdQuerySchema } from '../lookthrough/api';
import { unverifiedPointSchema } from './rule-set';

/**
 * Counterparty default risk, type 1, of the asset side (issue 42; DR 2015/35 Art. 189-202):
 * what a computation stores beside the market SCR and the pages and workbooks show.
 */
export const COUNTERPARTY_TITLE = 'Risque de contrepartie (type 1)';
/** Directive Annex IV: market and counterparty default combined; not the BSCR. */
export const ASSETS_SCR_LABEL = 'SCR des actifs (marché + contrepartie type 1)';

export const COUNTERPARTY_BAND_LABELS = {
  none: 'Aucune exposition',
  three_sigma: '3 σ (σ ≤ 7 % de ΣLGD, art. 200(1))',
  five_sigma: '5 σ (7 % < σ ≤ 20 % de ΣLGD, art. 200(2))',
  total_lgd: 'ΣLGD (σ > 20 % de ΣLGD, art. 200(3))',
} as const;

/** The kinds of type 1 exposure an investment portfolio holds (Art. 189(2)). */
export const COUNTERPARTY_KINDS = [
  'cash_at_bank', // 189(2)(b)
  'cedant_deposit', // 189(2)(c)
  'derivative', // 192(3)
  'commitment_called', // 189(2)(d): letter of credit or guarantee called up, unpaid
  'commitment_provided', // 189(2)(e): guarantee or letter of credit provided
] as const;
export type CounterpartyExposureKind = (typeof COUNTERPARTY_KINDS)[number];

export const COUNTERPARTY_KIND_LABELS: Record<CounterpartyExposureKind, string> = {
  cash_at_bank: 'Avoirs en banque',
  cedant_deposit: 'Dépôts auprès des cédantes',
  derivative: 'Dérivés',
  commitment_called: 'Garanties et lettres de crédit appelées non versées',
  commitment_provided: 'Garanties et lettres de crédit données',
};

const kindSchema = z.enum(COUNTERPARTY_KINDS);

export const counterpartyNameSchema = z.object({
  key: z.string(),
  label: z.string(),
  counterparties: z.array(z.string()),
  exposureCount: z.number().int(),
  value: z.number(),
  lgd: z.number(),
  pd: z.number(),
  contribution: z.number(),
  withoutCounterparty: z.boolean(),
});
export type CounterpartyName = z.infer<typeof counterpartyNameSchema>;

export const counterpartyExposureSchema = z
  .object({
    line: z.number().int(),
    code: z.string(),
    label: z.string().nullable(),
    portfolio: z.string().nullable(),
    kind: kindSchema,
    counterparty: z.string().nullable(),
    counterpartyName: z.string().nullable(),
    name: z.string(),
    value: z.number(),
    collateral: z.number(),
    nettingAgreement: z.string().nullable(),
    lgd: z.number(),
    lgdRule: z.string(),
    pd: z.number(),
    pdRule: z.string(),
    contribution: z.number(),
    flags: z.array(z.string()),
  })
  .meta({ id: 'CounterpartyExposure' });
export type CounterpartyExposureRow = z.infer<typeof counterpartyExposureSchema>;

const reasonSchema = z.object({ key: z.string(), label: z.string(), article: z.string() });

/** What /api/solvency/results carries of the counterparty charge (the lines apart). */
export const counterpartySummarySchema = z
  .object({
    scr: z.number(),
    totalLgd: z.number(),
    variance: z.number(),
    varianceInter: z.number(),
    varianceIntra: z.number(),
    sigma: z.number(),
    sigmaShare: z.number(),
    band: z.enum(['none', 'three_sigma', 'five_sigma', 'total_lgd']),
    names: z.array(counterpartyNameSchema),
    byKind: z.array(
      z.object({
        kind: kindSchema,
        label: z.string(),
        exposureCount: z.number().int(),
        value: z.number(),
        lgd: z.number(),
        contribution: z.number(),
      }),
    ),
    exposureCount: z.number().int(),
    withoutCounterparty: z.number().int(),
    excluded: z.array(
      z.object({
        line: z.number().int(),
        code: z.string(),
        label: z.string().nullable().optional(),
        value: z.number(),
        reason: z.string(),
      }),
    ),
    unverified: z.array(unverifiedPointSchema),
    /** « SCR des actifs (marché + contrepartie type 1) », Directive Annex IV. */
    assets: z.object({
      market: z.number(),
      counterparty: z.number(),
      correlation: z.number(),
      combined: z.number(),
      diversification: z.number(),
      marketContribution: z.number(),
      counterpartyContribution: z.number(),
    }),
    /** The labels and articles of the rules and flags the exposures name. */
    reasons: z.object({
      pd: z.array(reasonSchema),
      lgd: z.array(reasonSchema),
      flags: z.array(reasonSchema),
      exclusions: z.array(reasonSchema),
    }),
  })
  .meta({ id: 'CounterpartySummary' });
export type CounterpartySummary = z.infer<typeof counterpartySummarySchema>;

/** As stored: the summary and every exposure. */
export const counterpartyStoredSchema = counterpartySummarySchema.extend({
  exposures: z.array(counterpartyExposureSchema),
});
export type CounterpartyStored = z.infer<typeof counterpartyStoredSchema>;

export const counterpartyLinesQuerySchema = perimeterIdQuerySchema.extend({
  /** A single name's key (its group or counterparty); all exposures when absent. */
  name: z.string().min(1).optional(),
});
export type CounterpartyLinesQuery = z.infer<typeof counterpartyLinesQuerySchema>;

export const counterpartyLinesSchema = z
  .object({
    perimeterID: z.uuid(),
    name: z.string().nullable(),
    exposures: z.array(counterpartyExposureSchema),
  })
  .meta({ id: 'CounterpartyLines' });
export type CounterpartyLines = z.infer<typeof counterpartyLinesSchema>;
