/**
 * npm run bench:lookthrough — the look-through of the scale generator's million-line case
 * (BENCH_LINES to change it): the engine alone (time, heap), then the transparisation
 * end to end, from the request to the stored lines, on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL). Targets (issue 5, 2-core machine):
 * engine under 1 s, end to end under 10 s on PostgreSQL.
 *
 * npm run bench:scr (--scr) — the SCR engine on that look-through (issue 6: under 1 s),
 * then the computation with the SCR end to end.
 *
 * BENCH_KEEP_DATABASE=<name> keeps the PostgreSQL database of that name between runs: the
 * scale data is imported into it once, and later runs measure at once (for tuning).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { ImportKind, JobStage } from '@prisme/domain';
import { EMPTY_CLIENT_LISTS, REGULATORY_DEFAULT_PARAMETERS } from '@prisme/domain';
import {
  computeMarketScr,
  lookThrough,
  scrColumnsOfLookThrough,
  summariseLookThrough,
} from '@prisme/engine';
import { findUserAccess, operatorAccess } from '../auth/user-access';
import type { Database } from '../db/client';
import {
  compartments,
  idpCredentials,
  portfolios,
  scrReferences,
  yieldCurvePoints,
} from '../db/schema';
import { createWorkerPool } from '../jobs/worker-pool';
import type { ProgressRegistry } from '../jobs/progress';
import { IMPORTERS } from '../modules/integration/importers';
import { createIntegrationService } from '../modules/integration/service';
import { loadLookThroughInput } from '../modules/lookthrough/engine-input';
import { createComputationService } from '../modules/computation/service';
import { createPerimeterPurger } from '../modules/lookthrough/perimeter-purge';
import { createPerimeterService } from '../modules/perimeter/service';
import { seedDemoAccounts } from '../seed/demo-accounts';
import { LAST_DATE } from '../seed/demo-data/calendar';
import { CURVE_DATE, EUR_CURVE_ID, eurCurve20241231 } from '../seed/demo-data/eur-curve';
import { compartmentLabel, portfolioPlans } from '../seed/demo-data/portfolios';
import { generateScaleFiles } from '../seed/scale';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '../test/databases';
import { memorySampler, seconds } from './measure';
import { eq } from 'drizzle-orm';

const LINES = Number(process.env['BENCH_LINES'] ?? 1_000_000);
const KEPT_DATABASE = process.env['BENCH_KEEP_DATABASE'];
const SCR = process.argv.includes('--scr');
/** A symmetric adjustment for the bench (any value: the SCR's speed does not depend on it). */
const BENCH_SA = 0.0277;
const ROLE = 'Client.DEMO1';
const plans = portfolioPlans(ROLE);
async function importScaleFiles(db: Database, dir: string): Promise<void> {
  await seedDemoAccounts(db, 'bench-password');
  await db.insert(portfolios).values(plans.map((p) => p.row));
  await db.insert(compartments).values(
    plans.flatMap((p) =>
      p.compartments.map((code) => ({
        roleCode: ROLE,
        portfolioCode: p.row.code,
        code,
        label: compartmentLabel(code),
      })),
    ),
  );
  const service = createIntegrationService({
    db,
    importers: IMPORTERS,
    log: pino({ level: 'warn' }),
  });
  const tptFiles = readdirSync(path.join(dir, 'tpt')).map((f) => path.join('tpt', f));
  const files: [ImportKind, string][] = [
    ['securities', 'securities.csv'],
    ...tptFiles.map((f): [ImportKind, string] => ['fund_lookthrough', f]),
    ['inventory', 'inventory.csv'],
  ];
  for (const [kind, file] of files) {
    const outcome = await service.importFile(operatorAccess('Banc de mesure'), {
      kind,
      roleCode: ROLE,
      filePath: path.join(dir, file),
      fileName: file,
    });
    if (!outcome.accepted) throw new Error(`${file} refusé : ${JSON.stringify(outcome.errors[0])}`);
  }
  // The SCR needs the EIOPA reference and curve of the date: the published 31/12/2024 curve.
  await db.insert(scrReferences).values({
    referenceDate: LAST_DATE,
    symmetricAdjustment: BENCH_SA,
    type1Stress: 0.39 + BENCH_SA,
    type2Stress: 0.49 + BENCH_SA,
    yieldCurveId: EUR_CURVE_ID,
  });
  await db.insert(yieldCurvePoints).values(
    eurCurve20241231().map((p) => ({
      curveId: EUR_CURVE_ID,
      currency: 'EUR',
      curveDate: CURVE_DATE,
      maturity: p.maturity,
      rate: p.rate,
      synthetic: p.synthetic,
    })),
  );
}

