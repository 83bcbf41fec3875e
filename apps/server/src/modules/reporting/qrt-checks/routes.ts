import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { qrtChecksSchema, qrtQuerySchema } from '@prisme/domain';
import { requireRight } from '../../../auth/guards';
import type { QrtChecksService } from './service';

/**
 * GET /api/reporting/qrt-checks (issue 36 §6): the QRT's checks and EIOPA business rules
 * on the perimeter, as JSON for the export panel, with the query of /qrt (perimeterID,
 * bceColumns, beginDateQrts0901), behind the solvency right as the QRT workbook.
 */
export const qrtChecksRoutes =
  (service: QrtChecksService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/qrt-checks',
      {
        preValidation: requireRight('solvency'),
        schema: {
          tags: ['Rapports'],
          security: [{ bearer: [] }],
          summary:
            'Contrôles de remise et règles de validation EIOPA des états QRT des placements (bloquants, avertissements)',
          querystring: qrtQuerySchema,
          response: { 200: qrtChecksSchema },
        },
      },
      async (request) => {
        const { perimeterID, bceColumns, beginDateQrts0901 } = request.query;
        return service.qrtChecks(await request.access(), perimeterID, {
          bceColumns,
          beginDateQrts0901,
        });
      },
    );
  };
