import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from '../common/dates';

/**
 * « Rapprochement SCR des fonds » (issue 14 §2): per fund held in a computed perimeter,
 * Prisme's own loss on the fund's look-through lines beside the manager's indicative SCR
 * contributions of its TPT file (fields 97-105b: the change in value under each stress
 * over the fund's NAV, '+' = more capital, data-standards §2.2), scaled to the position.
 */

/**
 * The compared stresses, in display order, with the TPT fields the manager's figure is
 * read from. `tptCombination` says how several fields make one figure: the sum (spread of
 * bonds 102 and of structured products 103, which Prisme's spread on bonds covers both),
 * or the larger (credit derivatives: Art. 179 takes the worse of widening 104 and
 * narrowing 105).
 */
export const FUND_RECONCILIATION_STRESSES = {
  interestRateUp: { label: 'Taux hausse', tptFields: ['97'], tptCombination: 'sum' },
  interestRateDown: { label: 'Taux baisse', tptFields: ['98'], tptCombination: 'sum' },
  equityType1: { label: 'Actions type 1', tptFields: ['99'], tptCombination: 'sum' },
  equityType2: { label: 'Actions type 2', tptFields: ['100'], tptCombination: 'sum' },
  property: { label: 'Immobilier', tptFields: ['101'], tptCombination: 'sum' },
  spreadBonds: { label: 'Spread obligations', tptFields: ['102', '103'], tptCombination: 'sum' },
  spreadCreditDerivatives: {
    label: 'Spread dérivés de crédit',
    tptFields: ['104', '105'],
    tptCombination: 'max',
  },
  currencyUp: { label: 'Change hausse', tptFields: ['105a'], tptCombination: 'sum' },
  currencyDown: { label: 'Change baisse', tptFields: ['105b'], tptCombination: 'sum' },
} as const satisfies Record<
  string,
  { label: string; tptFields: readonly string[]; tptCombination: 'sum' | 'max' }
>;
export type FundReconciliationStress = keyof typeof FUND_RECONCILIATION_STRESSES;
export const FUND_RECONCILIATION_STRESS_KEYS = Object.keys(
  FUND_RECONCILIATION_STRESSES,
) as FundReconciliationStress[];

/** A gap is questioned when above 10 % of the manager's figure… */
export const DEFAULT_RECONCILIATION_THRESHOLD = 0.1;
/** …and above 1,000 in the reference currency, so rounding on small funds stays quiet. */
export const DEFAULT_RECONCILIATION_FLOOR = 1000;

export const fundReconciliationQuerySchema = z.object({
  perimeterID: z.uuid(),
  userID: z.string().min(1).max(200).optional(),
  /** Relative gap that flags a stress, as a fraction of the manager's figure (0.1 = 10 %). */
  threshold: z.coerce.number().min(0).max(100).default(DEFAULT_RECONCILIATION_THRESHOLD),
  /** Absolute gap, in the reference currency, below which nothing is flagged. */
  floor: z.coerce.number().min(0).max(1e15).default(DEFAULT_RECONCILIATION_FLOOR),
});
export type FundReconciliationQuery = z.infer<typeof fundReconciliationQuerySchema>;

export const fundStressComparisonSchema = z.object({
  /** Prisme's loss on the fund's lines (positive = loss), reference currency. */
  prisme: z.number(),
  /** The manager's figure for the position held; null when the fund has none. */
  manager: z.number().nullable(),
  /** prisme − manager. */
  difference: z.number().nullable(),
  /** difference / |manager|; null when the manager's figure is 0 or absent. */
  relativeDifference: z.number().nullable(),
  flagged: z.boolean(),
});
export type FundStressComparison = z.infer<typeof fundStressComparisonSchema>;

/**
 * Prisme's figure beside the manager's: the gap, relative to the manager's figure, and
 * flagged when it exceeds both `threshold` × |manager| and `floor` (a manager's 0 makes
 * any gap above the floor count).
 */
