import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('HTTP surface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers health with the database status and a request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { kind: 'pglite', status: 'up' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('answers 503 when the database does not answer', async () => {
    const { buildApp } = await import('../app');
    const broken = await buildApp({
      config: t.config,
      database: { ...t.handle, ping: () => Promise.reject(new Error('down')) },
      logger: false,
    });
    const response = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    await broken.close();
  });

  it('answers an unknown route with the French 404 of the catalogue, in or out of /api', async () => {
    for (const url of ['/apix', '/api', '/nothing/here', '/api/nope']) {
      const response = await t.call('analyste', 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Ressource introuvable.',
      });
    }
  });

  it('answers an address with a malformed escape with a French 400, not the router’s English', async () => {
    for (const url of ['/api/jobs/x%ED%BF%BFy', '/api/simulation/%E0%A4%A/positions']) {
      const response = await t.call('analyste', 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'L’adresse de la requête est invalide : caractère mal encodé.',
      });
    }
  });

  it('serves the OpenAPI document with the rights routes and a bearer scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/prisme/admin', '/api/prisme/risk-member', '/api/health']),
    );
    expect(Object.keys(doc.paths).some((p: string) => p.startsWith('/idp'))).toBe(false);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('sends security headers and a CSP without inline scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the browser configuration outside /api', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      productSlug: 'prisme',
      toolsSlug: 'tools',
      auth: {
        mode: 'embedded',
        authority: 'http://localhost:8080/idp',
        clientId: 'prisme-web',
        scope: 'openid profile email',
      },
    });
  });
});

describe('the public address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('sends a page or sign-in request under another host name to PUBLIC_URL, same path', async () => {
    for (const host of ['127.0.0.1:8080', 'prisme-vm:8080', '[::1]:8080']) {
      for (const url of ['/', '/idp/auth?client_id=prisme-web', '/app-config.json']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { host } });
        expect(response.statusCode, `${host}${url}`).toBe(302);
        expect(response.headers.location).toBe(`http://localhost:8080${url}`);
      }
    }
  });

  it('answers the API and the public address itself as they are', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(health.statusCode).toBe(200);
    const config = await t.app.inject({
      method: 'GET',
      url: '/app-config.json',
      headers: { host: 'localhost:8080' },
    });
    expect(config.statusCode).toBe(200);
  });
});
