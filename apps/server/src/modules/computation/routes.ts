import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { computationRequestSchema, computationResponseSchema } from '@prisme/domain';
import { requireRight } from '../../auth/guards';
import type { ComputationService } from './service';

/**
 * `POST /api/inventory/computation` (spec §7). The transparency right is needed for
 * any computation; computeSCR needs the solvency right too (checked by the service).
 */
export const computationRoutes =
  (service: ComputationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/computation',
      {
        preValidation: requireRight('transparency'),
        schema: {
          tags: ['Calculs'],
          security: [{ bearer: [] }],
          summary:
            'Transparise le périmètre et, avec computeSCR, calcule le SCR marché ; progression sur /api/jobs/{progressToken}',
          body: computationRequestSchema,
          response: { 200: computationResponseSchema },
        },
      },
      async (request) => service.compute(await request.access(), request.body),
    );
  };
