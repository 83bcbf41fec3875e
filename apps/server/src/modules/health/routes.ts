import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, type Health } from '@prisme/domain';
import type { DatabaseHandle } from '../../db/client';

const version = process.env['npm_package_version'] ?? '0.1.0';

/**
 * How long health waits for the database. It answers within this whatever the database
 * does: 'busy' when the embedded database is at work (it runs one statement at a time)
 * or a PostgreSQL round trip is late; 503 only when the database fails.
 */
const PING_WITHIN_MS = 100;

/** GET /api/health: public, answers 503 when the database does not answer. */
export const healthRoutes =
  (database: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['Supervision'],
          summary: 'État du service et de sa base de données',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (request, reply) => {
        const started = performance.now();
        let health: Health;
        try {
          const status = await database.ping(PING_WITHIN_MS);
          const latencyMs = Math.round((performance.now() - started) * 10) / 10;
          health = {
            status: 'ok',
            database: { kind: database.kind, status, latencyMs },
            version,
          };
        } catch (error) {
          request.log.error({ err: error }, 'database ping failed');
          health = {
            status: 'degraded',
            database: { kind: database.kind, status: 'down' },
            version,
          };
        }
        return reply.status(health.status === 'ok' ? 200 : 503).send(health);
      },
    );
  };
