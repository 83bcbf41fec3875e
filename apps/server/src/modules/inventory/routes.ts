import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  compartmentSchema,
  compartmentsRequestSchema,
  portfolioSchema,
  portfoliosQuerySchema,
  roleNamesSchema,
  userIdQuerySchema,
  valuationDatesRequestSchema,
  isoDateSchema,
} from '@prisme/domain';
import { requireAdmin, requireClientRole } from '../../auth/guards';
import type { InventoryService } from './service';

const tags = ['Inventaire'];
const security = [{ bearer: [] }];

/** Spec §7 "Inventory and perimeter". Registered under /api/inventory. */
export const inventoryRoutes =
  (service: InventoryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/rolenames',
      {
        schema: {
          tags,
          security,
          summary: "Les rôles clients de l'utilisateur, dans l'ordre où ils lui ont été donnés",
          querystring: userIdQuerySchema,
          response: { 200: roleNamesSchema },
        },
      },
      async (request) => service.rolesOf(await request.access()),
    );

    app.get(
      '/all-rolenames',
      {
        preValidation: requireAdmin,
        schema: {
          tags,
          security,
          summary: 'Tous les rôles clients (administrateurs)',
          querystring: userIdQuerySchema,
          response: { 200: roleNamesSchema },
        },
      },
      async () => service.allRoles(),
    );

    app.get(
      '/portfolios',
      {
        preValidation: requireClientRole,
        schema: {
          tags,
          security,
          summary: "Les portefeuilles d'un client",
          querystring: portfoliosQuerySchema,
          response: { 200: z.array(portfolioSchema) },
        },
      },
      async (request) => service.portfolios(await request.access(), request.query.rolename),
    );

    app.post(
      '/valuation-dates',
      {
        preValidation: requireClientRole,
        schema: {
          tags,
          security,
          summary:
            'Les dates de valorisation des portefeuilles, de la plus récente à la plus ancienne',
          body: valuationDatesRequestSchema,
          response: { 200: z.array(isoDateSchema) },
        },
      },
      async (request) => service.valuationDates(await request.access(), request.body),
    );

    app.post(
      '/compartments',
      {
        preValidation: requireClientRole,
        schema: {
          tags,
          security,
          summary:
            'Les compartiments des portefeuilles (tenant des positions à la date, si elle est donnée)',
          body: compartmentsRequestSchema,
          response: { 200: z.array(compartmentSchema) },
        },
      },
      async (request) => service.compartments(await request.access(), request.body),
    );
  };
