/**
 * npm run bench:odata — the lines grid's requests on the scale generator's million-line
 * case (BENCH_LINES to change it), through the real HTTP server, on the embedded database
 * (a folder, as npm start) and on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL;
 * BENCH_SKIP_PGLITE=true for PostgreSQL alone). For each request: its time, and the
 * latency of /api/health asked every 20 ms meanwhile. Targets (issue 14): every page and
 * filter under 1 s, health always answering.
 *
 * BENCH_PGLITE_DIR=<folder> keeps the embedded database there, BENCH_KEEP_DATABASE=<name>
 * the PostgreSQL one: the scale data is imported and computed once, later runs measure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { desc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../app';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { computedPerimeters } from '../db/schema';
import { createWorkerPool } from '../jobs/worker-pool';
import { createComputationService } from '../modules/computation/service';
import { compileODataQuery, scrKeyedQuery } from '../modules/lookthrough/odata';
import { pageQuery } from '../modules/lookthrough/odata/repository';
import { createPerimeterPurger } from '../modules/lookthrough/perimeter-purge';
import { createPerimeterService } from '../modules/perimeter/service';
import { generateScaleFiles } from '../seed/scale';
import { createTestDatabase, type TestDatabaseKind } from '../test/databases';
import { testConfig } from '../test/test-app';
import { benchToken } from './bench-token';
import { seconds } from './measure';
import {
  analysteAccess,
  hasScaleData,
  importScaleFiles,
  openKeptDatabase,
  scalePerimeterRequest,
} from './scale-database';

const LINES = Number(process.env['BENCH_LINES'] ?? 1_000_000);
const KEPT_PGLITE = process.env['BENCH_PGLITE_DIR'];
const KEPT_DATABASE = process.env['BENCH_KEEP_DATABASE'];
/** BENCH_EXPLAIN=true prints each page statement's plan (EXPLAIN ANALYZE) under its time. */
const EXPLAIN = process.env['BENCH_EXPLAIN'] === 'true';

/** The grid's requests: what opening, scrolling, filtering and sorting it asks. */
const REQUESTS: { label: string; path: string; query: Record<string, string> }[] = [
  { label: 'première page, avec le décompte', path: '', query: { $top: '100', $count: 'true' } },
  { label: 'page au milieu ($skip 500 000)', path: '', query: { $top: '100', $skip: '500000' } },
  {
    label: 'filtre sur la devise (colonne de la ligne)',
    path: '',
    query: { $top: '100', $count: 'true', $filter: "QuotationCurrency eq 'USD'" },
  },
  {
    label: 'filtre « contient » sur le libellé (instrument)',
    path: '',
    query: { $top: '100', $count: 'true', $filter: "contains(SecurityName,'Oblig')" },
  },
  {
    label: 'filtre sur le portefeuille (position racine)',
    path: '',
    query: { $top: '100', $count: 'true', $filter: "PortfolioCode eq 'DEMO1-CREDIT'" },
  },
  {
    label: 'tri par valeur de marché décroissante',
    path: '',
    query: { $top: '100', $count: 'true', $orderby: 'MarketValueRc desc' },
  },
  {
    label: 'tri par libellé (instrument)',
    path: '',
    query: { $top: '100', $count: 'true', $orderby: 'SecurityName asc' },
  },
  {
    label: 'lignes SCR triées par contribution',
    path: '',
    query: {
      $top: '100',
      $count: 'true',
      $select: 'LineNo,IsinCode,SecurityName,MarketValueRc,ScrContribution,ScrEquity',
      $orderby: 'ScrContribution desc',
    },
  },
  {
    // Issue 41 §4: the most a client may ask, answered a page (MAX_PAGE_SIZE) at a time.
    label: 'le plus gros $top (100 000 lignes, toutes les colonnes)',
    path: '',
    query: { $top: '100000', $count: 'true', $orderby: 'MarketValueRc desc' },
  },
  {
    label: 'décompte exact filtré (/$count)',
    path: '/$count',
    query: { $filter: "contains(SecurityName,'Oblig')" },
  },
];

/** Imports and computes the scale case once (the SCR too: the grids show its columns). */
async function prepare(handle: DatabaseHandle, dir: () => Promise<string>): Promise<string> {
  const db = handle.db;
  if (!(await hasScaleData(db))) {
    const started = performance.now();
    await importScaleFiles(db, await dir());
    console.log(`  données importées en ${seconds(performance.now() - started)}`);
  }
  const [existing] = await db
    .select({ id: computedPerimeters.id, lines: computedPerimeters.lineCount })
    .from(computedPerimeters)
    .orderBy(desc(computedPerimeters.createdAt))
    .limit(1);
  if (existing) return existing.id;
  const workers = createWorkerPool();
  const purger = createPerimeterPurger(db, pino({ level: 'warn' }));
  try {
    const service = createComputationService({
      db,
      perimeters: createPerimeterService(db),
      workers,
      progress: { start: () => ({ report: () => {}, end: () => {} }), read: () => undefined },
      purger,
    });
    const started = performance.now();
    const response = await service.compute(await analysteAccess(db), {
      ...scalePerimeterRequest,
      computeSCR: true,
    });
    await purger.idle();
    console.log(
      `  transparisation et SCR : ${response.lineCount.toLocaleString('fr-FR')} lignes en ${seconds(performance.now() - started)}`,
    );
    return response.perimeter.perimeterID;
  } finally {
    await workers.close();
  }
}

