import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemoAccounts } from '../../apps/server/src/seed/demo-accounts';
import { seedDemoData } from '../../apps/server/src/seed/demo-data/writer';
import { DEMO_PASSWORD } from './portal';

/**
 * The demo database of the browser tests, written once per run and copied into the data
 * folder of each server that asks for demo data: writing its 700,000 rows took each test
 * file some 25 s on a quiet machine (a minute on a loaded one), copying the folder a
 * second. The server finds the data there and writes none (seedDemoData's own check).
 */
const TEMPLATE_VARIABLE = 'PRISME_E2E_DEMO_TEMPLATE';

/** Writes the template (global set-up); answers how to remove it (global tear-down). */
export async function writeDemoTemplate(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'prisme-e2e-demo-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
  try {
    await handle.migrate();
    await seedDemoAccounts(handle.db, DEMO_PASSWORD);
    await seedDemoData(handle.db);
  } finally {
    await handle.close();
  }
  // The test files' processes start after the global set-up and inherit its environment.
  process.env[TEMPLATE_VARIABLE] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Copies the demo template into an empty data folder, when the run wrote one; answers
 * whether it did (else the server writes the demo data itself, as `npm start` does).
 */
export function copyDemoTemplate(dataDir: string): boolean {
  const template = process.env[TEMPLATE_VARIABLE];
  if (!template || !existsSync(template)) return false;
  cpSync(template, dataDir, { recursive: true });
  return true;
}
