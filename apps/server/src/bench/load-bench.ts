/**
 * npm run bench:load — issue 20 §4: BENCH_LOAD_USERS simulated users (50 by default) for
 * BENCH_LOAD_SECONDS (30) on the main reads of a real server listening on a port — home
 * (rights, perimeter, client roles), SCR parameters, the SCR result and the look-through
 * summary, the first page of the lines grid with its count — while BENCH_LOAD_COMPUTERS
 * users (2) recompute the scale case of BENCH_LINES lines (100,000) one after the other.
 * Two runs, so that memory after the second shows whether it is flat. On the embedded
 * database (a folder, as npm start) and on PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL; BENCH_SKIP_PGLITE=true to skip the embedded one).
 *
 * Prints per run: requests, throughput, p50 / p90 / p99 latency, errors and non-2xx, the
 * computations finished meanwhile, and the server's memory (RSS and heap after a GC).
 */
import autocannon from 'autocannon';
import { buildApp } from '../app';
import type { TestDatabaseKind } from '../test/databases';
import { onEachDatabase, openBenchDatabase } from './bench-databases';
import { testConfig } from '../test/test-app';
import { benchToken } from './bench-token';
import { mb } from './measure';
import { importScaleFiles, scalePerimeterRequest } from './scale-database';

const USERS = Number(process.env['BENCH_LOAD_USERS'] ?? 50);
const SECONDS = Number(process.env['BENCH_LOAD_SECONDS'] ?? 30);
const COMPUTERS = Number(process.env['BENCH_LOAD_COMPUTERS'] ?? 2);
const LINES = Number(process.env['BENCH_LINES'] ?? 100_000);
const RUNS = 2;

function memory() {
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

async function measure(kind: TestDatabaseKind, dir: string): Promise<void> {
  const database = await openBenchDatabase(kind);
  const app = await buildApp({ config: testConfig(), database: database.handle, logger: false });
  try {
    await importScaleFiles(database.handle.db, dir);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const reader = `Bearer ${await benchToken(database.handle, 'analyste')}`;
    // The computing users are others than the readers: each computation replaces its own
    // user's perimeter, and the readers' perimeter must stay.
    const computer = `Bearer ${await benchToken(database.handle, 'admin')}`;
    const call = async (authorization: string, method: string, url: string, body?: unknown) => {
      const response = await fetch(`${address}${url}`, {
        method,
        headers: { authorization, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${url} : ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const computeAs = (authorization: string) =>
      call(authorization, 'POST', '/api/inventory/computation', {
        ...scalePerimeterRequest,
        computeSCR: true,
      });
    const computed = await computeAs(reader);
    const perimeterId = (computed['perimeter'] as { perimeterID: string }).perimeterID;
    await call(reader, 'PUT', '/api/prisme/perimeter', scalePerimeterRequest);

    const lines = `/api/inventory/${perimeterId}/odata/hierarchical_positions`;
    const reads = [
      '/api/prisme/admin',
      '/api/prisme/solvency-member',
      '/api/prisme/perimeter',
      '/api/inventory/rolenames',
      '/api/parameters/scr-equity',
      '/api/parameters/scr-interest-rate',
      `/api/solvency/results?perimeterID=${perimeterId}`,
      `/api/inventory/${perimeterId}/summary`,
      `${lines}?$top=100&$skip=0&$count=true`,
      `${lines}?$top=100&$skip=0&$count=true&$orderby=MarketValueRc desc`,
    ];
    // Each read answers alone first: a failure under load is the load's.
    for (const url of reads) await call(reader, 'GET', url);
    console.log(
      `${kind} : ${USERS} utilisateurs pendant ${SECONDS} s, ${COMPUTERS} calcul(s) de ~${LINES.toLocaleString('fr-FR')} lignes en continu`,
    );
    const start = memory();
    console.log(`  mémoire au départ : RSS ${mb(start.rss)}, tas ${mb(start.heapUsed)}`);
    for (let run = 1; run <= RUNS; run++) {
      let running = true;
      let computations = 0;
      const computing = Array.from({ length: COMPUTERS }, async () => {
        while (running) {
          await computeAs(computer);
          computations++;
        }
      });
      const refusals = new Map<string, number>();
      const result = await autocannon({
        url: address,
        connections: USERS,
        duration: SECONDS,
        headers: { authorization: reader },
        requests: reads.map((url) => ({
          method: 'GET' as const,
          path: encodeURI(url),
          onResponse: (status: number) => {
            if (status >= 300) {
              const key = `${status} ${url.split('?')[0]}`;
              refusals.set(key, (refusals.get(key) ?? 0) + 1);
            }
          },
        })),
      });
      running = false;
      await Promise.all(computing);
      await app.settled();
      const after = memory();
      const { latency } = result;
      console.log(
        `  passe ${run} : ${result.requests.total.toLocaleString('fr-FR')} lectures, ` +
          `${Math.round(result.requests.average).toLocaleString('fr-FR')} /s ; ` +
          `p50 ${latency.p50} ms, p90 ${latency.p90} ms, p99 ${latency.p99} ms, max ${latency.max} ms ; ` +
          `erreurs ${result.errors}, délais ${result.timeouts}, non-2xx ${result.non2xx} ; ` +
          `${computations} calcul(s) terminé(s) ; RSS ${mb(after.rss)} (${after.rss >= start.rss ? '+' : ''}${Math.round(((after.rss - start.rss) / start.rss) * 100)} %), tas ${mb(after.heapUsed)}`,
      );
      for (const [key, count] of refusals) console.log(`    ${count} × ${key}`);
    }
  } finally {
    await app.close();
    await database.dispose();
  }
}

await onEachDatabase(LINES, measure);
