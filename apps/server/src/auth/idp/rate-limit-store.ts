import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { queryRows, type Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

/**
 * @fastify/rate-limit's store in the database (table rate_limit_hits), for the sign-in
 * pages' per-address limit: every API process counts in the same window, so N processes
 * behind a load balancer do not allow N times the limit (issue 21 §3). A fixed window per
 * key, as the plugin's in-memory store: the first hit opens it, hits past its end open a
 * new one. One upsert per counted request (sign-in and reset posts: rare).
 */
export function databaseRateLimitStore(db: Database, prefix: string): FastifyRateLimitStoreCtor {
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      queryRows<{ hits: number; ttl_ms: number | string }>(
        db,
        sql`insert into ${rateLimitHits} as r (key, hits, window_start, expires_at)
            values (${prefix + key}, 1, now(), now() + make_interval(secs => ${timeWindow / 1000}))
            on conflict (key) do update set
              hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
              window_start = case when r.expires_at <= now() then now() else r.window_start end,
              expires_at = case when r.expires_at <= now() then excluded.expires_at
                                else r.expires_at end
            returning hits, greatest(0, extract(epoch from (expires_at - now())) * 1000) as ttl_ms`,
      ).then(
        ([row]) => {
          // The window's end as the database's clock sees it, not this machine's.
          callback(null, { current: Number(row!.hits), ttl: Math.round(Number(row!.ttl_ms)) });
        },
        (error: unknown) => callback(error as Error),
      );
    },
    child: () => store,
  };
  // The plugin constructs its store; this one is the same whatever the route.
  return function DatabaseRateLimitStore() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
}

/** Removes the counters whose window is over; run with oidc_store's purge. */
export async function purgeExpiredRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, new Date()));
}