export function compareStress(
  prisme: number,
  manager: number | null,
  limits: { threshold: number; floor: number },
): FundStressComparison {
  if (manager === null) {
    return { prisme, manager, difference: null, relativeDifference: null, flagged: false };
  }
  const difference = prisme - manager;
  const gap = Math.abs(difference);
  return {
    prisme,
    manager,
    difference,
    relativeDifference: manager === 0 ? null : difference / Math.abs(manager),
    flagged: gap > limits.threshold * Math.abs(manager) && gap > limits.floor,
  };
}

export const FUND_RECONCILIATION_STATUSES = {
  compared: 'Comparé',
  no_indicative_scr: 'Pas de SCR indicatif',
} as const;

export const fundReconciliationRowSchema = z.object({
  fundCode: z.string(),
  fundName: z.string().nullable(),
  /** The value held in the perimeter (its look-through lines), reference currency. */
  heldValue: z.number(),
  /** Look-through lines of the fund in the perimeter. */
  lineCount: z.number().int(),
  status: z.enum(['compared', 'no_indicative_scr']),
  /** The TPT statement compared (the one the look-through rule picks), null when none. */
  statement: z
    .object({
      valuationDate: isoDateSchema,
      basis: z.enum(['reported', 'target_allocation']),
      tptVersion: z.string(),
      currency: z.string(),
      /** TPT 11: the manager says fields 97-105b are filled on every line. */
      completeScrDelivery: z.boolean(),
      lineCount: z.number().int(),
      /** Lines carrying at least one of fields 97-105b. */
      linesWithIndicativeScr: z.number().int(),
    })
    .nullable(),
  /**
   * How the currency stresses are compared (issue 35 §B.10). The manager measures fields
   * 105a-105b against the share-class currency (TPT 4), every line in another currency
   * (TPT 21) shocked: Prisme's figure is then measured the same way (`measuredAgainst`
   * = that currency), its own against the reference currency kept in `againstReference`;
   * or the figures are « non comparables » with the reason, and nothing is flagged.
   */
  currency: z.object({
    measuredAgainst: z.string(),
    comparable: z.boolean(),
    reason: z.string().nullable(),
    /** Prisme's loss if the currencies rise against the reference currency (its SCR's). */
    againstReference: z.number(),
  }),
  /** Some stress flagged: « À examiner ». */
  flagged: z.boolean(),
  stresses: z.record(
    z.enum(
      FUND_RECONCILIATION_STRESS_KEYS as [FundReconciliationStress, ...FundReconciliationStress[]],
    ),
    fundStressComparisonSchema,
  ),
});
export type FundReconciliationRow = z.infer<typeof fundReconciliationRowSchema>;

export const fundReconciliationSchema = z
  .object({
    perimeterID: z.uuid(),
    rolename: z.string(),
    valuationDate: isoDateSchema,
    referenceCurrency: z.string(),
    threshold: z.number(),
    floor: z.number(),
    funds: z.array(fundReconciliationRowSchema),
  })
  .meta({ id: 'FundScrReconciliation' });
export type FundReconciliation = z.infer<typeof fundReconciliationSchema>;

/** Where the currency figures are « non comparables » (the grid, the CSV). */
export const NOT_COMPARABLE_LABEL = 'Non comparable';

/**
 * The user's last SCR computation of the perimeter they saved (spec §3): the page
 * « Rapprochement SCR des fonds » reads it from the server, so that a computation made
 * elsewhere (the API, another browser) is found. Null when there is none.
 */
export const currentScrPerimeterSchema = z
  .object({
    perimeterID: z.uuid(),
    rolename: z.string(),
    valuationDate: isoDateSchema,
    computationDate: isoDateTimeSchema,
  })
  .meta({ id: 'CurrentScrPerimeter' });
export type CurrentScrPerimeter = z.infer<typeof currentScrPerimeterSchema>;
