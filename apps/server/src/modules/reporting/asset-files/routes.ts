import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRight } from '../../../auth/guards';
import { replyWithFile, XLSX_MIME } from '../../../http/file-reply';
import type { AssetFileService } from './service';

const tags = ['Rapports'];
const security = [{ bearer: [] }];

/**
 * GET /api/reporting/actuaris and /assuretat (issue 19 §4): the asset files of the caller's
 * latest computed perimeter (or of perimeterID, as the other reports), behind the solvency right (what actuarial and ALM teams hold).
 */
export const assetFileRoutes =
  (service: AssetFileService): FastifyPluginAsyncZod =>
  async (app) => {
    const querystring = z.object({
      userID: z.string().min(1).max(200).optional(),
      perimeterID: z.uuid().optional(),
    });
    const fileRoute = (path: string, summary: string, build: typeof service.actuaris) =>
      app.get(
        path,
        {
          preValidation: requireRight('solvency'),
          schema: { tags, security, summary, querystring, produces: [XLSX_MIME] },
        },
        async (request, reply) => {
          const file = await build(await request.access(), request.query.perimeterID);
          return replyWithFile(reply, file.path, file.fileName, XLSX_MIME);
        },
      );

    fileRoute(
      '/actuaris',
      'Fichier des actifs pour Actuaris (classeur Excel, une ligne par actif transparisé, feuille « Lisez-moi »)',
      service.actuaris,
    );
    fileRoute(
      '/assuretat',
      'Fichier des actifs pour l’outil ALM Assuretat (classeur Excel à en-têtes techniques, feuille « Lisez-moi »)',
      service.assuretat,
    );
  };
