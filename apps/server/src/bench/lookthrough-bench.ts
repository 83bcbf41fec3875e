/**
 * npm run bench:lookthrough — the look-through of the scale generator's million-line case
 * (BENCH_LINES to change it): the engine alone (time, heap), then the transparisation
 * end to end, from the request to the stored lines, on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL). Targets (2-core machine):
 * engine under 1 s (issue 5), end to end under 5 s on PostgreSQL (issue 21 §1).
 *
 * npm run bench:scr (--scr) — the SCR engine on that look-through (issue 6: under 1 s),
 * then the computation with the SCR end to end. With --impact too (issue 37 §3), the SCR
 * under the other rule set and the « Impact 2027 » figures beside it, and the computations
 * end to end with computeImpact2027 (the second set should add at most 20 %).
 *
 * BENCH_COMPUTATIONS=<n> runs n computations end to end instead of two (for a median).
 *
 * BENCH_KEEP_DATABASE=<name> keeps the PostgreSQL database of that name between runs: the
 * scale data is imported into it once, and later runs measure at once (for tuning).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { JobStage } from '@prisme/domain';
import { EMPTY_CLIENT_LISTS, REGULATORY_DEFAULT_PARAMETERS, ruleSetTables } from '@prisme/domain';
import {
  computeMarketScr,
  impactFigures,
  lookThrough,
  scrColumnsOfLookThrough,
  summariseLookThrough,
} from '@prisme/engine';
import { createWorkerPool } from '../jobs/worker-pool';
import { loadLookThroughInput } from '../modules/lookthrough/engine-input';
import { createComputationService } from '../modules/computation/service';
import { createPerimeterPurger } from '../modules/lookthrough/perimeter-purge';
import { createPerimeterService } from '../modules/perimeter/service';
import { LAST_DATE } from '../seed/demo-data/calendar';
import { eurCurve20241231 } from '../seed/demo-data/eur-curve';
import { generateScaleFiles } from '../seed/scale';
import type { TestDatabaseKind } from '../test/databases';
import { mb, memorySampler, seconds, stageClock } from './measure';
import type { UserAccess } from '../auth/user-access';
import type { Database } from '../db/client';
import { createLookThroughService } from '../modules/lookthrough/service';
import { createEsgResultsService } from '../modules/esg';
import { createLiquidityResultsService } from '../modules/liquidity';
import { createReportingService } from '../modules/reporting/service';
import { createSolvencyService } from '../modules/solvency/service';
import {
  analysteAccess,
  BENCH_SA,
  openScaleDatabase,
  ROLE,
  scalePerimeterRequest,
} from './scale-database';

const LINES = Number(process.env['BENCH_LINES'] ?? 1_000_000);
const SCR = process.argv.includes('--scr');
const IMPACT = SCR && process.argv.includes('--impact');
/** BENCH_COMPUTATIONS: computations end to end, each replacing the last (2 by default). */
const COMPUTATIONS = Number(process.env['BENCH_COMPUTATIONS'] ?? 2);
/** The two workbooks of the last computation, written whole to a file (issue 14). */
async function measureWorkbooks(db: Database, access: UserAccess): Promise<void> {
  const lookThrough = createLookThroughService(db);
  const reporting = createReportingService({
    db,
    lookThrough,
    solvency: createSolvencyService(db),
    esg: createEsgResultsService(db),
    liquidity: createLiquidityResultsService(db),
    workers: createWorkerPool(), // the QRT's, started on first use: never here
    dataDir: mkdtempSync(path.join(tmpdir(), 'prisme-bench-xlsx-')),
  });
  for (const [label, build] of [
    ['transparisation', reporting.lookThroughWorkbook],
    ['SCR', reporting.scrWorkbook],
  ] as const) {
    const memory = memorySampler();
    const started = performance.now();
    const file = await build(access, undefined);
    const size = statSync(file.path).size;
    console.log(
      `classeur ${label} : ${seconds(performance.now() - started)}, ${mb(size)} ; ${memory.stop()}`,
    );
    rmSync(file.path, { force: true });
  }
}

