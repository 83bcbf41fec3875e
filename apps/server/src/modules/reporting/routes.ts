import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRight } from '../../auth/guards';
import { replyWithFile, XLSX_MIME } from '../../http/file-reply';
import type { ReportingService } from './service';

const tags = ['Rapports'];
const security = [{ bearer: [] }];

/** Spec §7 "Reports": downloads named from Content-Disposition. Under /api/reporting. */
export const reportingRoutes =
  (service: ReportingService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/lookthrough',
      {
        preHandler: requireRight('transparency'),
        schema: {
          tags,
          security,
          summary:
            'Classeur Excel des lignes transparisées (le dernier périmètre transparisé, ou perimeterID)',
          querystring: z.object({
            userID: z.string().min(1).max(200).optional(),
            perimeterID: z.uuid().optional(),
          }),
          produces: [XLSX_MIME],
        },
      },
      async (request, reply) => {
        const file = await service.lookThroughWorkbook(
          await request.access(),
          request.query.perimeterID,
        );
        return replyWithFile(reply, file.path, file.fileName, XLSX_MIME);
      },
    );
  };
