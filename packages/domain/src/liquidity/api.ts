import { z } from 'zod';
import {
  ANY_LIQUIDITY_SCOPE,
  LIQUIDITY_CLASSES,
  LIQUIDITY_RATIO_BOUNDS,
  LIQUIDITY_SCOPES,
} from './classes';

/**
 * Spec §3 "Liquidity scenario", §7 `GET /api/risk_liquidity/scenarios`: field names as
 * the spec (the spelling `equityDailyTreshold` kept, esg-and-liquidity §3.6).
 */
const ratio = (name: keyof typeof LIQUIDITY_RATIO_BOUNDS, what: string) => {
  const { min, max } = LIQUIDITY_RATIO_BOUNDS[name];
  const message = `${what} doit être compris entre ${min} et ${max}.`;
  return z
    .number({ error: `${what} doit être un nombre.` })
    .finite()
    .min(min, message)
    .max(max, message);
};

export const liquidityScenarioDetailSchema = z
  .object({
    liquidityClass: z.enum(LIQUIDITY_CLASSES, { error: 'Classe de liquidité inconnue.' }),
    /** EQUITY, BOND, FUND, CASH, OTHER or « * » (every scope of the class). */
    scopeCode: z.enum([...LIQUIDITY_SCOPES, ANY_LIQUIDITY_SCOPE], {
      error: 'Périmètre inconnu : EQUITY, BOND, FUND, CASH, OTHER ou *.',
    }),
    /** Share of the value sold per trading day (scopes other than EQUITY). */
    bondRatio: ratio('bondRatio', 'Le taux de cession journalier'),
    /** Share of the average daily volume sold per trading day (EQUITY). */
    equityDailyTreshold: ratio('equityDailyTreshold', 'La part du volume journalier'),
    /** Stressed full bid-ask spread: selling V costs V × ratio / 2. */
    spreadBidAskRatio: ratio('spreadBidAskRatio', 'La fourchette achat-vente'),
  })
  .meta({ id: 'LiquidityScenarioDetail' });
export type LiquidityScenarioDetail = z.infer<typeof liquidityScenarioDetailSchema>;

const code = z
  .string()
  .trim()
  .min(1, 'Le code du scénario est obligatoire.')
  .max(30, 'Le code du scénario dépasse 30 caractères.')
  .regex(/^[A-Z0-9_]+$/, 'Le code du scénario ne contient que des majuscules, chiffres et « _ ».');

export const liquidityScenarioSchema = z
  .object({
    code,
    name: z.string().trim().min(1, 'Le nom du scénario est obligatoire.').max(100),
    comment: z.string().max(2_000).nullable(),
    details: z.array(liquidityScenarioDetailSchema).max(500),
    /**
     * Stress of the derivatives' margin moves (issue 39): the schedule's 10-day moves
     * multiplied by it, 1 when absent (older scenarios and archives).
     */
    marginMultiplier: z
      .number({ error: 'Le multiplicateur de marge doit être un nombre.' })
      .finite()
      .min(0, 'Le multiplicateur de marge doit être compris entre 0 et 10.')
      .max(10, 'Le multiplicateur de marge doit être compris entre 0 et 10.')
      .optional(),
  })
  .meta({ id: 'LiquidityScenario' });
export type LiquidityScenario = z.infer<typeof liquidityScenarioSchema>;

/** The path of a scenario's routes: its code. */
export const liquidityScenarioParamsSchema = z.object({ code: z.string().min(1).max(30) });

export const liquidityResultQuerySchema = z.object({
  userID: z.string().min(1).max(200).optional(),
  perimeterID: z.uuid('Identifiant de périmètre invalide.'),
});

/** The outflow of the redemption analysis: a share of the portfolio, or an amount. */
export const liquidityRedemptionQuerySchema = liquidityResultQuerySchema.extend({
  outflow: z.coerce
    .number({ error: 'Le montant de sortie doit être un nombre.' })
    .finite()
    .positive('Le montant de sortie doit être positif.'),
  unit: z.enum(['percent', 'amount']).default('percent'),
});
export type LiquidityRedemptionQuery = z.infer<typeof liquidityRedemptionQuerySchema>;
