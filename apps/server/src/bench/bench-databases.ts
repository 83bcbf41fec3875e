/**
 * What bench:soak and bench:load share: a database of each kind as the portal uses it (the
 * embedded one in a folder, as npm start; PostgreSQL from BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL), and a run over both on the scale generator's files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { generateScaleFiles } from '../seed/scale';
import { createTestDatabase, type TestDatabaseKind } from '../test/databases';

export async function openBenchDatabase(kind: TestDatabaseKind) {
  if (kind === 'postgres') return createTestDatabase('postgres');
  const dir = mkdtempSync(path.join(tmpdir(), 'prisme-bench-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  await handle.migrate();
  return {
    handle,
    dispose: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Generates the scale case of `lines` lines, then measures on each database kind asked. */
export async function onEachDatabase(
  lines: number,
  measure: (kind: TestDatabaseKind, dir: string) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'prisme-bench-files-'));
  try {
    await generateScaleFiles({ lines, outDir: dir });
    const url = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
    if (process.env['BENCH_SKIP_PGLITE'] !== 'true') await measure('pglite', dir);
    if (url) {
      process.env['TEST_DATABASE_URL'] = url;
      await measure('postgres', dir);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
