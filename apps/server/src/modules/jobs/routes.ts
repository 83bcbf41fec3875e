import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobParamsSchema, jobProgressSchema } from '@prisme/domain';
import { problem } from '../../http/errors';
import type { ProgressRegistry } from '../../jobs/progress';
import { requireClientRole } from '../../auth/guards';

/**
 * `GET /api/jobs/{token}`: the progress of the caller's long work, polled by the browser
 * while its request runs. Unknown until the work starts (404), and only its own user's.
 */
export const jobRoutes =
  (progress: ProgressRegistry): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/:token',
      {
        preValidation: requireClientRole,
        schema: {
          tags: ['Travaux'],
          security: [{ bearer: [] }],
          summary: "L'avancement d'un travail long (transparisation, calculs)",
          params: jobParamsSchema,
          response: { 200: jobProgressSchema },
        },
      },
      async (request) => {
        const { userId } = await request.access();
        const found = progress.find
          ? await progress.find(request.params.token, userId)
          : progress.read(request.params.token, userId);
        if (!found) throw problem('NOT_FOUND');
        return found;
      },
    );
  };
