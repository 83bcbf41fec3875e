import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bulkInsert } from '../../db/bulk-insert';
import { compartments, portfolios, positions } from '../../db/schema';
import { seedDemoAccounts } from '../../seed/demo-accounts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/databases';
import { insertClientFixtures } from '../../test/fixtures/client-data';

/**
 * positions → compartments is kept by statement-level triggers (migration 0007), not by
 * a foreign key: the same guarantees, whichever way positions are written.
 */
const position = (compartmentCode: string, securityCode = 'FR0000120271') => ({
  roleCode: 'Client.DEMO1',
  portfolioCode: 'P-VIE',
  compartmentCode,
  valuationDate: '2024-12-31',
  securityCode,
  quantity: 1,
  quotationCurrency: 'EUR',
  marketValueQc: 100,
  marketValueRc: 100,
});

/** The SQLSTATE of a driver error, whether Drizzle wrapped it or not. */
function sqlState(error: unknown): unknown {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return e.cause?.code ?? e.code;
}

async function foreignKeyViolation(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(sqlState(error)).toBe('23503');
}

describe.each(testDatabaseKinds())('positions and their compartments on %s', (kind) => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  const positionCount = async () => (await db().select({ n: count() }).from(positions))[0]!.n;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoAccounts(db(), 'mot-de-passe-de-test');
    await insertClientFixtures(db());
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await db().delete(positions);
  });

  it('refuses a position whose compartment does not exist, by INSERT or by COPY', async () => {
    await foreignKeyViolation(
      db()
        .insert(positions)
        .values([position('GEN'), position('XXX')]),
    );
    await foreignKeyViolation(
      db().transaction((tx) => bulkInsert(tx, positions, [position('GEN'), position('XXX')])),
    );
    expect(await positionCount()).toBe(0);
    await db().transaction((tx) => bulkInsert(tx, positions, [position('GEN'), position('UC')]));
    expect(await positionCount()).toBe(2);
  });

  it('refuses moving a position to a compartment that does not exist', async () => {
    await db().insert(positions).values(position('GEN'));
    await foreignKeyViolation(
      db()
        .update(positions)
        .set({ compartmentCode: 'XXX' })
        .where(eq(positions.compartmentCode, 'GEN')),
    );
    expect(await positionCount()).toBe(1);
  });

  it('deletes the positions of a deleted compartment, and of a deleted portfolio', async () => {
    await db()
      .insert(portfolios)
      .values({ roleCode: 'Client.DEMO1', code: 'P-TMP', label: 'Temporaire' });
    await db()
      .insert(compartments)
      .values([
        { roleCode: 'Client.DEMO1', portfolioCode: 'P-TMP', code: 'A', label: 'A' },
        { roleCode: 'Client.DEMO1', portfolioCode: 'P-TMP', code: 'B', label: 'B' },
      ]);
    await db()
      .insert(positions)
      .values([
        position('GEN'),
        { ...position('A'), portfolioCode: 'P-TMP' },
        { ...position('B'), portfolioCode: 'P-TMP' },
      ]);
    await db()
      .delete(compartments)
      .where(and(eq(compartments.portfolioCode, 'P-TMP'), eq(compartments.code, 'A')));
    expect(await positionCount()).toBe(2);
    await db().delete(portfolios).where(eq(portfolios.code, 'P-TMP'));
    expect(await positionCount()).toBe(1);
  });

  it('refuses renaming a compartment that positions hold', async () => {
    await db().insert(positions).values(position('UC'));
    await foreignKeyViolation(
      db().update(compartments).set({ code: 'UC2' }).where(eq(compartments.code, 'UC')),
    );
    await db().delete(positions);
    await db().update(compartments).set({ code: 'UC2' }).where(eq(compartments.code, 'UC'));
    await db().update(compartments).set({ code: 'UC' }).where(eq(compartments.code, 'UC2'));
  });
});
