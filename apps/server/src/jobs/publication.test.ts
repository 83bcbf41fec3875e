import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRecords } from '../db/schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/databases';
import { createJobStore } from './job-store';
import { claimPublication } from './publication';

/** A cancellation and a publication exclude each other (jobs/publication.ts). */
describe.each(testDatabaseKinds())('publishing a job’s results on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  const stateOf = async (token: string) => {
    const [row] = await database.handle.db
      .select({ state: jobRecords.state })
      .from(jobRecords)
      .where(eq(jobRecords.token, token));
    return row?.state;
  };

  it('marks a running job publishing with its results, past cancelling', async () => {
    const store = createJobStore(database.handle.db);
    const [token, userId] = [randomUUID(), randomUUID()];
    await store.started(token, userId);
    await database.handle.db.transaction((tx) => claimPublication(tx, token, { lineCount: 1 }));
    expect(await stateOf(token)).toBe('publishing');
    expect(await store.cancelled(token, userId)).toBeUndefined();
    // Left so by a stopped process: its results were committed, it reads done.
    await store.failInterrupted();
    expect(await store.find(token, userId)).toMatchObject({ stage: 'done' });
  });

  it('refuses to publish a cancelled job: the transaction rolls back', async () => {
    const store = createJobStore(database.handle.db);
    const [token, userId] = [randomUUID(), randomUUID()];
    await store.started(token, userId);
    expect(await store.cancelled(token, userId)).toBeDefined();
    const written = randomUUID();
    const refused = await database.handle.db
      .transaction(async (tx) => {
        await tx.insert(jobRecords).values({ token: written, userId, state: 'done' });
        await claimPublication(tx, token, { lineCount: 1 });
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'JOB_CANCELLED' });
    expect(await stateOf(written)).toBeUndefined();
    expect(await stateOf(token)).toBe('cancelled');
  });

  it('publishes a job without a record as before', async () => {
    await database.handle.db.transaction((tx) =>
      claimPublication(tx, randomUUID(), { lineCount: 1 }),
    );
  });
});
