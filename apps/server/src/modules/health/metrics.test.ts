import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ConfigError } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';

const TOKEN = 'jeton-du-collecteur-prometheus-0123456789';

describe('GET /api/metrics with PRISME_METRICS_TOKEN', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({
      config: testConfig({ PRISME_METRICS_TOKEN: TOKEN }),
      database: database.handle,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const scrape = (authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('answers the process’s figures and each answer’s duration by route template', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/jobs/jeton-inconnu-42' }); // 401, no token
    await app.inject({ method: 'GET', url: '/api/chemin-inconnu-42' }); // no route: 401 too
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/jobs/:token",status_code="401"} 1',
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\(aucune\)",status_code="401"\} 1/,
    );
    // A route is its template: what a URL carries (a job's token, a path) is no label.
    expect(text).not.toContain('jeton-inconnu-42');
    expect(text).not.toContain('chemin-inconnu-42');
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('answers the job queue’s figures: none waiting or running in a new database', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const kind of ['computation', 'import', 'export']) {
      expect(text).toContain(`prisme_jobs{kind="${kind}",state="queued"} 0`);
      expect(text).toContain(`prisme_jobs_running_here{kind="${kind}"} 0`);
    }
    expect(text).toContain('# TYPE prisme_job_duration_seconds histogram');
  });

  it('refuses in French a scrape without the token or with another', async () => {
    for (const authorization of [
      undefined,
      'Bearer autre-chose',
      `Bearer ${TOKEN.replace('0', '1')}`,
      TOKEN,
    ]) {
      const answer = await scrape(authorization);
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.json()).toMatchObject({ message: 'Authentification requise.' });
    }
  });
});

describe('GET /api/metrics without PRISME_METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is off: 404, whoever asks', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    expect((await t.call('admin', 'GET', '/api/metrics')).statusCode).toBe(404);
  });

  it('refuses a token too short to be a secret', () => {
    expect(() => testConfig({ PRISME_METRICS_TOKEN: 'court' })).toThrow(ConfigError);
    expect(() => testConfig({ PRISME_METRICS_TOKEN: 'court' })).toThrow(/au moins 32 caractères/);
  });
});
