import { z } from 'zod';
import { isoDateSchema } from '../common/dates';

/**
 * Look-through levels (spec §3 "transparencyLevel"): how many levels of funds are
 * flattened. 'FULL' goes as deep as the compositions go (the engine caps it at 10).
 */
export const LOOK_THROUGH_LEVELS = [
  { code: '0', name: 'Sans transparisation' },
  { code: '1', name: 'Niveau 1' },
  { code: '2', name: 'Niveau 2' },
  { code: '3', name: 'Niveau 3' },
  { code: 'FULL', name: 'Transparisation complète' },
] as const;
export type LookThroughLevelCode = (typeof LOOK_THROUGH_LEVELS)[number]['code'];
/** The French name of a level for people (workbooks, pages); an unknown code as it is. */
export function lookThroughLevelName(code: string): string {
  return LOOK_THROUGH_LEVELS.find((l) => l.code === code)?.name ?? code;
}
export const lookThroughLevelCodeSchema = z.enum(
  LOOK_THROUGH_LEVELS.map((l) => l.code) as [LookThroughLevelCode, ...LookThroughLevelCode[]],
);

const code = z.string().min(1).max(100);

/** Server-side portfolio (spec §3). */
export const portfolioSchema = z
  .object({
    codePortefeuille: z.string(),
    libellePortefeuille: z.string(),
    rolename: z.string(),
    indice: z.string().nullable(),
  })
  .meta({ id: 'Portfolio' });
export type Portfolio = z.infer<typeof portfolioSchema>;

/** Server-side compartment (spec §3). */
export const compartmentSchema = z
  .object({
    codeCompartiment: z.string(),
    libelleCompartiment: z.string(),
    codePortefeuille: z.string(),
  })
  .meta({ id: 'Compartment' });
export type Compartment = z.infer<typeof compartmentSchema>;

export const portfoliosQuerySchema = z.object({ rolename: code, userID: z.string().optional() });

/**
 * Spec §7 sends only the portfolio codes; `rolename` is accepted too, so that an
 * administrator's request names its client without ambiguity
 * (docs/decisions/perimeter/0058-rolename-with-portfolio-codes.md).
 */
export const valuationDatesRequestSchema = z.object({
  portfolioCodes: z.array(code).min(1).max(500),
  rolename: code.optional(),
  userID: z.string().optional(),
});

export const compartmentsRequestSchema = valuationDatesRequestSchema.extend({
  valuationDate: isoDateSchema.optional(),
});

/** Saved perimeter (spec §3): what a user last chose, restored at start-up. */
export const savedPerimeterSchema = z
  .object({
    valuationDate: isoDateSchema.nullable(),
    rolename: z.string().nullable(),
    portfolios: z.array(z.string()),
    compartments: z.array(z.string()),
    lookThroughLevel: lookThroughLevelCodeSchema.nullable(),
  })
  .meta({ id: 'SavedPerimeter' });
export type SavedPerimeter = z.infer<typeof savedPerimeterSchema>;

/** Perimeter request (spec §3): the same fields with the level as a code, plus userID. */
export const perimeterRequestSchema = z
  .object({
    valuationDate: isoDateSchema.nullable(),
    rolename: code.nullable(),
    portfolios: z.array(code).max(500),
    compartments: z.array(code).max(2000),
    lookThroughLevel: lookThroughLevelCodeSchema.nullable(),
    userID: z.string().optional(),
  })
  .meta({ id: 'PerimeterRequest' });
export type PerimeterRequest = z.infer<typeof perimeterRequestSchema>;