/** A progress registry that records when each stage began. */
function stageClock(): ProgressRegistry & { stages: Partial<Record<JobStage, number>> } {
  const stages: Partial<Record<JobStage, number>> = {};
  return {
    stages,
    start: () => ({
      report: (stage) => void (stages[stage] ??= performance.now()),
      end: () => {},
    }),
    read: () => undefined,
  };
}

async function measure(kind: TestDatabaseKind, dir: string, engineToo: boolean): Promise<void> {
  const database = KEPT_DATABASE
    ? await openKeptDatabase(KEPT_DATABASE)
    : await createTestDatabase(kind);
  const workers = createWorkerPool();
  try {
    const db = database.handle.db;
    const [imported] = await db.select({ code: portfolios.code }).from(portfolios).limit(1);
    if (imported) {
      console.log(`${kind} : données déjà importées dans ${KEPT_DATABASE}`);
    } else {
      const importStart = performance.now();
      await importScaleFiles(db, dir);
      console.log(`${kind} : données importées en ${seconds(performance.now() - importStart)}`);
    }
    const [account] = await db
      .select()
      .from(idpCredentials)
      .where(eq(idpCredentials.login, 'analyste'));
    const access = (await findUserAccess(db, account!.accountId))!;
    const request = {
      rolename: ROLE,
      valuationDate: LAST_DATE,
      portfolios: plans.map((p) => p.row.code),
      compartments: [...new Set(plans.flatMap((p) => p.compartments))],
      lookThroughLevel: 'FULL' as const,
    };

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
      steps.push(`FX et fin ${seconds(performance.now() - last)}`);
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
        const scr = computeMarketScr({
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
        });
        const scrMs = performance.now() - scrStarted - mappedMs;
        console.log(
          `moteur SCR, essai ${run} : ${lines.length.toLocaleString('fr-FR')} lignes en ${seconds(scrMs)} (colonnes ${seconds(mappedMs)}) ; SCR marché ${Math.round(scr.globalSCRMarketResult).toLocaleString('fr-FR')} € ; ${scrMemory.stop()}`,
        );
      }
    }

    await workers.warmUp(); // as main.ts does at start-up
    // The second computation replaces the first, as a user's recomputation does: the
    // first's million lines are purged after its commit, timed apart.
    const purger = createPerimeterPurger(db, pino({ level: 'warn' }));
    for (let run = 1; run <= 2; run++) {
      const clock = stageClock();
      const service = createComputationService({
        db,
        perimeters: createPerimeterService(db),
        workers,
        progress: clock,
        purger,
      });
      const memory = memorySampler();
      const started = performance.now();
      const response = await service.compute(access, { ...request, computeSCR: SCR });
      const ended = performance.now();
      const at = (stage: JobStage) => clock.stages[stage] ?? ended;
      console.log(
        `${kind} de bout en bout${SCR ? ' avec le SCR' : ''}, calcul ${run} : ${response.lineCount.toLocaleString('fr-FR')} lignes en ${seconds(ended - started)} ` +
          `(chargement ${seconds(at(SCR ? 'computing' : 'lookthrough') - started)}, moteurs en thread ${seconds(at('storing') - at(SCR ? 'computing' : 'lookthrough'))}, ` +
          `enregistrement ${seconds(at('done') - at('storing'))}) ; ${memory.stop()}`,
      );
      const purgeStarted = performance.now();
      await purger.idle();
      console.log(`purge après le calcul ${run} : ${seconds(performance.now() - purgeStarted)}`);
    }
  } finally {
    await workers.close();
    await database.dispose();
  }
}

/** The named PostgreSQL database, created and migrated if need be, kept when done. */
async function openKeptDatabase(name: string): Promise<TestDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_KEEP_DATABASE invalide : ${name}`);
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('BENCH_KEEP_DATABASE demande TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  return { handle, dispose: () => handle.close() };
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