async function measure(kind: TestDatabaseKind, dir: string, engineToo: boolean): Promise<void> {
  const database = await openScaleDatabase(kind, dir);
  const workers = createWorkerPool();
  try {
    const db = database.handle.db;
    const access = await analysteAccess(db);
    const request = scalePerimeterRequest;

    if (engineToo) {
      let last = performance.now();
      const steps: string[] = [];
      const { input } = await loadLookThroughInput(
        db,
        { roleCode: ROLE, ...request },
        'FULL',
        'EUR',
        (step) => {
          const now = performance.now();
          steps.push(`${step} ${seconds(now - last)}`);
          last = now;
        },
      );
      steps.push(`fin ${seconds(performance.now() - last)}`);
      console.log(`chargement : ${steps.join(', ')}`);
      for (let run = 1; run <= 3; run++) {
        const memory = memorySampler();
        const started = performance.now();
        const result = lookThrough(input);
        const engineMs = performance.now() - started;
        summariseLookThrough(result, input);
        const totalMs = performance.now() - started;
        console.log(
          `moteur, essai ${run} : ${result.count.toLocaleString('fr-FR')} lignes en ${seconds(engineMs)} (avec les indicateurs ${seconds(totalMs)}) ; ${memory.stop()}`,
        );
        if (!SCR) continue;
        const scrMemory = memorySampler();
        const scrStarted = performance.now();
        const lines = scrColumnsOfLookThrough(result, input);
        const mappedMs = performance.now() - scrStarted;
        const scrInput = {
          lines,
          parameters: REGULATORY_DEFAULT_PARAMETERS,
          clientLists: EMPTY_CLIENT_LISTS,
          yieldCurves: {
            EUR: {
              maturities: eurCurve20241231().map((p) => p.maturity),
              rates: eurCurve20241231().map((p) => p.rate),
            },
          },
          eiopa: { symmetricAdjustment: BENCH_SA },
          valuationDate: LAST_DATE,
        };
        const scr = computeMarketScr({ ...scrInput, tables: ruleSetTables('SII-2016') });
        const scrMs = performance.now() - scrStarted - mappedMs;
        console.log(
          `moteur SCR, essai ${run} : ${lines.length.toLocaleString('fr-FR')} lignes en ${seconds(scrMs)} (colonnes ${seconds(mappedMs)}) ; SCR marché ${Math.round(scr.globalSCRMarketResult).toLocaleString('fr-FR')} € ; ${scrMemory.stop()}`,
        );
        if (!IMPACT) continue;
        const besideStarted = performance.now();
        const other = computeMarketScr({ ...scrInput, tables: ruleSetTables('SII-2027') });
        const besideMs = performance.now() - besideStarted;
        const figures = impactFigures(scr, other, {
          ...scrInput,
          tables: { from: ruleSetTables('SII-2016'), to: ruleSetTables('SII-2027') },
        });
        const figuresMs = performance.now() - besideStarted - besideMs;
        console.log(
          `Impact 2027, essai ${run} : SII-2027 en ${seconds(besideMs)}, écarts et causes en ${seconds(figuresMs)} (+${Math.round((100 * (besideMs + figuresMs)) / (mappedMs + scrMs))} % des colonnes et du SCR) ; écart ${Math.round(figures.market.difference).toLocaleString('fr-FR')} €`,
        );
      }
    }

    // As main.ts does at start-up; on PostgreSQL the whole computation runs in a job thread
    // with its own connections, as in the server (app.ts).
    const threadDatabase = database.handle.threadTarget;
    await workers.warmUp({ withJobs: threadDatabase !== undefined });
    // The second computation replaces the first, as a user's recomputation does: the
    // first's million lines are purged after its commit, timed apart.
    const purger = createPerimeterPurger(db, pino({ level: 'warn' }));
    for (let run = 1; run <= COMPUTATIONS; run++) {
      const clock = stageClock();
      const service = createComputationService({
        db,
        ...(threadDatabase && { threadDatabase }),
        perimeters: createPerimeterService(db),
        workers,
        progress: clock,
        purger,
      });
      const memory = memorySampler();
      const started = performance.now();
      const response = await service.compute(access, {
        ...request,
        computeSCR: SCR,
        ...(IMPACT && { computeImpact2027: true }),
      });
      const ended = performance.now();
      const at = (stage: JobStage) => clock.stages[stage] ?? ended;
      console.log(
        `${kind} de bout en bout${SCR ? ' avec le SCR' : ''}${IMPACT ? ' et l’impact 2027' : ''}, calcul ${run} : ${response.lineCount.toLocaleString('fr-FR')} lignes en ${seconds(ended - started)} ` +
          `(avant le chargement ${seconds(at('loading') - started)}, chargement ${seconds(at('lookthrough') - at('loading'))}, moteurs ${seconds(at('storing') - at('lookthrough'))}, ` +
          `enregistrement ${seconds(at('done') - at('storing'))}) ; ${memory.stop()}`,
      );
      console.log(
        `plus long silence de la barre de progression : ${seconds(clock.longestSilence.ms)}, avant « ${clock.longestSilence.before} »`,
      );
      const purgeStarted = performance.now();
      await purger.idle();
      console.log(`purge après le calcul ${run} : ${seconds(performance.now() - purgeStarted)}`);
    }
    if (SCR) await measureWorkbooks(db, access);
  } finally {
    await workers.close();
    await database.dispose();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'prisme-bench-lt-'));
  try {
    const started = performance.now();
    const summary = await generateScaleFiles({ lines: LINES, outDir: dir });
    console.log(
      `Jeu d'essai : ${summary.inventoryLines.toLocaleString('fr-FR')} positions, ${summary.funds} fonds, ` +
        `${summary.compositionLines.toLocaleString('fr-FR')} lignes de composition, ~${summary.expectedLookThroughLines.toLocaleString('fr-FR')} lignes transparisées attendues (${seconds(performance.now() - started)})`,
    );
    const url = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
    if (process.env['BENCH_SKIP_PGLITE'] !== 'true') await measure('pglite', dir, true);
    if (url) {
      process.env['TEST_DATABASE_URL'] = url;
      await measure('postgres', dir, process.env['BENCH_SKIP_PGLITE'] === 'true');
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
