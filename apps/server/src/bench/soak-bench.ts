/**
 * npm run bench:soak — a server used for a long day: BENCH_SOAK_COMPUTATIONS computations
 * (1,000 by default) of the scale generator's case of BENCH_LINES lines (2,000 by default),
 * each one replacing the last as a user's recomputation does, with the grid's requests
 * between them, on the embedded database (a folder, as npm start) and on PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL). Every 10 % of the way it prints the
 * latency of the grid's first page, of a filtered page with its count and of the summary,
 * and the size of the lines table: they must stay flat (issue 14: a server that had run
 * ten computations took 82 s for a 5-line page).
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { createWorkerPool } from '../jobs/worker-pool';
import { createComputationService } from '../modules/computation/service';
import { createPerimeterPurger } from '../modules/lookthrough/perimeter-purge';
import { createPerimeterService } from '../modules/perimeter/service';
import type { TestDatabaseKind } from '../test/databases';
import { onEachDatabase, openBenchDatabase } from './bench-databases';
import { testConfig } from '../test/test-app';
import { analysteAccess, importScaleFiles, scalePerimeterRequest } from './scale-database';
import { benchToken } from './bench-token';

const LINES = Number(process.env['BENCH_LINES'] ?? 2_000);
const COMPUTATIONS = Number(process.env['BENCH_SOAK_COMPUTATIONS'] ?? 1_000);
const REPORTS = 10;

async function tableSize(handle: DatabaseHandle): Promise<string> {
  const [row] = await queryRows<{ size: string; dead: number | string | null }>(
    handle.db,
    // The lines are a table per perimeter (db/perimeter-partitions.ts): their sum.
    sql`select pg_size_pretty(coalesce(sum(pg_total_relation_size(i.inhrelid)), 0)) as size,
               sum(s.n_dead_tup) as dead
          from pg_inherits i left join pg_stat_user_tables s on s.relid = i.inhrelid
         where i.inhparent = 'lookthrough_lines'::regclass`,
  );
  return `table des lignes ${row?.size ?? '?'}, ${Number(row?.dead ?? 0).toLocaleString('fr-FR')} lignes mortes`;
}

async function measure(kind: TestDatabaseKind, dir: string): Promise<void> {
  const database = await openBenchDatabase(kind);
  const db = database.handle.db;
  const workers = createWorkerPool();
  const purger = createPerimeterPurger(db, pino({ level: 'warn' }));
  const app = await buildApp({ config: testConfig(), database: database.handle, logger: false });
  try {
    await importScaleFiles(db, dir);
    const access = await analysteAccess(db);
    const service = createComputationService({
      db,
      perimeters: createPerimeterService(db),
      workers,
      progress: { start: () => ({ report: () => {}, end: () => {} }), read: () => undefined },
      purger,
    });
    const authorization = `Bearer ${await benchToken(database.handle, 'analyste')}`;
    const get = async (url: string) => {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers: { authorization } });
      if (response.statusCode !== 200)
        throw new Error(`${url} : ${response.statusCode} ${response.body}`);
      return performance.now() - started;
    };
    console.log(`${kind} : ${COMPUTATIONS} calculs de ~${LINES.toLocaleString('fr-FR')} lignes`);
    const started = performance.now();
    for (let run = 1; run <= COMPUTATIONS; run++) {
      const { perimeter } = await service.compute(access, {
        ...scalePerimeterRequest,
        computeSCR: run % 2 === 0,
      });
      await purger.idle();
      const lines = `/api/inventory/${perimeter.perimeterID}/odata/hierarchical_positions`;
      const firstPage = await get(`${lines}?$top=100&$count=true`);
      const filtered = await get(
        `${lines}?$top=100&$count=true&$filter=${encodeURIComponent("QuotationCurrency eq 'USD'")}`,
      );
      const summary = await get(`/api/inventory/${perimeter.perimeterID}/summary`);
      if (run === 1 || run % Math.max(1, Math.round(COMPUTATIONS / REPORTS)) === 0) {
        console.log(
          `  après ${run} calculs (${Math.round((performance.now() - started) / 1000)} s) : première page ${firstPage.toFixed(0)} ms, ` +
            `page filtrée avec décompte ${filtered.toFixed(0)} ms, indicateurs ${summary.toFixed(0)} ms ; ${await tableSize(database.handle)}`,
        );
      }
    }
  } finally {
    await app.close();
    await workers.close();
    await database.dispose();
  }
}

await onEachDatabase(LINES, measure);
