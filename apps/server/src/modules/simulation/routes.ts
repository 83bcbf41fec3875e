import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  computationResponseSchema,
  simulationComputationRequestSchema,
  simulationCashRequestSchema,
  simulationCashSchema,
  simulationCurrencyParamsSchema,
  simulationCurrencySchema,
  simulationNewPositionSchema,
  simulationSecuritySchema,
  simulationSecuritySearchSchema,
  simulationCreatedSchema,
  simulationCreateRequestSchema,
  simulationParamsSchema,
  simulationPositionParamsSchema,
  simulationPositionSchema,
  simulationQuantityRequestSchema,
  simulationQuerySchema,
  simulationSaleQuerySchema,
  simulationValuationSchema,
} from '@prisme/domain';
import { requireRight } from '../../auth/guards';
import type { ComputationService } from '../computation/service';
import type { SimulationService } from './service';

const doc = (summary: string) => ({ tags: ['Simulation'], security: [{ bearer: [] }], summary });
const positions = z.array(simulationPositionSchema);

/**
 * /api/simulation (spec §7 "Simulation"; the position reads and edits designed beside
 * the spec's calls, docs/decisions/simulation/0226-simulation-edits.md). Every route needs the
 * simulation right, set on the plugin; a simulation is reached only by its creator (the service).
 */
export const simulationRoutes =
  (service: SimulationService, computation: ComputationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireRight('simulation'));

    app.post(
      '/positions',
      {
        schema: {
          ...doc('Crée une simulation : copie des positions du périmètre'),
          body: simulationCreateRequestSchema,
          response: { 200: simulationCreatedSchema },
        },
      },
      async (request) => service.create(await request.access(), request.body),
    );
    app.post(
      '/computation',
      {
        schema: {
          ...doc(
            'Transparise la simulation et calcule les résultats demandés ; progression sur /api/jobs/{progressToken}',
          ),
          body: simulationComputationRequestSchema,
          response: { 200: computationResponseSchema },
        },
      },
      async (request) => computation.computeSimulation(await request.access(), request.body),
    );
    app.get(
      '/cash/',
      {
        schema: {
          ...doc('Comptes espèces de la simulation, par devise'),
          querystring: simulationQuerySchema,
          response: { 200: z.array(simulationCashSchema) },
        },
      },
      async (request) => service.cash(await request.access(), request.query.simulationID),
    );
    app.get(
      '/global-market-valuation/',
      {
        schema: {
          ...doc('Valeur de marché actuelle et initiale de la simulation'),
          querystring: simulationQuerySchema,
          response: { 200: simulationValuationSchema },
        },
      },
      async (request) => service.valuation(await request.access(), request.query.simulationID),
    );
    app.get(
      '/:simulationId/positions',
      {
        schema: {
          ...doc('Positions de la simulation'),
          params: simulationParamsSchema,
          response: { 200: positions },
        },
      },
      async (request) => service.positions(await request.access(), request.params.simulationId),
    );
    app.post(
      '/:simulationId/positions',
      {
        schema: {
          ...doc('Achète un titre dans un compartiment de la simulation, au prix connu'),
          params: simulationParamsSchema,
          body: simulationNewPositionSchema,
          response: { 200: positions },
        },
      },
      async (request) =>
        service.addPosition(await request.access(), request.params.simulationId, request.body),
    );
    app.patch(
      '/:simulationId/positions/:positionNo',
      {
        schema: {
          ...doc('Change la quantité d’une position (sa valeur suit, au même prix)'),
          params: simulationPositionParamsSchema,
          body: simulationQuantityRequestSchema,
          response: { 200: positions },
        },
      },
      async (request) =>
        service.setQuantity(
          await request.access(),
          request.params.simulationId,
          request.params.positionNo,
          request.body.quantity,
        ),
    );
    app.delete(
      '/:simulationId/positions/:positionNo',
      {
        schema: {
          ...doc(
            'Supprime une position de la simulation (vente totale) ; creditCash=true crédite son produit au plus grand compte espèces du portefeuille dans sa devise',
          ),
          params: simulationPositionParamsSchema,
          querystring: simulationSaleQuerySchema,
          response: { 200: positions },
        },
      },
      async (request) =>
        service.deletePosition(
          await request.access(),
          request.params.simulationId,
          request.params.positionNo,
          { creditCash: request.query.creditCash },
        ),
    );
    app.put(
      '/:simulationId/cash/:currency',
      {
        schema: {
          ...doc('Fixe le montant d’espèces d’une devise (son plus grand compte prend l’écart)'),
          params: simulationCurrencyParamsSchema,
          body: simulationCashRequestSchema,
          response: { 200: z.array(simulationCashSchema) },
        },
      },
      async (request) =>
        service.setCash(
          await request.access(),
          request.params.simulationId,
          request.params.currency,
          request.body.amount,
        ),
    );
    app.get(
      '/:simulationId/currencies',
      {
        schema: {
          ...doc('Devises cotées à la date de la simulation'),
          params: simulationParamsSchema,
          response: { 200: z.array(simulationCurrencySchema) },
        },
      },
      async (request) => service.currencies(await request.access(), request.params.simulationId),
    );
    app.get(
      '/securities',
      {
        schema: {
          ...doc('Recherche de titres du référentiel (code ou libellé)'),
          querystring: simulationSecuritySearchSchema,
          response: { 200: z.array(simulationSecuritySchema) },
        },
      },
      async (request) => service.securities(request.query.search, request.query.top),
    );
  };
