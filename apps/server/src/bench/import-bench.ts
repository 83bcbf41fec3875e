/**
 * npm run bench:import — imports a 100,000-line inventory (BENCH_LINES) on PGlite and on
 * PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, when set) and prints lines per
 * second and peak memory. Target (issue "Data"): ≥ 50,000 lines/s on PostgreSQL, memory
 * bounded. BENCH_FORMAT=xlsx sends the same lines as an Excel workbook (numbers and dates
 * as typed cells, texts as shared strings, as Excel saves them).
 */
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { operatorAccess } from '../auth/user-access';
import { bulkInsert } from '../db/bulk-insert';
import { queryRows, type Database } from '../db/client';
import { compartments, portfolios, securities } from '../db/schema';
import { createJobFiles } from '../jobs/job-files';
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

const FORMAT = process.env['BENCH_FORMAT'] === 'xlsx' ? 'xlsx' : 'csv';

const isin = (n: number) => isinOf('FR', String(n).padStart(9, '0'));
const monthEnd = (k: number) => new Date(Date.UTC(2023, k + 1, 0)).toISOString().slice(0, 10);

const HEADER = [
  'codePortefeuille',
  'codeCompartiment',
  'dateValorisation',
  'codeTitre',
  'quantite',
  'deviseCotation',
  'valeurMarcheCotation',
  'couponCouruCotation',
  'valeurMarcheReference',
  'couponCouruReference',
  'valeurComptable',
  'dateAcquisition',
];

/** The same lines as writeInventory's, in a workbook written by exceljs's streaming writer. */
async function writeInventoryWorkbook(file: string): Promise<void> {
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = writer.addWorksheet('Inventaire');
  sheet.addRow(HEADER).commit();
  const acquired = new Date(Date.UTC(2020, 2, 15));
  for (let i = 0; i < LINES; i++) {
    const compartment = COMPARTMENTS[Math.floor(i / SECURITIES) % COMPARTMENTS.length];
    const date = new Date(
      `${monthEnd(Math.floor(i / (SECURITIES * COMPARTMENTS.length)))}T00:00:00Z`,
    );
    const value = ((i * 7919) % 1_000_000) + 0.25;
    const row = sheet.addRow([
      'BENCH', compartment, date, isin(i % SECURITIES), (i % 500) + 1, 'EUR',
      value, 0, value, 0, value, acquired,
    ]); // prettier-ignore
    row.getCell(3).numFmt = 'dd/mm/yyyy';
    row.getCell(12).numFmt = 'dd/mm/yyyy';
    row.commit();
  }
  sheet.commit();
  await writer.commit();
}

async function writeInventory(file: string): Promise<void> {
  const out = createWriteStream(file);
  out.write(`${HEADER.join(';')}\n`);
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
    // On PostgreSQL the server hands the file to whichever process takes the import:
    // stored in the database first (jobs/job-files.ts), as measured here.
    const files = createJobFiles({ db: database.handle.db, shared: kind === 'postgres' });
    const service = createIntegrationService({
      db: database.handle.db,
      importers: IMPORTERS,
      log: pino({ level: 'warn' }),
      files,
    });
    const memory = memorySampler();
    const cpu = await cpuSampler(kind === 'postgres' ? database.handle.db : undefined);
    const started = performance.now();
    const outcome = await service.importFile(operatorAccess('Banc de mesure'), {
      kind: 'inventory',
      roleCode: 'Client.DEMO1',
      filePath: file,
      fileName: path.basename(file),
    });
    const seconds = (performance.now() - started) / 1000;
    const cpuUsed = await cpu.stop();
    if (!outcome.accepted)
      throw new Error(`import rejected: ${JSON.stringify(outcome.errors.slice(0, 3))}`);
    console.log(
      `${kind.padEnd(8)} ${LINES.toLocaleString('fr-FR')} lignes en ${seconds.toFixed(2)} s : ${Math.round(LINES / seconds).toLocaleString('fr-FR')} lignes/s ; ` +
        `${memory.stop()} ; ${cpuUsed}`,
    );
    if (kind === 'postgres') await measureHandOver(database.handle.db, file);
  } finally {
    await database.dispose();
  }
}

/**
 * The file's way to another process through the database, alone: stored (part of the
 * import above), then copied by a process that did not receive it.
 */
async function measureHandOver(db: Database, file: string): Promise<void> {
  const receiving = createJobFiles({ db, shared: true });
  const taking = createJobFiles({ db, shared: true });
  const started = performance.now();
  const handed = await receiving.handOver(file);
  const stored = performance.now();
  const copy = await taking.local(handed, path.dirname(file));
  const copied = performance.now();
  await receiving.release(handed);
  await copy.discard();
  const megabytes = statSync(file).size / 1e6;
  console.log(
    `         le fichier par la base (${megabytes.toFixed(1)} Mo) : stocké en ${((stored - started) / 1000).toFixed(2)} s, ` +
      `copié par un autre processus en ${((copied - stored) / 1000).toFixed(2)} s`,
  );
}

/**
 * CPU seconds spent by this process and by the PostgreSQL backends of its database over
 * a stretch of work. On a shared machine the wall time of a bench depends on the other
 * processes; CPU time mostly does not, so it says where the time of the work itself goes.
 * Backends are read from /proc (PostgreSQL on this machine); elsewhere only this process
 * is measured.
 */
async function cpuSampler(db: Database | undefined) {
  const node = process.cpuUsage();
  const before = db ? await backendTicks(db) : new Map<number, number>();
  return {
    async stop(): Promise<string> {
      const used = process.cpuUsage(node);
      const nodeSeconds = (used.user + used.system) / 1e6;
      let text = `CPU Node ${nodeSeconds.toFixed(2)} s`;
      if (db) {
        const after = await backendTicks(db);
        let ticks = 0;
        for (const [pid, t] of after) ticks += t - (before.get(pid) ?? 0);
        if (after.size) text += `, PostgreSQL ${(ticks / CLOCK_TICKS).toFixed(2)} s`;
      }
      return text;
    },
  };
}

/** Linux's USER_HZ: /proc times are in hundredths of a second. */
const CLOCK_TICKS = 100;

/** utime + stime of each backend of the current database, by pid. */
async function backendTicks(db: Database): Promise<Map<number, number>> {
  const rows = await queryRows<{ pid: number }>(
    db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      // Fields 14 and 15 (utime, stime) after the command name, which ends with ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // Not on this machine, or not readable: not counted.
    }
  }
  return ticks;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'prisme-bench-'));
  try {
    const file = path.join(dir, `inventaire.${FORMAT}`);
    await (FORMAT === 'xlsx' ? writeInventoryWorkbook(file) : writeInventory(file));
    console.log(
      `Fichier ${FORMAT.toUpperCase()} (${(statSync(file).size / 1e6).toFixed(1)} Mo) : ${LINES.toLocaleString('fr-FR')} lignes, ${SECURITIES} titres, ${COMPARTMENTS.length} compartiments, ${DATES} dates`,
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