/** A literal for EXPLAIN, which takes no bind parameters (bench values only). */
const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/** The plan of a grid request's page statement, as the repository builds it. */
async function explain(
  handle: DatabaseHandle,
  perimeterId: string,
  query: Record<string, string>,
): Promise<string> {
  const [perimeter] = await handle.db
    .select()
    .from(computedPerimeters)
    .where(eq(computedPerimeters.id, perimeterId));
  const options = {
    ...query,
    $top: Number(query['$top'] ?? 100),
    $skip: Number(query['$skip'] ?? 0),
  };
  const compiled = compileODataQuery(options);
  const scrKeyed = await scrKeyedQuery(handle.db, perimeter!, options, compiled);
  const statement = pageQuery(handle.db, perimeter!, compiled, scrKeyed).toSQL();
  const text = statement.sql.replace(/\$(\d+)/g, (_, n: string) =>
    literal(statement.params[Number(n) - 1]),
  );
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    handle.db,
    sql.raw(`explain (analyze, costs off, timing off) ${text}`),
  );
  return plan.map((row) => `      ${row['QUERY PLAN']}`).join('\n');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

async function measure(kind: TestDatabaseKind, dir: () => Promise<string>): Promise<void> {
  const pgliteDir = KEPT_PGLITE ?? mkdtempSync(path.join(tmpdir(), 'prisme-bench-odata-'));
  const database =
    kind === 'pglite'
      ? await (async () => {
          const handle = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
          await handle.migrate();
          return {
            handle,
            dispose: async () => {
              await handle.close();
              if (!KEPT_PGLITE) rmSync(pgliteDir, { recursive: true, force: true });
            },
          };
        })()
      : KEPT_DATABASE
        ? await openKeptDatabase(KEPT_DATABASE)
        : await createTestDatabase(kind);
  const app = await buildApp({ config: testConfig(), database: database.handle, logger: false });
  try {
    console.log(`${kind} :`);
    const perimeterId = await prepare(database.handle, dir);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const authorization = `Bearer ${await benchToken(database.handle, 'analyste')}`;
    const base = `${origin}/api/inventory/${perimeterId}/odata/hierarchical_positions`;
    for (const request of REQUESTS) {
      const url = `${base}${request.path}?${new URLSearchParams(request.query)}`;
      let done = false;
      const health: number[] = [];
      const probe = (async () => {
        while (!done) {
          const asked = performance.now();
          await fetch(`${origin}/api/health`).then((r) => r.arrayBuffer());
          health.push(performance.now() - asked);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization } });
      const body = await response.text();
      const elapsed = performance.now() - started;
      done = true;
      await probe;
      health.sort((a, b) => a - b);
      const count =
        response.headers.get('odata-count') ??
        (response.headers.get('prisme-count-exceeds')
          ? `> ${response.headers.get('prisme-count-exceeds')}`
          : request.path
            ? body
            : '—');
      console.log(
        `  ${request.label} : ${response.status} en ${seconds(elapsed)} (décompte ${count}) ; ` +
          `santé ${health.length} réponses, médiane ${percentile(health, 0.5).toFixed(0)} ms, max ${(health.at(-1) ?? 0).toFixed(0)} ms`,
      );
      if (EXPLAIN && !request.path) {
        console.log(await explain(database.handle, perimeterId, request.query));
      }
    }
  } finally {
    await app.close();
    await database.dispose();
  }
}

async function main(): Promise<void> {
  let dir: string | undefined;
  // The scale files are generated only when a database needs them.
  const files = async () => {
    if (dir) return dir;
    dir = mkdtempSync(path.join(tmpdir(), 'prisme-bench-odata-files-'));
    const summary = await generateScaleFiles({ lines: LINES, outDir: dir });
    console.log(
      `Jeu d'essai : ~${summary.expectedLookThroughLines.toLocaleString('fr-FR')} lignes transparisées attendues`,
    );
    return dir;
  };
  try {
    const url = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
    if (process.env['BENCH_SKIP_PGLITE'] !== 'true') await measure('pglite', files);
    if (url) {
      process.env['TEST_DATABASE_URL'] = url;
      await measure('postgres', files);
    } else {
      console.log(
        'PostgreSQL : définissez BENCH_DATABASE_URL (ou TEST_DATABASE_URL) pour le mesurer aussi.',
      );
    }
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
