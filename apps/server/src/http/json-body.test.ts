import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrors, installFrenchValidationMessages } from '@prisme/domain';
import { registerErrorHandler } from './error-handler';
import {
  boundJsonBodies,
  DEFAULT_BODY_LIMIT,
  jsonDepthOver,
  LIST_BODY_LIMIT,
  MAX_JSON_DEPTH,
} from './json-body';
import { rejectUnstorableText } from './storable-text';

/** The server's JSON set-up (app.ts) around three routes. */
async function appWithRoutes() {
  installFrenchValidationMessages();
  const app = Fastify({ logger: false, bodyLimit: DEFAULT_BODY_LIMIT });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.setValidatorCompiler(validatorCompiler);
  typed.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(typed);
  boundJsonBodies(typed);
  rejectUnstorableText(typed);
  typed.post('/echo', { schema: { body: z.unknown() } }, async (r) => ({ ok: r.body !== null }));
  typed.post(
    '/list',
    { bodyLimit: LIST_BODY_LIMIT, schema: { body: z.object({ codes: z.array(z.string()) }) } },
    async (r) => ({ count: r.body.codes.length }),
  );
  typed.post(
    '/shallow',
    { config: { maxJsonDepth: 2 }, schema: { body: z.unknown() } },
    async () => ({
      ok: true,
    }),
  );
  await typed.ready();
  return typed;
}

const post = (app: Awaited<ReturnType<typeof appWithRoutes>>, url: string, payload: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

describe('the depth of a JSON text, counted without recursion', () => {
  it('counts objects and lists one in another, not the brackets inside strings', () => {
    expect(jsonDepthOver('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(jsonDepthOver('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(jsonDepthOver('{"a":"[[[[[[[[[["}', 1)).toBe(false);
    expect(jsonDepthOver('{"a":"\\"[[[[","b":1}', 1)).toBe(false);
    expect(jsonDepthOver('[[],[],[]]', 2)).toBe(false);
    expect(jsonDepthOver('['.repeat(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('JSON bodies, bounded (issue 41 §6)', () => {
  it('refuses a body nested 10,000 deep with a French 400, not a 500', async () => {
    const app = await appWithRoutes();
    for (const payload of [
      `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      `{"codes":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`,
    ]) {
      const response = await post(app, '/echo', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BODY_TOO_DEEP',
        message: `Le corps de la requête est trop imbriqué (objets ou listes les uns dans les autres) : au plus ${MAX_JSON_DEPTH} niveaux.`,
      });
    }
    const deepest = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect((await post(app, '/echo', deepest)).statusCode).toBe(200);
  });

  it('takes the depth a route allows', async () => {
    const app = await appWithRoutes();
    expect((await post(app, '/shallow', '{"a":[1]}')).statusCode).toBe(200);
    const refused = await post(app, '/shallow', '{"a":[[1]]}');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('au plus 2 niveaux');
  });

  it('refuses a body over its route’s size in French (413), a list route taking more', async () => {
    const app = await appWithRoutes();
    const codes = Array.from({ length: 150_000 }, (_, i) => `CODE${i}`);
    const body = JSON.stringify({ codes });
    expect(body.length).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    const refused = await post(app, '/echo', body);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'BODY_TOO_LARGE',
      message: apiErrors.BODY_TOO_LARGE.message,
    });
    const list = await post(app, '/list', body);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({ count: 150_000 });
  });

  it('keeps Fastify’s refusals: a prototype key, malformed or empty JSON, in French', async () => {
    const app = await appWithRoutes();
    for (const payload of ['{"__proto__":{"x":1}}', '{"a":', '']) {
      const response = await post(app, '/echo', payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message).toMatch(/requête est invalide/);
    }
  });
});
