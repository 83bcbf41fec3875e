import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobParamsSchema, jobProgressSchema } from '@prisme/domain';
import { problem } from '../../http/errors';
import type { ProgressRegistry } from '../../jobs/progress';
import type { JobQueue } from '../../jobs/queue/job-queue';
import { requireClientRole } from '../../auth/guards';

/**
 * `GET /api/jobs/{token}`: the progress of the caller's long work, polled by the browser
 * while its request runs; « En attente » while queued, unknown before (404), and only its
 * own user's. `DELETE /api/jobs/{token}`: its user cancels it, waiting or running, on
 * whichever process (not in the spec: docs/decisions/jobs/0098-cancellation.md).
 */
export const jobRoutes =
  (progress: ProgressRegistry, queue: JobQueue): FastifyPluginAsyncZod =>
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
    app.delete(
      '/:token',
      {
        preValidation: requireClientRole,
        schema: {
          tags: ['Travaux'],
          security: [{ bearer: [] }],
          summary: 'Annule un travail long en attente ou en cours (rien n’est enregistré)',
          params: jobParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const { userId } = await request.access();
        if (!(await queue.cancel(request.params.token, userId))) throw problem('NOT_FOUND');
        return reply.code(204).send(null);
      },
    );
  };
