import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  clientParamsSchema,
  compartmentParamsSchema,
  createClientBodySchema,
  createCompartmentBodySchema,
  createPortfolioBodySchema,
  managedClientSchema,
  managedClientsSchema,
  managedCompartmentSchema,
  managedPortfolioSchema,
  portfolioParamsSchema,
  undertakingBodySchema,
  updateClientBodySchema,
  updateCompartmentBodySchema,
  updatePortfolioBodySchema,
} from '@prisme/domain';
import { z } from 'zod';
import { requireAdmin } from '../../auth/guards';
import type { StructureService } from './service';

const doc = (summary: string) => ({
  tags: ['Clients et portefeuilles'],
  security: [{ bearer: [] }],
  summary,
});

/** The refusals every change may answer. */
const refusals = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;
const deleted = { 204: z.null(), ...refusals } as const;

/**
 * /api/admin/clients (issue 35 §A.3; spec §7 is silent): administrators only, refused
 * before the body is read. POST answers 201 with the item created, PUT 200 with the item
 * changed, DELETE 204; a duplicate code or a deletion of something data refer to is a 409
 * (CONFLICT, STRUCTURE_IN_USE) whose French message says why.
 */
export const structureRoutes =
  (service: StructureService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireAdmin);

    app.get(
      '/clients',
      {
        schema: {
          ...doc('Les clients, leurs portefeuilles et compartiments, avec ce qui s’y rapporte'),
          response: { 200: managedClientsSchema, 403: apiErrorSchema },
        },
      },
      async () => service.list(),
    );

    app.post(
      '/clients',
      {
        schema: {
          ...doc('Crée un client (rôle)'),
          body: createClientBodySchema,
          response: { 201: managedClientSchema, ...refusals },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createClient(await request.access(), request.body)),
    );

    app.put(
      '/clients/:client',
      {
        schema: {
          ...doc('Renomme un client, le désactive ou le réactive'),
          params: clientParamsSchema,
          body: updateClientBodySchema,
          response: { 200: managedClientSchema, ...refusals },
        },
      },
      async (request) =>
        service.updateClient(await request.access(), request.params.client, request.body),
    );

    app.put(
      '/clients/:client/undertaking',
      {
        schema: {
          ...doc(
            'Renseigne l’entreprise déclarante du client : LEI, raison sociale, devise de déclaration des QRT',
          ),
          params: clientParamsSchema,
          body: undertakingBodySchema,
          response: { 200: managedClientSchema, ...refusals },
        },
      },
      async (request) =>
        service.setUndertaking(await request.access(), request.params.client, request.body),
    );

    app.delete(
      '/clients/:client',
      {
        schema: {
          ...doc('Supprime un client auquel rien ne se rapporte'),
          params: clientParamsSchema,
          response: deleted,
        },
      },
      async (request, reply) => {
        await service.deleteClient(await request.access(), request.params.client);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/clients/:client/portfolios',
      {
        schema: {
          ...doc('Crée un portefeuille du client'),
          params: clientParamsSchema,
          body: createPortfolioBodySchema,
          response: { 201: managedPortfolioSchema, ...refusals },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.createPortfolio(
              await request.access(),
              request.params.client,
              request.body,
            ),
          ),
    );

    app.put(
      '/clients/:client/portfolios/:portfolio',
      {
        schema: {
          ...doc('Modifie un portefeuille, le désactive ou le réactive'),
          params: portfolioParamsSchema,
          body: updatePortfolioBodySchema,
          response: { 200: managedPortfolioSchema, ...refusals },
        },
      },
      async (request) =>
        service.updatePortfolio(
          await request.access(),
          request.params.client,
          request.params.portfolio,
          request.body,
        ),
    );

    app.delete(
      '/clients/:client/portfolios/:portfolio',
      {
        schema: {
          ...doc('Supprime un portefeuille auquel rien ne se rapporte'),
          params: portfolioParamsSchema,
          response: deleted,
        },
      },
      async (request, reply) => {
        const { client, portfolio } = request.params;
        await service.deletePortfolio(await request.access(), client, portfolio);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/clients/:client/portfolios/:portfolio/compartments',
      {
        schema: {
          ...doc('Crée un compartiment du portefeuille'),
          params: portfolioParamsSchema,
          body: createCompartmentBodySchema,
          response: { 201: managedCompartmentSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const { client, portfolio } = request.params;
        const created = await service.createCompartment(
          await request.access(),
          client,
          portfolio,
          request.body,
        );
        return reply.status(201).send(created);
      },
    );

    app.put(
      '/clients/:client/portfolios/:portfolio/compartments/:compartment',
      {
        schema: {
          ...doc('Renomme un compartiment, le désactive ou le réactive'),
          params: compartmentParamsSchema,
          body: updateCompartmentBodySchema,
          response: { 200: managedCompartmentSchema, ...refusals },
        },
      },
      async (request) => {
        const { client, portfolio, compartment } = request.params;
        return service.updateCompartment(
          await request.access(),
          client,
          portfolio,
          compartment,
          request.body,
        );
      },
    );

    app.delete(
      '/clients/:client/portfolios/:portfolio/compartments/:compartment',
      {
        schema: {
          ...doc('Supprime un compartiment auquel rien ne se rapporte'),
          params: compartmentParamsSchema,
          response: deleted,
        },
      },
      async (request, reply) => {
        const { client, portfolio, compartment } = request.params;
        await service.deleteCompartment(await request.access(), client, portfolio, compartment);
        return reply.status(204).send(null);
      },
    );
  };
