/**
 * npm run bench:exports — issue 19 §7 on the scale generator's million-line look-through
 * (BENCH_LINES to change it): the files a reporting team downloads at a closing, each
 * timed with its peak memory and the longest wait of the event loop while it was written
 * (what /api/health and the other requests would have waited):
 *   - the look-through workbook (ExcelJS streaming writer, a sheet per million lines);
 *   - the look-through CSV (streamed from the database page by page, here to a file);
 *   - the QRT workbook through the reporting service (target under 15 s), twice: the
 *     first run compiles and warms what the second finds ready; then the QRT's xBRL-CSV
 *     package. Both are built and written in the worker pool: the event loop's longest
 *     wait printed for them is what /api/health would wait meanwhile (tens of ms);
 *   - an archive report's workbook as large as POST /api/archive/workbook takes (its
 *     8 MiB body: 20,000 rows of 40 columns), written on the event loop, giving way.
 *
 * BENCH_DATABASE_URL (else TEST_DATABASE_URL) names the PostgreSQL server;
 * BENCH_SKIP_PGLITE=true measures PostgreSQL only. For tuning: BENCH_KEEP_DATABASE=<name>
 * keeps a PostgreSQL database with the scale data between runs (imported once), and
 * BENCH_EXPORTS (e.g. "qrt,xbrl") names the files to write, of lookthrough, csv, qrt, xbrl,
 * report.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import {
  REPORT_WORKBOOK_LIMITS,
  reportWorkbookSchema,
  type ReportWorkbookParsed,
} from '@prisme/domain';
import type { UserAccess } from '../auth/user-access';
import { clientRoles } from '../db/schema';
import { createWorkerPool } from '../jobs/worker-pool';
import { createArchiveService } from '../modules/archive';
import { createComputationService } from '../modules/computation/service';
import { createEsgResultsService } from '../modules/esg';
import { createLiquidityResultsService } from '../modules/liquidity';
import { createPerimeterPurger } from '../modules/lookthrough/perimeter-purge';
import { createLookThroughService } from '../modules/lookthrough/service';
import { createPerimeterService } from '../modules/perimeter/service';
import type { QrtPhases } from '../modules/reporting/qrt/qrt-task';
import { createQrtXbrlService } from '../modules/reporting/qrt-xbrl/service';
import { createReportingService } from '../modules/reporting/service';
import { createSolvencyService } from '../modules/solvency/service';
import type { TestDatabaseKind } from '../test/databases';
import { mb, memorySampler, seconds, stageClock } from './measure';
import {
  analysteAccess,
  openScaleDatabase,
  onScaleCase,
  ROLE,
  scalePerimeterRequest as request,
} from './scale-database';

const LINES = Number(process.env['BENCH_LINES'] ?? 1_000_000);
const EXPORTS = new Set(
  (process.env['BENCH_EXPORTS'] ?? 'lookthrough,csv,qrt,xbrl,report')
    .split(',')
    .map((s) => s.trim()),
);
const count = (n: number) => n.toLocaleString('fr-FR');

/** An archive report as large as its route takes: 20,000 rows of 40 columns (~7 MiB). */
function largestReport(): ReportWorkbookParsed {
  const columns = Array.from({ length: 40 }, (_, c) => ({
    header: c === 0 ? 'Titre' : `Indicateur ${c}`,
    kind: c === 0 ? ('text' as const) : c % 4 === 0 ? ('share' as const) : ('amount' as const),
  }));
  const rows = Array.from({ length: REPORT_WORKBOOK_LIMITS.rows }, (_, r) =>
    columns.map((_, c) => (c === 0 ? `FR${String(r).padStart(10, '0')}` : r * 1.01 + c)),
  );
  const report = { rolename: ROLE, title: 'Rapport de bench', fileName: 'bench', sheets: [] };
  const body = JSON.stringify({ ...report, sheets: [{ name: 'Lignes', columns, rows }] });
  if (body.length > 8 * 2 ** 20) throw new Error('rapport au-delà des 8 Mio de la route');
  return reportWorkbookSchema.parse(JSON.parse(body));
}

/** A workbook's sheet names, from its zip (unzip): where the million-row split happened. */
function sheetsOf(file: string): string {
  try {
    const workbook = execFileSync('unzip', ['-p', file, 'xl/workbook.xml'], { encoding: 'utf8' });
    const names = [...workbook.matchAll(/<sheet [^>]*name="([^"]+)"/g)].map((m) => m[1]);
    return `feuilles ${names.map((name) => `« ${name} »`).join(', ')}`;
  } catch {
    return 'feuilles non vérifiées (unzip absent)';
  }
}

/** The lines of a CSV file, counted as it is read back. */
async function linesOf(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file)) {
    const bytes = chunk as Buffer;
    for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines++;
  }
  return lines;
}

/**
 * Times `work` (which answers the file it wrote), prints its time, size, what `describe`
 * says of it (read after the measure), its peak memory and the longest event-loop wait,
 * then deletes the file.
 */
