import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { bearerToken } from '../../auth/authenticate';
import { problem } from '../../http/errors';

/**
 * What a platform team scrapes from each process (Prometheus text format): the process's
 * own figures (CPU, memory, event-loop lag, garbage collection: prom-client's defaults)
 * and every answer's duration by route template, method and status. No client's code,
 * portfolio or figure is a label: a route is its template (`/api/jobs/:token`), so the
 * series stay few and say nothing of a tenant.
 */
export interface ProcessMetrics {
  /** Where other parts add their figures (the job queue: jobs/queue/measured-queue.ts). */
  registry: Registry;
  /** Records an answer (Fastify's onResponse). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
  /** The scrape's text and its content type. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

export function createProcessMetrics(): ProcessMetrics {
  // A registry per app, not prom-client's global one: tests build many apps in a process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Durée des réponses HTTP, par modèle de route, méthode et statut',
    labelNames: ['method', 'route', 'status_code'] as const,
    // From the health answer (a few ms) to a computation's answer (tens of seconds).
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [registry],
  });
  return {
    registry,
    observe(request, reply) {
      durations.observe(
        {
          method: request.method,
          // Unmatched URLs (404s) share one label rather than one series each.
          route: request.routeOptions.url ?? '(aucune)',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    },
    async scrape() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}

/**
 * GET /api/metrics for the scraper holding PRISME_METRICS_TOKEN (compared in constant
 * time); 401 without it or with another; 404 when no token is configured (metrics off,
 * and undefined answered: nothing is measured).
 * Not a user's route: Prometheus holds no user token of the identity provider.
 */
export function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
): ProcessMetrics | undefined {
  if (token === undefined) {
    app.get('/api/metrics', { schema: { hide: true } }, async () => {
      throw problem('NOT_FOUND');
    });
    return undefined;
  }
  const metrics = createProcessMetrics();
  app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));
  const expected = Buffer.from(token);
  app.get(
    '/api/metrics',
    {
      schema: {
        tags: ['Supervision'],
        summary: 'Métriques Prometheus du processus (jeton PRISME_METRICS_TOKEN)',
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const sent = Buffer.from(bearerToken(request) ?? '');
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
        throw problem('UNAUTHENTICATED');
      const { contentType, text } = await metrics.scrape();
      return reply.type(contentType).send(text);
    },
  );
  return metrics;
}
