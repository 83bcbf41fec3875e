import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { PGLITE_TEMPLATE_VARIABLE, POSTGRES_TEMPLATE_VARIABLE } from './database-templates';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and removes what the test created. */
  dispose(): Promise<void>;
}

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (as in CI). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A new, migrated database: PGlite in memory, or a PostgreSQL database of its own. Each
 * starts from the run's migrated template when the global set-up wrote one
 * (database-templates.ts); migrate() then finds nothing to apply.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      loadFrom: process.env[PGLITE_TEMPLATE_VARIABLE],
    });
    await handle.migrate();
    return { handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env['TEST_DATABASE_URL']!;
  const name = `prisme_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = process.env[POSTGRES_TEMPLATE_VARIABLE];
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  return {
    handle,
    dispose: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
