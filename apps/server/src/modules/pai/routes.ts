import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paiLinesQuerySchema,
  paiLinesSchema,
  paiQuerySchema,
  paiStatementSchema,
  paiTextsRequestSchema,
} from '@prisme/domain';
import { requireRight } from '../../auth/guards';
import { replyWithFile, XLSX_MIME } from '../../http/file-reply';
import type { PaiService } from './service';

const doc = (summary: string) => ({ tags: ['ESG'], security: [{ bearer: [] }], summary });

/**
 * /api/esg/pai (issue 38 §8–10): the SFDR principal adverse impacts statement of a
 * computed perimeter. Every route needs the ESG right (hook on the plugin); the client
 * role is checked by the service (another client's perimeter: 404).
 */
export const paiRoutes =
  (service: PaiService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireRight('esg'));

    app.get(
      '/',
      {
        schema: {
          ...doc('Déclaration PAI (SFDR, annexe I) d’un périmètre calculé'),
          querystring: paiQuerySchema,
          response: { 200: paiStatementSchema },
        },
      },
      async (request) => service.statement(await request.access(), request.query.perimeterID),
    );

    app.get(
      '/lines',
      {
        schema: {
          ...doc('Titres d’un indicateur PAI : valeur, donnée, contribution, ou motif d’exclusion'),
          querystring: paiLinesQuerySchema,
          response: { 200: paiLinesSchema },
        },
      },
      async (request) =>
        service.lines(await request.access(), request.query.perimeterID, request.query.figure),
    );

    app.put(
      '/texts',
      {
        schema: {
          ...doc('Enregistre les explications et mesures prises de la déclaration PAI'),
          body: paiTextsRequestSchema,
          response: { 200: paiStatementSchema },
        },
      },
      async (request) => service.saveTexts(await request.access(), request.body),
    );

    app.get(
      '/workbook',
      {
        schema: {
          ...doc('Classeur Excel de la déclaration PAI, présentation de l’annexe I'),
          querystring: paiQuerySchema,
          produces: [XLSX_MIME],
        },
      },
      async (request, reply) => {
        const file = await service.workbook(await request.access(), request.query.perimeterID);
        return replyWithFile(reply, file.path, file.fileName, XLSX_MIME);
      },
    );
  };
