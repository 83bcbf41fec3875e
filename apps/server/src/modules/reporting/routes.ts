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
    const reportQuery = z.object({
      userID: z.string().min(1).max(200).optional(),
      perimeterID: z.uuid().optional(),
    });
    const workbookRoute = (
      path: string,
      right: 'transparency' | 'solvency' | 'esg' | 'risk',
      summary: string,
      build: typeof service.lookThroughWorkbook,
    ) =>
      app.get(
        path,
        {
          preValidation: requireRight(right),
          schema: { tags, security, summary, querystring: reportQuery, produces: [XLSX_MIME] },
        },
        async (request, reply) => {
          const file = await build(await request.access(), request.query.perimeterID);
          return replyWithFile(reply, file.path, file.fileName, XLSX_MIME);
        },
      );

    workbookRoute(
      '/lookthrough',
      'transparency',
      'Classeur Excel des lignes transparisées (le dernier périmètre transparisé, ou perimeterID)',
      service.lookThroughWorkbook,
    );
    workbookRoute(
      '/scr-excel',
      'solvency',
      'Classeur Excel du SCR marché : synthèse, scénarios, répartitions, lignes, paramètres',
      service.scrWorkbook,
    );
    // Not in spec §7: the ESG workbook, designed beside the SCR one (docs/decisions.md).
    workbookRoute(
      '/esg-excel',
      'esg',
      'Classeur Excel de l’analyse ESG : synthèse, piliers et thèmes, répartitions, carbone, température, lignes',
      service.esgWorkbook,
    );
    // Likewise the liquidity workbook (issue 16 §6).
    workbookRoute(
      '/liquidity-excel',
      'risk',
      'Classeur Excel du risque de liquidité : synthèse, scénarios, profils, coûts, lignes',
      service.liquidityWorkbook,
    );
  };
