/**
 * npm run bench:import — lines per second of the two large file kinds, TPT compositions
 * and inventories, in CSV and in XLSX, on the embedded database and on PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, when set), with the load average next to
 * every figure (the machine is shared: docs/performance.md). Target (issue 41 §3):
 * ≥ 200,000 lines/s on PostgreSQL in CSV, XLSX within 2× of CSV.
 *
 * Per file: the parse alone (the table read through, nothing checked), then the import
 * with its phases — checking (RowReader and the importer's readRow, table-import.ts),
 * waiting for the writes, the importer's finish — and the CPU seconds of this process and
 * of the PostgreSQL backends; on PostgreSQL, then, the inventory's way through the database
 * to another process (stored, copied). BENCH_LINES (100,000) lines of each kind; BENCH_KINDS
 * (tpt,inventory) and BENCH_FORMATS (csv,xlsx) choose what runs. On PostgreSQL each run
 * has a database of its own named BENCH_DATABASE_PREFIX (h_bench_import_) and a number,
 * dropped after.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ImportKind } from '@prisme/domain';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '../db/client';
import { createJobFiles } from '../jobs/job-files';
import { ImportReport, RejectedImport } from '../modules/integration/import-report';
import { IMPORTERS } from '../modules/integration/importers';
import type { ImportTimings } from '../modules/integration/importers/importer';
import { openLogEntry } from '../modules/integration/log-repository';
import { readTable } from '../modules/integration/parsing/tabular-reader';
import { generateScaleFiles } from '../seed/scale';
import { writeScaleClient } from '../seed/scale/scale-client';
import { writeInventory, writeInventoryClient } from './import-bench-files';
import { csvToWorkbook } from './import-bench-workbook';
import { memorySampler } from './measure';
import { openKeptDatabase } from './scale-database';

const LINES = Number(process.env['BENCH_LINES'] ?? 100_000);
const KINDS = (process.env['BENCH_KINDS'] ?? 'tpt,inventory').split(',');
const FORMATS = (process.env['BENCH_FORMATS'] ?? 'csv,xlsx').split(',') as ('csv' | 'xlsx')[];
const PREFIX = process.env['BENCH_DATABASE_PREFIX'] ?? 'h_bench_import_';

const load = () =>
  `charge ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const perSecond = (lines: number, ms: number) =>
  `${Math.round(lines / (ms / 1000)).toLocaleString('fr-FR')} lignes/s`;

interface BenchFile {
  kind: ImportKind;
  label: string;
  format: 'csv' | 'xlsx';
  paths: string[];
  lines: number;
}

/** The files of each kind and format asked, written once in `dir`. */
async function writeFiles(dir: string): Promise<BenchFile[]> {
  const csv: BenchFile[] = [];
  if (KINDS.includes('tpt')) {
    // The scale generator's funds: about 0.83 composition line per look-through line.
    const scaleDir = path.join(dir, 'scale');
    const summary = await generateScaleFiles({ lines: Math.ceil(LINES / 0.83), outDir: scaleDir });
    const tpt = readdirSync(path.join(scaleDir, 'tpt')).map((f) => path.join(scaleDir, 'tpt', f));
    csv.push({
      kind: 'fund_lookthrough',
      label: 'TPT',
      format: 'csv',
      paths: tpt,
      lines: summary.compositionLines,
    });
  }
  if (KINDS.includes('inventory')) {
    const file = path.join(dir, 'inventaire.csv');
    await writeInventory(file, LINES);
    csv.push({
      kind: 'inventory',
      label: 'inventaire',
      format: 'csv',
      paths: [file],
      lines: LINES,
    });
  }
  const files: BenchFile[] = [];
  for (const file of csv) {
    if (FORMATS.includes('csv')) files.push(file);
    if (!FORMATS.includes('xlsx')) continue;
    const started = performance.now();
    const paths: string[] = [];
    for (const csvPath of file.paths) {
      const xlsxPath = csvPath.replace(/\.csv$/, '.xlsx');
      await csvToWorkbook(csvPath, xlsxPath);
      paths.push(xlsxPath);
    }
    console.log(`${file.label} en XLSX écrit en ${s(performance.now() - started)}`);
    files.push({ ...file, format: 'xlsx', paths });
  }
  for (const file of files) {
    const megabytes = file.paths.reduce((sum, p) => sum + statSync(p).size, 0) / 1e6;
    console.log(
      `${file.label} ${file.format.toUpperCase()} : ${file.lines.toLocaleString('fr-FR')} lignes en ${file.paths.length} fichier(s), ${megabytes.toFixed(1)} Mo`,
    );
  }
  return files;
}

