import { LRUCache } from 'lru-cache';
import { lookThroughSummarySchema, type LookThroughSummary } from '@prisme/domain';

/**
 * The summaries of computed perimeters as the route sends them, JSON text kept by
 * perimeter. A summary never changes once stored (a new computation is a new perimeter),
 * and on a large perimeter it weighs megabytes (one entry per fund held through): parsing
 * it from the database, checking it against its schema and writing it again held the
 * event loop some 100 ms a read. Bounded by size (SUMMARY_CACHE_BYTES, least recently
 * read out first) and read only after the caller's right to the perimeter was checked.
 * Per process: another process fills its own, from the same immutable rows.
 */
export const SUMMARY_CACHE_BYTES = 64 * 1024 * 1024;

export interface SummaryCache {
  /** The summary's JSON, from the cache or from `load` (checked against the schema once). */
  json(key: string, load: () => Promise<LookThroughSummary>): Promise<string>;
}

export function createSummaryCache(maxBytes = SUMMARY_CACHE_BYTES): SummaryCache {
  const cache = new LRUCache<string, string>({
    maxSize: maxBytes,
    // A JavaScript string of n code units takes about 2n bytes.
    sizeCalculation: (json) => Math.max(1, json.length * 2),
  });
  return {
    async json(key, load) {
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      // The schema's encoding, as the route's serializer would: only its fields are sent.
      const json = JSON.stringify(lookThroughSummarySchema.encode(await load()));
      cache.set(key, json);
      return json;
    },
  };
}
