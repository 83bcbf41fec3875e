import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perimeterRequestSchema, savedPerimeterSchema, userIdQuerySchema } from '@prisme/domain';
import type { PerimeterService } from './service';
import { requireClientRole } from '../../auth/guards';

const tags = ['Périmètre'];
const security = [{ bearer: [] }];

/** GET and PUT /api/{product}/perimeter (spec §7). */
export const perimeterRoutes =
  (service: PerimeterService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/perimeter',
      {
        schema: {
          tags,
          security,
          summary: "Le périmètre enregistré de l'utilisateur (null s'il n'en a pas)",
          querystring: userIdQuerySchema,
          response: { 200: savedPerimeterSchema.nullable() },
        },
      },
      async (request) => service.get(await request.access()),
    );

    app.put(
      '/perimeter',
      {
        preValidation: requireClientRole,
        schema: {
          tags,
          security,
          summary: "Enregistre le périmètre choisi par l'utilisateur",
          body: perimeterRequestSchema,
          response: { 200: savedPerimeterSchema },
        },
      },
      async (request) => service.save(await request.access(), request.body),
    );
  };
