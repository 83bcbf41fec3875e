import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { impactResultSchema, perimeterIdQuerySchema } from '@prisme/domain';
import { requireRight } from '../../auth/guards';
import { replyWithFile, XLSX_MIME } from '../../http/file-reply';
import type { ImpactService } from './service';

const tags = ['Solvabilité II'];
const security = [{ bearer: [] }];

/** « Impact 2027 » (issue 37 §3). Registered under /api/solvency; the solvency right. */
export const impactRoutes =
  (service: ImpactService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/impact',
      {
        preValidation: requireRight('solvency'),
        schema: {
          tags,
          security,
          summary:
            'Impact 2027 : SCR marché du périmètre sous les règles actuelles et les règles 2027, l’écart et ses causes',
          querystring: perimeterIdQuerySchema,
          response: { 200: impactResultSchema },
        },
      },
      async (request) => service.result(await request.access(), request.query.perimeterID),
    );
    app.get(
      '/impact/workbook',
      {
        preValidation: requireRight('solvency'),
        schema: {
          tags,
          security,
          summary:
            'Classeur Excel de l’impact 2027 : synthèse, causes de l’écart, lignes, courbes, points non vérifiés',
          querystring: perimeterIdQuerySchema,
          produces: [XLSX_MIME],
        },
      },
      async (request, reply) => {
        const file = await service.workbook(await request.access(), request.query.perimeterID);
        return replyWithFile(reply, file.path, file.fileName, XLSX_MIME);
      },
    );
  };
