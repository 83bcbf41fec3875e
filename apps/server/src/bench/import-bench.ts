/**
 * npm run bench:import — imports a 100,000-line inventory on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, when set) and prints lines per second and
 * peak memory. Target (issue "Data"): ≥ 50,000 lines/s on PostgreSQL, memory bounded.
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { operatorAccess } from '../auth/user-access';
import { bulkInsert } from '../db/bulk-insert';
import type { Database } from '../db/client';
import { compartments, portfolios, securities } from '../db/schema';
import { IMPORTERS } from '../modules/integration/importers';
import { createIntegrationService } from '../modules/integration/service';
import { seedDemoAccounts } from '../seed/demo-accounts';
import { isinOf } from '../seed/demo-data/identifiers';
import { createTestDatabase, type TestDatabaseKind } from '../test/databases';
import { memorySampler } from './measure';

const LINES = Number(process.env['BENCH_LINES'] ?? 100_000);
const SECURITIES = 2_000;
const COMPARTMENTS = ['GEN', 'UC', 'PERP', 'FP'];
const DATES = Math.ceil(LINES / (SECURITIES * COMPARTMENTS.length));

const isin = (n: number) => isinOf('FR', String(n).padStart(9, '0'));
const monthEnd = (k: number) => new Date(Date.UTC(2023, k + 1, 0)).toISOString().slice(0, 10);

async function writeInventory(file: string): Promise<void> {
  const out = createWriteStream(file);
  out.write(
    'codePortefeuille;codeCompartiment;dateValorisation;codeTitre;quantite;deviseCotation;valeurMarcheCotation;couponCouruCotation;valeurMarcheReference;couponCouruReference;valeurComptable;dateAcquisition\n',
  );
  for (let i = 0; i < LINES; i++) {
    const security = isin(i % SECURITIES);
    const compartment = COMPARTMENTS[Math.floor(i / SECURITIES) % COMPARTMENTS.length];
    const date = monthEnd(Math.floor(i / (SECURITIES * COMPARTMENTS.length)));
    const value = ((i * 7919) % 1_000_000) + 0.25;
    const line = `BENCH;${compartment};${date};${security};${(i % 500) + 1};EUR;${value.toFixed(2).replace('.', ',')};0;${value.toFixed(2).replace('.', ',')};0;${value.toFixed(2).replace('.', ',')};15/03/2020\n`;
    if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

async function prepare(db: Database): Promise<void> {
  await seedDemoAccounts(db, 'bench-password');
  await db
    .insert(portfolios)
    .values({ roleCode: 'Client.DEMO1', code: 'BENCH', label: 'Portefeuille de mesure' });
  await db.insert(compartments).values(
    COMPARTMENTS.map((code) => ({
      roleCode: 'Client.DEMO1',
      portfolioCode: 'BENCH',
      code,
      label: code,
    })),
  );
  const codes = Array.from({ length: SECURITIES }, (_, n) => isin(n));
  await bulkInsert(
    db,
    securities,
    codes.map((code) => ({
      code,
      codeType: '1',
      name: `Titre ${code}`,
      cic: 'FR31',
      currency: 'EUR',
    })),
  );
}

async function measure(kind: TestDatabaseKind, file: string): Promise<void> {
  const database = await createTestDatabase(kind);
  try {
    await prepare(database.handle.db);
    const service = createIntegrationService({
      db: database.handle.db,
      importers: IMPORTERS,
      log: pino({ level: 'warn' }),
    });
    const memory = memorySampler();
    const started = performance.now();
    const outcome = await service.importFile(operatorAccess('Banc de mesure'), {
      kind: 'inventory',
      roleCode: 'Client.DEMO1',
      filePath: file,
      fileName: path.basename(file),
    });
    const seconds = (performance.now() - started) / 1000;
    if (!outcome.accepted)
      throw new Error(`import rejected: ${JSON.stringify(outcome.errors.slice(0, 3))}`);
    console.log(
      `${kind.padEnd(8)} ${LINES.toLocaleString('fr-FR')} lignes en ${seconds.toFixed(2)} s : ${Math.round(LINES / seconds).toLocaleString('fr-FR')} lignes/s ; ` +
        memory.stop(),
    );
  } finally {
    await database.dispose();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'prisme-bench-'));
  try {
    const file = path.join(dir, 'inventaire-100k.csv');
    await writeInventory(file);
    console.log(
      `Fichier : ${LINES.toLocaleString('fr-FR')} lignes, ${SECURITIES} titres, ${COMPARTMENTS.length} compartiments, ${DATES} dates`,
    );
    if (process.env['BENCH_SKIP_PGLITE'] !== 'true') await measure('pglite', file);
    const url = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
    if (url) {
      process.env['TEST_DATABASE_URL'] = url;
      await measure('postgres', file);
    } else {
      console.log(
        'PostgreSQL : définissez BENCH_DATABASE_URL (ou TEST_DATABASE_URL) pour le mesurer aussi.',
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
