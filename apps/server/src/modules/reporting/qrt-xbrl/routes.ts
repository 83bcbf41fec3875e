import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { qrtQuerySchema } from '@prisme/domain';
import { requireRight } from '../../../auth/guards';
import { ZIP_MIME } from './package-zip';
import type { QrtXbrlService } from './service';

/** The number of failed submission checks of the package's report (0 when all pass). */
export const QRT_FINDINGS_HEADER = 'Prisme-Qrt-Findings';
/** Of them, those that make the package « non déposable » (issue 36 §6). */
export const QRT_BLOCKING_HEADER = 'Prisme-Qrt-Blocking';

/**
 * GET /api/reporting/qrt-xbrl-csv (issue 19 §3): the QRT asset templates as an xBRL-CSV
 * report package, with the query of /qrt (bceColumns, beginDateQrts0901, perimeterID),
 * behind the solvency right as the QRT workbook.
 */
export const qrtXbrlRoutes =
  (service: QrtXbrlService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/qrt-xbrl-csv',
      {
        preValidation: requireRight('solvency'),
        schema: {
          tags: ['Rapports'],
          security: [{ bearer: [] }],
          summary:
            'Paquet xBRL-CSV (zip) des états QRT des placements : S.06.02, S.06.03, S.08.01, S.09.01',
          description: `Les contrôles de remise en échec sont dans Controles.csv du paquet et comptés dans l’en-tête ${QRT_FINDINGS_HEADER} ; ceux qui bloquent le dépôt dans ${QRT_BLOCKING_HEADER}, le paquet étant alors nommé « …_NON_DEPOSABLE.zip ». Refusé (409 UNDERTAKING_MISSING) tant que le LEI de l’entreprise n’est pas renseigné.`,
          querystring: qrtQuerySchema,
          produces: [ZIP_MIME],
        },
      },
      async (request, reply) => {
        const { perimeterID, bceColumns, beginDateQrts0901, module } = request.query;
        const file = await service.xbrlCsvPackage(await request.access(), perimeterID, {
          bceColumns,
          beginDateQrts0901,
          module,
        });
        // As replyWithFile, with the findings' count exposed beside the file's name.
        const stream = createReadStream(file.path);
        stream.on('close', () => void rm(file.path, { force: true }));
        return reply
          .header('content-type', ZIP_MIME)
          .header('content-disposition', contentDisposition(file.fileName))
          .header(QRT_FINDINGS_HEADER, String(file.findings))
          .header(QRT_BLOCKING_HEADER, String(file.blocking))
          .header(
            'access-control-expose-headers',
            `Content-Disposition, ${QRT_FINDINGS_HEADER}, ${QRT_BLOCKING_HEADER}`,
          )
          .send(stream);
      },
    );
  };
