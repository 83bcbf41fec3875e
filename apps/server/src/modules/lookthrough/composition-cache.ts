import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client';
import type { CompositionStatementRow } from './composition-holdings';
import type { HoldingLines } from './holding-lines';

/**
 * Fund compositions' lines and statements as the look-through read them, kept decoded
 * between computations (issue 21 §1). Both are immutable by id: a TPT file imported again
 * replaces its composition by a new one under a new id (the old one's lines go with it),
 * and a statement is never changed nor deleted
 * (docs/decisions/data-ingestion/0055-statements-never-deleted.md). Reading and decoding the
 * million-line case's 833,113 lines and their 19,280 statements took 1.5–2 s of the look-through's
 * 3 s of loading; a recomputation, or another client holding the same funds, finds them here.
 *
 * Bounded by lines (COMPOSITION_CACHE_LINES, least recently used compositions out first:
 * some 40 bytes a line in columns (holding-lines.ts), so about 50 MB full) and by
 * statements. One per database
 * handle, so that two databases of one process (tests) never share ids; per thread: a
 * job thread keeps its own, from the same immutable rows.
 */
export const COMPOSITION_CACHE_LINES = 1_200_000;
const STATEMENTS = 200_000;

export interface CompositionCache {
  /** A composition's lines, in line order, by composition id. */
  lines: LRUCache<number, HoldingLines>;
  /** A statement by its id. */
  statements: LRUCache<number, CompositionStatementRow>;
}

export function createCompositionCache(maxLines = COMPOSITION_CACHE_LINES): CompositionCache {
  return {
    lines: new LRUCache({
      maxSize: maxLines,
      // An empty composition counts one: it is remembered too.
      sizeCalculation: (lines) => Math.max(1, lines.count),
    }),
    statements: new LRUCache({ max: STATEMENTS }),
  };
}

const caches = new WeakMap<object, CompositionCache | null>();

/**
 * The cache of a database handle; none for a transaction (what it reads may be its own,
 * uncommitted) or when PRISME_COMPOSITION_CACHE_LINES is 0.
 */
export function compositionCacheOf(db: Executor): CompositionCache | undefined {
  if ('rollback' in db) return undefined;
  let cache = caches.get(db);
  if (cache === undefined) {
    const budget = linesBudget();
    cache = budget > 0 ? createCompositionCache(budget) : null;
    caches.set(db, cache);
  }
  return cache ?? undefined;
}

/** PRISME_COMPOSITION_CACHE_LINES: the lines kept (0: no cache). */
function linesBudget(): number {
  const set = Number(process.env['PRISME_COMPOSITION_CACHE_LINES']);
  return Number.isSafeInteger(set) && set >= 0 ? set : COMPOSITION_CACHE_LINES;
}
