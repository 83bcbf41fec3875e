import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleNamesSchema, userIdQuerySchema } from '@prisme/domain';
import { requireAdmin } from '../../auth/guards';
import type { Database } from '../../db/client';
import { listAllClientRoles } from './repository';

/** Spec §7 "Inventory and perimeter": the client roles. Registered under /api/inventory. */
export const inventoryRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/rolenames',
      {
        schema: {
          tags: ['Inventaire'],
          summary: "Les rôles clients de l'utilisateur, dans l'ordre où ils lui ont été donnés",
          querystring: userIdQuerySchema,
          response: { 200: roleNamesSchema },
          security: [{ bearer: [] }],
        },
      },
      async (request) => (await request.access()).roles,
    );

    app.get(
      '/all-rolenames',
      {
        preHandler: requireAdmin,
        schema: {
          tags: ['Inventaire'],
          summary: 'Tous les rôles clients (administrateurs)',
          querystring: userIdQuerySchema,
          response: { 200: roleNamesSchema },
          security: [{ bearer: [] }],
        },
      },
      async () => listAllClientRoles(db),
    );
  };