/** The table read through, nothing checked: the parse alone. */
async function parseAlone(file: BenchFile): Promise<number> {
  const started = performance.now();
  for (const filePath of file.paths) {
    const table = await readTable(filePath);
    for await (const _rows of table);
  }
  return performance.now() - started;
}

let databaseNumber = 0;

async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await handle.migrate();
    return { handle, drop: () => handle.close() };
  }
  const name = `${PREFIX}${process.pid}_${++databaseNumber}`;
  const { handle } = await openKeptDatabase(name);
  return {
    handle,
    async drop() {
      await handle.close();
      const admin = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** One file's import in its own transaction, as the integration service runs it. */
async function importOne(
  db: Database,
  kind: ImportKind,
  filePath: string,
  timings: ImportTimings,
): Promise<number> {
  const roleCode = kind === 'inventory' ? 'Client.DEMO1' : null;
  const opened = await openLogEntry(db, {
    roleCode,
    title: path.basename(filePath),
    category: kind,
    sender: 'Banc de mesure',
    origin: 'cli',
  });
  const report = new ImportReport();
  try {
    const done = await db.transaction((tx) =>
      IMPORTERS[kind]!({
        tx,
        roleCode,
        filePath,
        fileName: path.basename(filePath),
        importId: opened.id,
        report,
        timings,
      }),
    );
    return done.lineCount;
  } catch (error) {
    if (error instanceof RejectedImport)
      throw new Error(`${filePath} refusé : ${JSON.stringify(report.errors.slice(0, 3))}`, {
        cause: error,
      });
    throw error;
  }
}

async function measure(kind: 'pglite' | 'postgres', files: BenchFile[]): Promise<void> {
  for (const file of files) {
    const database = await openBenchDatabase(kind);
    try {
      const db = database.handle.db;
      if (file.kind === 'inventory') await writeInventoryClient(db, LINES);
      else await writeScaleClient(db, 'bench-password');
      const parseMs = await parseAlone(file);
      const memory = memorySampler();
      const cpu = await cpuSampler(kind === 'postgres' ? db : undefined);
      const timings: ImportTimings = { checkMs: 0, writeWaitMs: 0, finishMs: 0 };
      const started = performance.now();
      let lines = 0;
      for (const filePath of file.paths) lines += await importOne(db, file.kind, filePath, timings);
      const totalMs = performance.now() - started;
      const used = await cpu.stop();
      const label = `${kind.padEnd(8)} ${file.label} ${file.format.toUpperCase()}`;
      console.log(
        `${label} : ${lines.toLocaleString('fr-FR')} lignes en ${s(totalMs)}, ${perSecond(lines, totalMs)} (${load()})`,
      );
      console.log(
        `${' '.repeat(label.length)}   lecture seule ${s(parseMs)} (${perSecond(lines, parseMs)}) ; dans l'import : contrôles ${s(timings.checkMs)}, attente des écritures ${s(timings.writeWaitMs)}, fin ${s(timings.finishMs)} ; ${used} ; ${memory.stop()}`,
      );
    } finally {
      await database.drop();
    }
  }
}

/**
 * How the server hands a file to whichever process takes its import on PostgreSQL
 * (jobs/job-files.ts), alone: stored in the database, then copied by another process.
 */
async function measureHandOver(file: BenchFile): Promise<void> {
  const database = await openBenchDatabase('postgres');
  try {
    const db = database.handle.db;
    const receiving = createJobFiles({ db, shared: true });
    const taking = createJobFiles({ db, shared: true });
    const filePath = file.paths[0]!;
    const started = performance.now();
    const handed = await receiving.handOver(filePath);
    const stored = performance.now();
    const copy = await taking.local(handed, path.dirname(filePath));
    const copied = performance.now();
    await receiving.release(handed);
    await copy.discard();
    console.log(
      `postgres ${file.label} ${file.format.toUpperCase()} par la base (${(statSync(filePath).size / 1e6).toFixed(1)} Mo) : stocké en ${s(stored - started)}, copié par un autre processus en ${s(copied - stored)} (${load()})`,
    );
  } finally {
    await database.drop();
  }
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
  const dir = mkdtempSync(path.join(tmpdir(), 'prisme-bench-import-'));
  try {
    console.log(`Fichiers en préparation (${load()})`);
    const files = await writeFiles(dir);
    if (process.env['BENCH_SKIP_PGLITE'] !== 'true') await measure('pglite', files);
    const url = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
    if (url) {
      process.env['TEST_DATABASE_URL'] = url; // openKeptDatabase's server
      await measure('postgres', files);
      const inventory = files.find((f) => f.kind === 'inventory' && f.format === 'csv');
      if (inventory) await measureHandOver(inventory);
    } else
      console.log(
        'PostgreSQL : définissez BENCH_DATABASE_URL (ou TEST_DATABASE_URL) pour le mesurer aussi.',
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
