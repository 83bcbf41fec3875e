import { z } from 'zod';
import { ruleSetIdSchema } from '../solvency/rule-set';
import { perimeterRequestSchema } from '../inventory/perimeter';

/**
 * Spec §7 "Simulation": a what-if copy of a perimeter's positions. The four calls the spec
 * gives keep its names (simulationID…); the position reads and edits are designed beside
 * them (docs/decisions/simulation/0225-simulation-copy-and-reads.md, 0226).
 */

/** POST /api/simulation/positions: the perimeter the simulation copies. */
export const simulationCreateRequestSchema = perimeterRequestSchema.meta({
  id: 'SimulationCreateRequest',
});

export const simulationCreatedSchema = z
  .object({ simulationID: z.uuid() })
  .meta({ id: 'SimulationCreated' });
export type SimulationCreated = z.infer<typeof simulationCreatedSchema>;

const simulationId = z.uuid('Identifiant de simulation invalide.');
export const simulationQuerySchema = z.object({
  simulationID: simulationId,
  userID: z.string().min(1).max(200).optional(),
});
export const simulationParamsSchema = z.object({ simulationId });
export const simulationPositionParamsSchema = z.object({
  simulationId,
  positionNo: z.coerce.number().int().min(1).max(2_147_483_647),
});

/**
 * DELETE …/positions/{positionNo}: the sale, and whether its proceeds go to cash (issue 40):
 * `creditCash=true` credits the portfolio's largest cash account in the line's currency.
 */
export const simulationSaleQuerySchema = z.object({
  creditCash: z
    .enum(['true', 'false'], { error: '« creditCash » vaut true ou false.' })
    .optional()
    .transform((value) => value === 'true'),
  userID: z.string().min(1).max(200).optional(),
});
export type SimulationSaleQuery = z.input<typeof simulationSaleQuerySchema>;

/** A cash account of the simulation, by currency (CIC 71-72). */
export const simulationCashSchema = z
  .object({
    currency: z.string(),
    /** In the currency. */
    amount: z.number(),
    /** In the reference currency (EUR). */
    amountRc: z.number(),
  })
  .meta({ id: 'SimulationCash' });
export type SimulationCash = z.infer<typeof simulationCashSchema>;

/** GET /api/simulation/global-market-valuation/: the current and the initial value. */
export const simulationValuationSchema = z
  .object({
    simulationID: z.uuid(),
    current: z.number(),
    initial: z.number(),
    difference: z.number(),
  })
  .meta({ id: 'SimulationValuation' });
export type SimulationValuation = z.infer<typeof simulationValuationSchema>;

/** A position of the simulation, as its grid shows it. */
export const simulationPositionSchema = z
  .object({
    positionNo: z.number().int(),
    portfolioCode: z.string(),
    compartmentCode: z.string(),
    securityCode: z.string(),
    securityName: z.string().nullable(),
    cic: z.string().nullable(),
    quantity: z.number(),
    quotationCurrency: z.string(),
    marketValueQc: z.number(),
    marketValueRc: z.number(),
    /** The quantity and value copied from the client's position; null for a bought one. */
    initialQuantity: z.number().nullable(),
    initialMarketValueRc: z.number().nullable(),
    /** Changed since the simulation was created (quantity, sold or bought). */
    changed: z.boolean(),
  })
  .meta({ id: 'SimulationPosition' });
export type SimulationPosition = z.infer<typeof simulationPositionSchema>;

/**
 * PATCH …/positions/{positionNo}: the new quantity; the value moves with it at the same
 * price. 0 sells the position: it stays listed, sold, and may be bought back.
 */
export const simulationQuantityRequestSchema = z
  .object({
    quantity: z
      .number({ error: 'La quantité doit être un nombre.' })
      .finite('La quantité doit être un nombre.')
      .min(
        0,
        'La quantité ne peut pas être négative : supprimez la position pour la vendre entièrement.',
      )
      .max(1e15, 'La quantité est trop grande.'),
    userID: z.string().min(1).max(200).optional(),
  })
  .meta({ id: 'SimulationQuantityRequest' });
export type SimulationQuantityRequest = z.infer<typeof simulationQuantityRequestSchema>;

/** POST /api/simulation/computation (spec §7): the simulation looked through, then the areas asked. */
export const simulationComputationRequestSchema = z
  .object({
    userID: z.string().min(1).max(200).optional(),
    simulationID: simulationId,
    computeESG: z.boolean().optional(),
    computeSCR: z.boolean().optional(),
    computeRiskLiquidity: z.boolean().optional(),
    /** As the computation's (lookthrough/api.ts): the SCR's rule set, « Impact 2027 ». */
    ruleSet: ruleSetIdSchema.optional(),
    computeImpact2027: z.boolean().optional(),
    progressToken: z.uuid().optional(),
  })
  .meta({ id: 'SimulationComputationRequest' });
export type SimulationComputationRequest = z.infer<typeof simulationComputationRequestSchema>;

/** PUT …/cash/{currency}: the cash the simulation holds in that currency. */
export const simulationCashRequestSchema = z
  .object({
    amount: z
      .number({ error: 'Le montant doit être un nombre.' })
      .finite('Le montant doit être un nombre.')
      .min(-1e15, 'Le montant est trop grand.')
      .max(1e15, 'Le montant est trop grand.'),
    userID: z.string().min(1).max(200).optional(),
  })
  .meta({ id: 'SimulationCashRequest' });
export const simulationCurrencyParamsSchema = z.object({
  simulationId,
  currency: z.string().regex(/^[A-Z]{3}$/, 'Devise invalide : un code ISO 4217 de trois lettres.'),
});

/** A currency a simulation may hold: with a rate at its valuation date. */
export const simulationCurrencySchema = z
  .object({ code: z.string(), name: z.string(), unitsPerEur: z.number() })
  .meta({ id: 'SimulationCurrency' });
export type SimulationCurrency = z.infer<typeof simulationCurrencySchema>;

/** GET /api/simulation/securities: the referential's type-ahead (code or name). */
export const simulationSecuritySearchSchema = z.object({
  search: z.string().trim().min(2, 'Tapez au moins deux caractères.').max(100),
  top: z.coerce.number().int().min(1).max(50).default(20),
  userID: z.string().min(1).max(200).optional(),
});
export const simulationSecuritySchema = z
  .object({ code: z.string(), name: z.string(), cic: z.string(), currency: z.string() })
  .meta({ id: 'SimulationSecurity' });
export type SimulationSecurity = z.infer<typeof simulationSecuritySchema>;

/** POST …/{simulationId}/positions: a security bought in a compartment the simulation holds. */
export const simulationNewPositionSchema = z
  .object({
    portfolioCode: z.string().trim().min(1, 'Le portefeuille est obligatoire.').max(100),
    compartmentCode: z.string().trim().min(1, 'Le compartiment est obligatoire.').max(100),
    securityCode: z.string().trim().min(1, 'Le titre est obligatoire.').max(100),
    quantity: z
      .number({ error: 'La quantité doit être un nombre.' })
      .finite('La quantité doit être un nombre.')
      .positive('La quantité achetée doit être positive.')
      .max(1e15, 'La quantité est trop grande.'),
    userID: z.string().min(1).max(200).optional(),
  })
  .meta({ id: 'SimulationNewPosition' });
export type SimulationNewPosition = z.infer<typeof simulationNewPositionSchema>;
