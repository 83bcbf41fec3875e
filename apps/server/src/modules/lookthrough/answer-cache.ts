import { LRUCache } from 'lru-cache';

/**
 * Answers about computed perimeters as the routes send them — JSON text already encoded
 * by the route's schema, and its headers — kept by perimeter and question. What a
 * computed perimeter holds never changes once stored (a new computation is a new
 * perimeter), so neither does an answer about it: its summary (megabytes on a large
 * perimeter, one entry per fund held through: parsing, checking and writing it again
 * held the event loop some 100 ms a read) and the pages of its lines grid (the first one
 * read by every user who opens the grid: a query, its rows checked against the schema and
 * written out, 20–30 ms a read on 100,000 lines). Bounded by size (ANSWER_CACHE_BYTES,
 * least recently read out first), and read only after the caller's right to the
 * perimeter was checked: the key is the perimeter and the question, never the user. Per
 * process: another process fills its own, from the same immutable rows.
 */
export const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

export interface CachedAnswer {
  json: string;
  headers: Readonly<Record<string, string>>;
}

export interface AnswerCache {
  /** The answer kept under `key`, else `load`ed (once encoded) and kept. */
  answer(key: string, load: () => Promise<CachedAnswer>): Promise<CachedAnswer>;
}

export function createAnswerCache(maxBytes = ANSWER_CACHE_BYTES): AnswerCache {
  const cache = new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    // A JavaScript string of n code units takes about 2n bytes.
    sizeCalculation: ({ json }, key) => Math.max(1, (json.length + key.length) * 2),
  });
  return {
    async answer(key, load) {
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const loaded = await load();
      cache.set(key, loaded);
      return loaded;
    },
  };
}

/** A question's options in one order, whatever order the query string gave them in. */
export function questionKey(options: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(
    Object.entries(options)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}
