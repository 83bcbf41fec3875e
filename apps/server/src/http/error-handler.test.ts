import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installFrenchValidationMessages } from '@prisme/domain';
import { registerErrorHandler } from './error-handler';
import { StatementTimeoutError } from '../db/statement-budget';
import { problem } from './errors';

async function appWithRoutes() {
  installFrenchValidationMessages();
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/echo',
    { schema: { body: z.object({ portfolioCodes: z.array(z.string()).min(1) }) } },
    async (r) => r.body,
  );
  app.get('/forbidden', async () => {
    throw problem('ROLE_FORBIDDEN');
  });
  app.get('/slow', async () => {
    // As Drizzle wraps a driver error: the timeout is the cause.
    throw new Error('Failed query: select …', { cause: new StatementTimeoutError(30_000) });
  });
  app.get('/boom', async () => {
    throw new Error('secret internals');
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('answers a statement ended by its budget with a French 503 QUERY_TIMEOUT', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/slow' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'QUERY_TIMEOUT',
      message: expect.stringContaining('a pris trop de temps'),
    });
  });

  it('answers a malformed JSON body with a French 400', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"portfolioCodes": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'La requête est invalide : corps ou paramètres mal formés.',
    });
  });

  it('names each invalid field in French', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { portfolioCodes: [] },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.details[0].path).toBe('body.portfolioCodes');
    expect(body.details[0].message).toMatch(/Trop petit/);
  });

  it('answers a catalogue error with its status, code and message', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'ROLE_FORBIDDEN',
      error: 'Forbidden',
      message: 'Ce client ne fait pas partie de votre périmètre.',
    });
  });

  it('hides an unexpected error behind a French 500', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json().message).toBe('Une erreur interne est survenue. Veuillez réessayer.');
  });
});
