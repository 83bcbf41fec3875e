/**
 * npm run bench:engines — the liquidity and SCR engines alone on the scale generator's
 * million-line case, for tuning them (issues 39 and 41 §2): the case is imported once into
 * the kept PostgreSQL database BENCH_KEEP_DATABASE (default bench_engines, on
 * TEST_DATABASE_URL), so that later runs load it in seconds instead of the benches'
 * minutes of import. Prints each run's time, the machine's load, and a digest of each
 * engine's figures (rounded to the cent) so that a change can show it computes the same.
 *
 * BENCH_RUNS=<n> runs each engine n times (3); BENCH_ONLY=liquidity|scr one of them;
 * add --cpu-prof to the node command line to profile. The SCR runs on one thread, then on
 * two (engine line-threads.ts), with the number of rows its lines share.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { EMPTY_CLIENT_LISTS, REGULATORY_DEFAULT_PARAMETERS, ruleSetTables } from '@prisme/domain';
import {
  computeLiquidityOfLookThrough,
  computeMarketScr,
  createLineThreads,
  lookThrough,
  scrColumnsOfLookThrough,
} from '@prisme/engine';
import { queryRows } from '../db/client';
import { loadLiquiditySettings } from '../modules/liquidity/liquidity-settings';
import { loadLookThroughInput } from '../modules/lookthrough/engine-input';
import { LAST_DATE } from '../seed/demo-data/calendar';
import { eurCurve20241231 } from '../seed/demo-data/eur-curve';
import { seedDemoLiquidityScenarios } from '../seed/demo-liquidity-scenarios';
import { generateScaleFiles } from '../seed/scale';
import { writeMarketData } from './liquidity-market-data';
import { seconds } from './measure';
import { BENCH_SA, hasScaleData, importScaleFiles, openKeptDatabase, ROLE } from './scale-database';
import { scalePerimeterRequest as request } from './scale-database';

const LINES = Number(process.env['BENCH_LINES'] ?? 1_000_000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const ONLY = process.env['BENCH_ONLY'];
const load = () => `charge ${loadavg()[0]!.toFixed(2)}`;
/** The process's CPU time since `from` (this thread's work, and the JIT's and GC's). */
const cpuSince = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return `CPU ${seconds((used.user + used.system) / 1000)}`;
};

/**
 * A digest of figures, numbers rounded to the cent (exact: to the last bit), typed arrays
 * as plain arrays.
 */
function digest(value: unknown, exact = false): string {
  const hash = createHash('sha256');
  const walk = (v: unknown): void => {
    if (typeof v === 'number') hash.update(Number.isFinite(v) && !exact ? v.toFixed(2) : String(v));
    else if (ArrayBuffer.isView(v)) Array.prototype.forEach.call(v, walk);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v instanceof Map) [...v.entries()].forEach(walk);
    else if (v && typeof v === 'object')
      for (const k of Object.keys(v).sort()) {
        hash.update(k);
        walk((v as Record<string, unknown>)[k]);
      }
    else hash.update(String(v));
    hash.update(',');
  };
  walk(value);
  return hash.digest('hex').slice(0, 16);
}

const database = await openKeptDatabase(process.env['BENCH_KEEP_DATABASE'] ?? 'bench_engines');
try {
  const db = database.handle.db;
  if (!(await hasScaleData(db))) {
    const dir = mkdtempSync(path.join(tmpdir(), 'prisme-bench-engines-'));
    try {
      const started = performance.now();
      await generateScaleFiles({ lines: LINES, outDir: dir });
      await importScaleFiles(db, dir);
      await writeMarketData(db, request.valuationDate);
      await db.transaction((tx) => seedDemoLiquidityScenarios(tx));
      console.log(`données importées en ${seconds(performance.now() - started)}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from liquidity_data`,
  );
  const started = performance.now();
  const { input } = await loadLookThroughInput(db, { roleCode: ROLE, ...request }, 'FULL', 'EUR');
  const result = lookThrough(input);
  const settings = await loadLiquiditySettings(
    db,
    input.instruments.map((i) => i.code),
    request.valuationDate,
  );
  console.log(
    `chargé et transparisé en ${seconds(performance.now() - started)} : ${result.count.toLocaleString('fr-FR')} lignes, ${input.instruments.length.toLocaleString('fr-FR')} instruments (${new Set(input.instruments.map((i) => i.code)).size.toLocaleString('fr-FR')} codes), ${counted?.n ?? 0} données de liquidité, ${settings.scenarios.length} scénarios`,
  );
  global.gc?.();
  for (let run = 1; run <= RUNS && ONLY !== 'scr'; run++) {
    const cpu = process.cpuUsage();
    const at = performance.now();
    const outcome = computeLiquidityOfLookThrough(result, input, settings);
    const ms = performance.now() - at;
    console.log(
      `liquidité, essai ${run} : ${seconds(ms)}, ${cpuSince(cpu)} (${load()}) ; empreintes ${digest(outcome)} (au centime), ${digest(outcome, true)} (exacte)`,
    );
  }
  const curve = eurCurve20241231();
  /** Each step's time of the last SCR (ScrOptions.onStep), for the phases printed. */
  const steps: string[] = [];
  let stepAt = 0;
  const scrOf = (lines: ReturnType<typeof scrColumnsOfLookThrough>) =>
    computeMarketScr(
      {
        lines,
        parameters: REGULATORY_DEFAULT_PARAMETERS,
        clientLists: EMPTY_CLIENT_LISTS,
        yieldCurves: {
          EUR: { maturities: curve.map((p) => p.maturity), rates: curve.map((p) => p.rate) },
        },
        eiopa: { symmetricAdjustment: BENCH_SA },
        valuationDate: LAST_DATE,
        tables: ruleSetTables('SII-2016'),
      },
      {
        onStep: (step) => {
          const now = performance.now();
          steps.push(`${step} ${Math.round(now - stepAt)}`);
          stepAt = now;
        },
      },
    );
  // One thread, then two (this one and a worker over half of the blocks of lines, issue
  // 41 §2): the same figures to the last bit, so the same digests.
  const threads = ONLY === 'liquidity' ? null : await createLineThreads();
  for (const [label, run] of [
    ['1 thread', <T>(compute: () => T) => compute()],
    ['2 threads', <T>(compute: () => T) => threads!.run(compute)],
  ] as const)
    for (let k = 1; k <= RUNS && ONLY !== 'liquidity'; k++) {
      global.gc?.();
      const cpu = process.cpuUsage();
      const at = performance.now();
      const lines = scrColumnsOfLookThrough(result, input);
      const columnsMs = performance.now() - at;
      steps.length = 0;
      stepAt = performance.now();
      const scr = run(() => scrOf(lines));
      const ms = performance.now() - at;
      console.log(
        `SCR (${label}), essai ${k} : ${seconds(ms)} dont colonnes ${seconds(columnsMs)}, ${cpuSince(cpu)} (${load()}) ; ${lines.rows!.toLocaleString('fr-FR')} rangées ; étapes (ms) ${steps.join(', ')} ; SCR marché ${Math.round(scr.globalSCRMarketResult).toLocaleString('fr-FR')} ; empreintes ${digest(scr)} (au centime), ${digest(scr, true)} (exacte)`,
      );
    }
  await threads?.close();
} finally {
  await database.dispose();
}
