import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { integrationLog, positions } from '../../db/schema';
import { seedDemoAccounts } from '../../seed/demo-accounts';
import { insertClientFixtures } from '../../test/fixtures/client-data';
import { markInterruptedImports } from './log-repository';

const serverRoot = fileURLToPath(new URL('../../../', import.meta.url));
const LINES = 400_000;

async function writeLargeInventory(file: string): Promise<void> {
  const out = createWriteStream(file);
  out.write(
    'codePortefeuille;codeCompartiment;dateValorisation;codeTitre;quantite;deviseCotation;valeurMarcheCotation;valeurMarcheReference\n',
  );
  for (let i = 0; i < LINES; i++) {
    // One valuation date per line keeps every line unique.
    const day = new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    if (!out.write(`P-VIE;GEN;${day};FR0000120271;${i + 1};EUR;${i * 10};${i * 10}\n`)) {
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

describe('an import killed mid-way', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prisme-kill-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves no partial data after restart, and the log says it was not integrated', async () => {
    const dataDir = path.join(dir, 'data');
    const setup = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await setup.migrate();
    await seedDemoAccounts(setup.db, 'prisme-demo');
    await insertClientFixtures(setup.db);
    await setup.close();
    const file = path.join(dir, 'gros-inventaire.csv');
    await writeLargeInventory(file);

    const child = spawn(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        'src/modules/integration/cli.ts',
        '--kind',
        'inventory',
        '--role',
        'Client.DEMO1',
        file,
      ],
      {
        cwd: serverRoot,
        env: { ...process.env, PRISME_DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const started = new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Import en cours')) resolve();
      }),
    );
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    await started;
    // Let it write a good part of the file, then pull the plug.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    child.kill('SIGKILL');
    expect(await exited).toBeNull(); // killed, not finished

    // The killed command's lock on the embedded database is taken over at once.
    const restarted = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      expect(await markInterruptedImports(restarted.db)).toBe(1);
      expect((await restarted.db.select({ n: count() }).from(positions))[0]!.n).toBe(0);
      const [entry] = await restarted.db.select().from(integrationLog);
      expect(entry).toMatchObject({ state: 'Rejeté', title: 'gros-inventaire.csv' });
      // The command was killed, not the server: the reason says so.
      expect(entry!.errors![0]!.message).toMatch(
        /^Import interrompu : la commande d'import \(npm run import\) s'est arrêtée/,
      );
    } finally {
      await restarted.close();
    }
  }, 120_000);
});