async function exported(
  label: string,
  work: () => Promise<string>,
  describe: (file: string) => string | Promise<string> = () => '',
): Promise<void> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const memory = memorySampler();
  loop.enable();
  const started = performance.now();
  const file = await work();
  const elapsed = performance.now() - started;
  // The monitor counts a stall when its timer next fires: let it fire once more, so a
  // stretch at the very end of the work is counted too.
  await new Promise((resolve) => setTimeout(resolve, 20));
  loop.disable();
  const figures = memory.stop();
  const size = statSync(file).size;
  const more = await describe(file);
  console.log(
    `${label} : ${seconds(elapsed)}, ${size < 10 * 2 ** 20 ? `${(size / 1024).toFixed(0)} ko` : mb(size)}${more ? `, ${more}` : ''} ; ${figures} ; ` +
      `boucle d’événements bloquée au plus ${seconds(loop.max / 1e6)}`,
  );
  rmSync(file, { force: true });
}

/** A QRT's phases (qrt-task.ts), the validation's time first: the report's and the package's checks. */
function phasesText(phases: QrtPhases): string {
  const s = (ms: number | undefined) => seconds(ms ?? 0);
  return [
    `validation ${s((phases.checks ?? 0) + (phases.packageChecks ?? 0))} (règles ${s(phases.checks)}, structure du paquet ${s(phases.packageChecks)})`,
    `lecture ${s(phases.read)}`,
    `faits ${s(phases.facts)}`,
    `cellules du paquet ${s(phases.draft)}`,
    `écriture ${s(phases.write)}`,
  ].join(' ; ');
}

async function measure(kind: TestDatabaseKind, dir: string): Promise<void> {
  const database = await openScaleDatabase(kind, dir);
  const workers = createWorkerPool();
  const exportDir = mkdtempSync(path.join(tmpdir(), 'prisme-bench-exports-'));
  try {
    const db = database.handle.db;
    const access: UserAccess = await analysteAccess(db);
    await workers.warmUp();
    const purger = createPerimeterPurger(db, pino({ level: 'warn' }));
    const computation = createComputationService({
      db,
      perimeters: createPerimeterService(db),
      workers,
      progress: stageClock(),
      purger,
    });
    const started = performance.now();
    const computed = await computation.compute(access, { ...request, computeSCR: true });
    console.log(
      `${kind} : calcul avec le SCR, ${count(computed.lineCount)} lignes en ${seconds(performance.now() - started)}`,
    );
    await purger.idle();
    // The QRT exports need the undertaking (issue 36 §5): a valid LEI (data-standards §4.2).
    await db
      .update(clientRoles)
      .set({ lei: '969500UP76J52A9OXU27', undertakingName: 'Bench SA', reportingCurrency: 'EUR' })
      .where(eq(clientRoles.code, ROLE));

    const reporting = createReportingService({
      db,
      lookThrough: createLookThroughService(db),
      solvency: createSolvencyService(db),
      esg: createEsgResultsService(db),
      liquidity: createLiquidityResultsService(db),
      workers,
      dataDir: exportDir,
    });

    if (EXPORTS.has('lookthrough'))
      await exported(
        `${kind} : classeur de transparisation`,
        async () => (await reporting.lookThroughWorkbook(access, undefined)).path,
        sheetsOf,
      );

    if (EXPORTS.has('csv'))
      await exported(
        `${kind} : CSV de transparisation`,
        async () => {
          const { stream } = await reporting.lookThroughCsv(access, undefined);
          const file = path.join(exportDir, 'transparisation.csv');
          await pipeline(stream, createWriteStream(file));
          return file;
        },
        async (file) => `${count((await linesOf(file)) - 1)} lignes après l’en-tête`,
      );

    // The QRT through the reporting service, as GET /api/reporting/qrt with its defaults
    // (the ECB columns, S.09.01 from the day before the valuation date).
    // Each QRT's phases are printed after it: the validation's time among them (issue 36).
    for (let run = 1; EXPORTS.has('qrt') && run <= 2; run++) {
      let phases: QrtPhases = {};
      await exported(
        `${kind} : classeur QRT, essai ${run}`,
        async () => {
          const file = await reporting.qrtWorkbook(access, undefined, {
            bceColumns: 'true',
            module: run === 1 ? 'annual' : 'quarterly',
          });
          phases = file.phases;
          return file.path;
        },
        sheetsOf,
      );
      console.log(`${kind} :   ${phasesText(phases)}`);
    }
    const xbrl = createQrtXbrlService({
      db,
      lookThrough: createLookThroughService(db),
      workers,
      dataDir: exportDir,
    });
    if (EXPORTS.has('xbrl')) {
      let phases: QrtPhases = {};
      await exported(`${kind} : paquet xBRL-CSV des QRT`, async () => {
        const file = await xbrl.xbrlCsvPackage(access, undefined, {
          bceColumns: 'true',
          module: 'annual',
        });
        phases = file.phases;
        return file.path;
      });
      console.log(`${kind} :   ${phasesText(phases)}`);
    }
    if (EXPORTS.has('report')) {
      const archives = createArchiveService({ db, purger, dataDir: exportDir });
      const report = largestReport();
      await exported(
        `${kind} : classeur d’un rapport sur les sauvegardes (${count(REPORT_WORKBOOK_LIMITS.rows)} lignes de 40 colonnes)`,
        async () => (await archives.reportWorkbook(access, report)).path,
        sheetsOf,
      );
    }
  } finally {
    await workers.close();
    await database.dispose();
    rmSync(exportDir, { recursive: true, force: true });
  }
}

await onScaleCase('exports', LINES, (kind, dir) => measure(kind, dir));
