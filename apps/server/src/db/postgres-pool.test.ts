import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { openDatabase, type DatabaseHandle } from './client';
import { inBackground, isStatementTimeout } from './statement-budget';

/** PostgreSQL's own statement_timeout, set from the caller's budget on each connection. */
describe.skipIf(!process.env['TEST_DATABASE_URL'])('statement budgets on PostgreSQL', () => {
  let database: TestDatabase;
  let budgeted: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const { $client } = database.handle.db as unknown as {
      $client: { options: { connectionString: string } };
    };
    const url = $client.options.connectionString;
    // One connection: the budget must be set again each time another kind of work takes it.
    budgeted = await openDatabase(
      { kind: 'postgres', url },
      { interactiveMs: 300, backgroundMs: 5_000 },
    );
  });
  afterAll(async () => {
    await budgeted?.close();
    await database?.dispose();
  });

  const sleep = () => budgeted.db.execute(sql`select pg_sleep(0.8)`);

  it('ends an interactive statement past its budget, lets background work run longer', async () => {
    const error = await sleep().catch((e: unknown) => e);
    expect(isStatementTimeout(error)).toBe(true);
    await expect(inBackground(sleep)).resolves.toBeDefined();
    // The connection went back to the pool with the background budget: taken again by an
    // interactive caller, it is set back.
    expect(isStatementTimeout(await sleep().catch((e: unknown) => e))).toBe(true);
    await expect(
      inBackground(() => budgeted.db.transaction((tx) => tx.execute(sql`select pg_sleep(0.8)`))),
    ).resolves.toBeDefined();
  });

  it('opens its connections without JIT compilation', async () => {
    const { rows } = (await budgeted.db.execute(sql`show jit`)) as unknown as {
      rows: { jit: string }[];
    };
    expect(rows[0]?.jit).toBe('off');
  });
});
