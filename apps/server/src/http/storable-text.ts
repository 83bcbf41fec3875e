import type { FastifyInstance } from 'fastify';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@prisme/domain';
import { ApiProblem } from './errors';

/**
 * Every request's parsed query, parameters and body go through the one storable-text rule
 * of the domain before their schema: a NUL character or a lone surrogate anywhere is a
 * French 400 naming the field, never a 500 from PostgreSQL or from a UTF-8 encoder.
 * (Multipart fields, read by their handler, apply the same rule: integration/upload.ts.)
 */
export function rejectUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['querystring', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const at = findUnstorableText(value);
      if (at !== undefined) {
        const path = `${part}.${at}`;
        throw new ApiProblem(
          'VALIDATION',
          `La requête est invalide. ${path} : ${UNSTORABLE_TEXT_MESSAGE}.`,
          [{ path, message: UNSTORABLE_TEXT_MESSAGE }],
        );
      }
    }
  });
}
