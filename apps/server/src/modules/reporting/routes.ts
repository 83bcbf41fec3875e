import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { create as contentDisposition } from 'content-disposition';
import { z } from 'zod';
import { qrtQuerySchema } from '@prisme/domain';
import { requireRight } from '../../auth/guards';
import { replyWithFile, XLSX_MIME } from '../../http/file-reply';
import { CSV_MIME } from './lookthrough-csv';
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

    // The look-through file (issue 19 §5): the workbook, or with format=csv the same lines
    // as CSV streamed from the database as they are read
    // (docs/decisions/exports/0105-csv-streamed.md).
    app.get(
      '/lookthrough',
      {
        preValidation: requireRight('transparency'),
        schema: {
          tags,
          security,
          summary:
            'Fichier des lignes transparisées, classeur Excel ou CSV (le dernier périmètre transparisé, ou perimeterID)',
          querystring: reportQuery.extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
          produces: [XLSX_MIME, CSV_MIME],
        },
      },
      async (request, reply) => {
        const { perimeterID, format } = request.query;
        const access = await request.access();
        if (format === 'xlsx') {
          const file = await service.lookThroughWorkbook(access, perimeterID);
          return replyWithFile(reply, file.path, file.fileName, XLSX_MIME);
        }
        const { stream, fileName } = await service.lookThroughCsv(access, perimeterID);
        // Once sent, a failure half-way cuts the connection (Fastify destroys the reply of
        // a stream that fails): the browser sees a failed download, never a short file.
        return reply
          .header('content-type', CSV_MIME)
          .header('content-disposition', contentDisposition(fileName))
          .header('access-control-expose-headers', 'Content-Disposition')
          .send(stream);
      },
    );
    workbookRoute(
      '/scr-excel',
      'solvency',
      'Classeur Excel du SCR marché : synthèse, scénarios, répartitions, lignes, paramètres',
      service.scrWorkbook,
    );
    // Not in spec §7: the ESG workbook, designed beside the SCR one
    // (docs/decisions/esg/0193-esg-workbook.md).
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
    // Issue 19 §1-2: the QRT asset templates, their checks in a sheet of their own.
    app.get(
      '/qrt',
      {
        preValidation: requireRight('solvency'),
        schema: {
          tags,
          security,
          summary:
            'Classeur Excel des états QRT des placements (S.06.02, S.06.03, S.08.01, S.09.01) et de leurs contrôles',
          querystring: qrtQuerySchema,
          produces: [XLSX_MIME],
        },
      },
      async (request, reply) => {
        const { perimeterID, bceColumns, beginDateQrts0901, module } = request.query;
        const file = await service.qrtWorkbook(await request.access(), perimeterID, {
          bceColumns,
          beginDateQrts0901,
          module,
        });
        return replyWithFile(reply, file.path, file.fileName, XLSX_MIME);
      },
    );
  };
