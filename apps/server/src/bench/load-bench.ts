/**
 * npm run bench:load — issue 20 §4: BENCH_LOAD_USERS simulated users (50 by default) for
 * BENCH_LOAD_SECONDS (30) on the main reads of a real server listening on a port — home
 * (rights, perimeter, client roles), SCR parameters, the SCR result and the look-through
 * summary, the first page of the lines grid with its count, and with BENCH_LOAD_SCROLL=true
 * pages scrolled to in the sorted grid — while BENCH_LOAD_COMPUTERS
 * users (2) recompute the scale case of BENCH_LINES lines (100,000) one after the other.
 * On the embedded database (a folder, as npm start) and on PostgreSQL (BENCH_DATABASE_URL,
 * else TEST_DATABASE_URL; BENCH_SKIP_PGLITE=true to skip the embedded one).
 *
 * A simulated user is a connection that asks BENCH_LOAD_RATE reads a second (1: a busy
 * analyst's page loads, each a handful of reads, every few seconds), arriving as a
 * Poisson process, latencies corrected for coordinated omission (load/open-load.ts). Two
 * such runs, so that memory after the second shows whether it is flat; then one
 * saturation run (the same connections asking without pause) for the throughput the
 * server reaches. The load is fired from a worker thread (load/load-thread.ts).
 *
 * Prints per run: requests, throughput, p50 / p90 / p99 latency, errors and non-2xx, the
 * computations finished meanwhile, and the server's memory (RSS and heap after a GC).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../app';
import type { TestDatabaseKind } from '../test/databases';
import { onEachDatabase, openBenchDatabase } from './bench-databases';
import { testConfig } from '../test/test-app';
import { benchToken } from './bench-token';
import { mb } from './measure';
import { importScaleFiles, scalePerimeterRequest } from './scale-database';
import { fireLoad } from './load/load-thread';

const USERS = Number(process.env['BENCH_LOAD_USERS'] ?? 50);
const SECONDS = Number(process.env['BENCH_LOAD_SECONDS'] ?? 30);
const COMPUTERS = Number(process.env['BENCH_LOAD_COMPUTERS'] ?? 2);
const LINES = Number(process.env['BENCH_LINES'] ?? 100_000);
const RATE = Number(process.env['BENCH_LOAD_RATE'] ?? 1);
const SOLO_CALLS = 21;
const SCROLL = process.env['BENCH_LOAD_SCROLL'] === 'true';
/** Two paced runs (memory after the second against the start), then one unpaced. */
const RUNS = [
  { name: 'utilisateurs', ratePerUser: RATE },
  { name: 'utilisateurs', ratePerUser: RATE },
  { name: 'saturation', ratePerUser: undefined },
] as const;

/** « +5 % »: how `now` compares with `then`. */
const change = (now: number, then: number) =>
  `${now >= then ? '+' : ''}${Math.round(((now - then) / then) * 100)} %`;

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
      // Beyond the issue's reads, on demand: a user scrolling the sorted grid, each read
      // a page nobody read before.
      ...(SCROLL ? [`${lines}?$top=100&$skip={page}&$orderby=MarketValueRc desc`] : []),
    ];
    // Each read answers alone first: a failure under load is the load's.
    const firstPage = (url: string) => url.replace('{page}', '0');
    for (const url of reads) await call(reader, 'GET', firstPage(url));
    // Each read's own cost, alone on a quiet server: what the load multiplies.
    console.log(`${kind} : chaque lecture seule (médiane de ${SOLO_CALLS} appels)`);
    for (const url of reads) {
      const times: number[] = [];
      for (let call_ = 0; call_ < SOLO_CALLS; call_++) {
        const started = performance.now();
        await call(reader, 'GET', url.replace('{page}', String(call_ * 100)));
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`  ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms  ${url}`);
    }
    console.log(
      `${kind} : ${USERS} utilisateurs pendant ${SECONDS} s, ${COMPUTERS} calcul(s) de ~${LINES.toLocaleString('fr-FR')} lignes en continu`,
    );
    // The computing users' threads started (one per concurrent computation), as on a
    // server that has been up a while: a thread's start costs a second of loading code.
    await Promise.all(Array.from({ length: COMPUTERS }, () => computeAs(computer)));
    const start = memory();
    let previous = start;
    console.log(`  mémoire au départ : RSS ${mb(start.rss)}, tas ${mb(start.heapUsed)}`);
    for (const [index, run] of RUNS.entries()) {
      let running = true;
      let computations = 0;
      const computing = Array.from({ length: COMPUTERS }, async () => {
        while (running) {
          await computeAs(computer);
          computations++;
        }
      });
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const result = await fireLoad({
        url: address,
        authorization: reader,
        paths: reads.map((url) => encodeURI(url).replace(encodeURI('{page}'), '{page}')),
        users: USERS,
        seconds: SECONDS,
        seed: index + 1,
        ...(run.ratePerUser === undefined ? {} : { ratePerUser: run.ratePerUser }),
      });
      loop.disable();
      running = false;
      await Promise.all(computing);
      await app.settled();
      const after = memory();
      console.log(
        `  passe ${index + 1} (${run.name}${run.ratePerUser ? `, ${run.ratePerUser} lecture/s chacun` : ''}) : ${result.requests.toLocaleString('fr-FR')} lectures, ` +
          `${Math.round(result.perSecond).toLocaleString('fr-FR')} /s ; ` +
          `p50 ${result.p50} ms, p90 ${result.p90} ms, p99 ${result.p99} ms, max ${result.max} ms ; ` +
          `erreurs ${result.errors}, non-2xx ${Object.values(result.failures).reduce((sum, count) => sum + count, 0)} ; ` +
          `boucle d’événements : p99 ${Math.round(loop.percentile(99) / 1e6)} ms, max ${Math.round(loop.max / 1e6)} ms ; ` +
          `${computations} calcul(s) terminé(s) ; RSS ${mb(after.rss)} (${change(after.rss, start.rss)} depuis le départ, ${change(after.rss, previous.rss)} depuis la passe d’avant), tas ${mb(after.heapUsed)}`,
      );
      previous = after;
      for (const [status, count] of Object.entries(result.failures))
        console.log(`    ${count} × HTTP ${status}`);
    }
  } finally {
    await app.close();
    await database.dispose();
  }
}

await onEachDatabase(LINES, measure);
