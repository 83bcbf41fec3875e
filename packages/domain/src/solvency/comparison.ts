import { z } from 'zod';

/**
 * A simulation beside its base (issue 17 §4): the look-through securities whose market
 * value differs between two computed perimeters of the caller, with their SCR contribution
 * in each. The
 * totals and submodules are compared from the two SCR results; this gives the lines.
 */
export const scrComparisonQuerySchema = z.object({
  /** The client's own perimeter, as computed before the simulation. */
  basePerimeterID: z.uuid(),
  /** The simulation's computed perimeter. */
  perimeterID: z.uuid(),
  /** The largest differences first; the rest are counted, not listed. */
  top: z.coerce.number().int().min(1).max(500).default(100),
  userID: z.string().min(1).max(200).optional(),
});
export type ScrComparisonQuery = z.infer<typeof scrComparisonQuerySchema>;

/** One security, summed over its look-through lines in each perimeter (0 where absent). */
export const scrComparisonLineSchema = z.object({
  securityCode: z.string(),
  securityName: z.string().nullable(),
  cic: z.string().nullable(),
  baseMarketValue: z.number(),
  marketValue: z.number(),
  marketValueDifference: z.number(),
  baseContribution: z.number(),
  contribution: z.number(),
  contributionDifference: z.number(),
});
export type ScrComparisonLine = z.infer<typeof scrComparisonLineSchema>;

export const scrComparisonSchema = z
  .object({
    basePerimeterID: z.uuid(),
    perimeterID: z.uuid(),
    /** How many securities changed in all; `lines` holds the `top` largest. */
    changedCount: z.number().int(),
    lines: z.array(scrComparisonLineSchema),
  })
  .meta({ id: 'ScrComparison' });
export type ScrComparison = z.infer<typeof scrComparisonSchema>;
