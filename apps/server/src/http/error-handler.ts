import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiErrors, type ApiError, type ApiErrorCode } from '@prisme/domain';
import { isStatementTimeout } from '../db/statement-budget';
import { ApiProblem } from './errors';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

function body(statusCode: number, code: string, message: string, details?: ApiError['details']) {
  const answer: ApiError = { statusCode, code, error: STATUS_TEXT[statusCode] ?? 'Error', message };
  if (details) answer.details = details;
  return answer;
}

const fromCatalogue = (code: ApiErrorCode, message?: string) =>
  body(apiErrors[code].status, code, message ?? apiErrors[code].message);

/** Fastify's own client errors, in French (a malformed body is a 400, never a 500). */
function frameworkClientError(error: FastifyError): ApiError | undefined {
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  // A JSON body over its route's limit; a file over its own is the upload's 413.
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return fromCatalogue('BODY_TOO_LARGE');
  if (status === 413) return fromCatalogue('PAYLOAD_TOO_LARGE');
  if (status === 429) return fromCatalogue('TOO_MANY_REQUESTS');
  if (status === 415)
    return body(415, 'UNSUPPORTED_MEDIA_TYPE', 'Type de contenu non pris en charge.');
  if (status === 404) return fromCatalogue('NOT_FOUND');
  return body(400, 'VALIDATION', 'La requête est invalide : corps ou paramètres mal formés.');
}

/**
 * The router's own refusals, before any route runs (Fastify's `frameworkErrors`): an
 * address with a malformed escape (a lone surrogate's bytes, a stray `%`) answered in
 * English « is not a valid url component » (issue 20 §2); now the catalogue's French 400.
 */
export function frenchFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = (error.statusCode ?? 400) < 500 ? (error.statusCode ?? 400) : 500;
  if (status === 500) {
    reply.status(500).send(fromCatalogue('INTERNAL'));
    return;
  }
  reply
    .status(400)
    .send(body(400, 'VALIDATION', 'L’adresse de la requête est invalide : caractère mal encodé.'));
}

/** One place turns every thrown error into the catalogue's JSON answer. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiProblem) {
      return reply
        .status(error.statusCode)
        .send(body(error.statusCode, error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
          .filter(Boolean)
          .join('.'),
        message: issue.message ?? 'valeur invalide',
      }));
      const summary = details.map((d) => `${d.path} : ${d.message}`).join(' ; ');
      return reply
        .status(400)
        .send(body(400, 'VALIDATION', `La requête est invalide. ${summary}`, details));
    }
    if (isStatementTimeout(error)) {
      // The database ended the statement (its budget, db/statement-budget.ts): the server
      // is fine and so is the data; the request asked too much.
      request.log.warn({ err: error, url: request.url }, 'statement timeout');
      return reply.status(503).send(fromCatalogue('QUERY_TIMEOUT'));
    }
    const clientError = frameworkClientError(error);
    if (clientError) return reply.status(clientError.statusCode).send(clientError);
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fromCatalogue('INTERNAL'));
  });
}
