import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { fundCompositionLines, fundCompositions } from '../../db/schema';
import { createTestDatabase, testDatabaseKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FUND, insertLookThroughFixture } from '../../test/fixtures/look-through';
import { compositionCacheOf, createCompositionCache } from './composition-cache';
import { loadCompositionHoldings } from './composition-holdings';
import { amountOf } from './holding-lines';

describe.each(testDatabaseKinds())('compositions kept decoded on %s', (kind) => {
  let t: TestApp;
  let db: Database;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.db;
    await insertLookThroughFixture(db, { apple: 0.6, bond: 0.3 });
    const [composition] = await db
      .select({ id: fundCompositions.id })
      .from(fundCompositions)
      .where(eq(fundCompositions.fundCode, FUND));
    id = composition!.id;
  });
  afterAll(() => t.close());

  const described = (loaded: Awaited<ReturnType<typeof loadCompositionHoldings>>) => {
    const lines = loaded.linesOf.get(id);
    return Array.from({ length: lines?.count ?? 0 }, (_, k) => ({
      weight: amountOf(lines!, 'weight', k),
      instrument:
        loaded.statements[loaded.statementIndexOf.get(lines!.statementId[k]!)!]!.instrumentCode,
    }));
  };

  it('reads a composition once per database handle, never for a transaction', async () => {
    const small = createCompositionCache(1);
    const first = described(await loadCompositionHoldings(db, [id]));
    expect(first.map((l) => l.weight)).toEqual([0.6, 0.3]);
    await loadCompositionHoldings(db, [id], small);
    // The lines are gone from the database (an immutable composition's never are: this
    // shows where each read comes from).
    await db.delete(fundCompositionLines).where(eq(fundCompositionLines.compositionId, id));
    expect(described(await loadCompositionHoldings(db, [id]))).toEqual(first);
    // A transaction reads what it sees; a cache of one line could not keep two.
    const inTransaction = await db.transaction((tx) => loadCompositionHoldings(tx, [id]));
    expect(described(inTransaction)).toEqual([]);
    expect(described(await loadCompositionHoldings(db, [id], small))).toEqual([]);
  });

  it('keeps one cache per database handle', async () => {
    const other = await createTestDatabase('pglite');
    try {
      expect(compositionCacheOf(other.handle.db)).not.toBe(compositionCacheOf(db));
      expect(compositionCacheOf(db)).toBe(compositionCacheOf(db));
    } finally {
      await other.dispose();
    }
  });
});
