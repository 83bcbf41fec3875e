import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  liquidityRedemptionQuerySchema,
  liquidityRedemptionSchema,
  liquidityResultQuerySchema,
  liquidityResultSchema,
  liquidityScenarioParamsSchema,
  liquidityScenarioSchema,
} from '@prisme/domain';
import { requireAdmin, requireRight } from '../../auth/guards';
import type { LiquidityResultsService } from './results-service';
import type { LiquidityScenarioService } from './scenario-service';

const doc = (summary: string) => ({
  tags: ['Risque de liquidité'],
  security: [{ bearer: [] }],
  summary,
});
const scenarios = z.array(liquidityScenarioSchema);

/**
 * /api/risk_liquidity (spec §7 "ESG and risk"; the writes and results designed, see
 * docs/decisions/liquidity/0211-liquidity-scenarios.md, 0215). Every route needs the risk right,
 * set on the plugin; the writes need an administrator too; results are read within the caller's
 * client roles.
 */
export const liquidityRoutes =
  (service: LiquidityScenarioService, results: LiquidityResultsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireRight('risk'));

    app.get(
      '/scenarios',
      {
        schema: {
          ...doc('Scénarios de liquidité et leurs règles par classe'),
          response: { 200: scenarios },
        },
      },
      async () => service.list(),
    );
    app.post(
      '/scenarios',
      {
        preValidation: requireAdmin,
        schema: {
          ...doc('Crée un scénario (administrateurs)'),
          body: liquidityScenarioSchema,
          response: { 200: scenarios },
        },
      },
      async (request) => service.create(await request.access(), request.body),
    );
    app.put(
      '/scenarios/:code',
      {
        preValidation: requireAdmin,
        schema: {
          ...doc('Remplace un scénario et ses règles (administrateurs)'),
          params: liquidityScenarioParamsSchema,
          body: liquidityScenarioSchema,
          response: { 200: scenarios },
        },
      },
      async (request) => service.replace(await request.access(), request.params.code, request.body),
    );
    app.delete(
      '/scenarios/:code',
      {
        preValidation: requireAdmin,
        schema: {
          ...doc('Supprime un scénario (administrateurs)'),
          params: liquidityScenarioParamsSchema,
          response: { 200: scenarios },
        },
      },
      async (request) => service.remove(await request.access(), request.params.code),
    );

    app.get(
      '/results',
      {
        schema: {
          ...doc('Analyse de liquidité d’un périmètre calculé : profils, coûts, classes'),
          querystring: liquidityResultQuerySchema,
          response: { 200: liquidityResultSchema },
        },
      },
      async (request) => results.result(await request.access(), request.query.perimeterID),
    );
    app.get(
      '/redemption',
      {
        schema: {
          ...doc('Analyse d’une sortie (tranche verticale, cascade, couverture) par scénario'),
          querystring: liquidityRedemptionQuerySchema,
          response: { 200: liquidityRedemptionSchema },
        },
      },
      async (request) => results.redemption(await request.access(), request.query),
    );
  };
