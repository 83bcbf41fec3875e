/**
 * npm run bench:scale — issue 21 §5: each step of the scale case (BENCH_LINES lines, a
 * million by default) on the embedded database and on PostgreSQL (BENCH_DATABASE_URL,
 * else TEST_DATABASE_URL; BENCH_SKIP_PGLITE=true to skip the embedded one), through a
 * real server on a port, as users reach it:
 *
 * - import: the securities, the funds' TPT files and the inventory, lines per second;
 * - look-through, then look-through with the SCR (POST /api/inventory/computation);
 * - the lines grid: its first page with the count, sorted, a deep page, a filtered count;
 * - BENCH_SCALE_CONCURRENT (10) computations at once on one process, then on PostgreSQL
 *   spread over two processes on the same database (this one and a second server
 *   started beside it): the time until all are done, computations a minute, and the
 *   p50 / p99 of their durations.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { queryRows } from '../db/client';
import type { TestDatabaseKind } from '../test/databases';
import { createTestDatabase } from '../test/databases';
import { testConfig, TEST_PUBLIC_URL } from '../test/test-app';
import { benchAnalystTokens, benchToken } from './bench-token';
import { seconds } from './measure';
import { importScaleFiles, onScaleCase, ROLE, scalePerimeterRequest } from './scale-database';

const LINES = Number(process.env['BENCH_LINES'] ?? 1_000_000);
const CONCURRENT = Number(process.env['BENCH_SCALE_CONCURRENT'] ?? 10);
const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/**
 * An HTTP client of a listening server, as the analyste or the admin. Node's http rather
 * than fetch: ten computations at once on the embedded database answer after minutes,
 * past fetch's five-minute wait for the answer's headers.
 */
function client(address: string, authorization: string) {
  return (method: string, url: string, body?: unknown) =>
    new Promise<{ text: string }>((resolve, reject) => {
      const sent = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const outgoing = request(
        `${address}${url}`,
        { method, headers: { authorization, 'content-type': 'application/json' } },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', reject);
          answer.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            const status = answer.statusCode ?? 0;
            if (status < 400) resolve({ text });
            else
              reject(
                new Error(
                  `${method} ${url} : ${status} ${text} après ${Math.round(performance.now() - sent)} ms`,
                ),
              );
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A second server process on the same PostgreSQL database, its tokens the same issuer's. */
async function startSecondProcess(
  databaseUrl: string,
): Promise<{ address: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-old-space-size=6144', '--conditions=source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: TEST_PUBLIC_URL,
        PRISME_WEB_DIR: '/nonexistent',
        PRISME_DEMO_ACCOUNTS: 'false',
        PRISME_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const address = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${address}/api/health`)).ok) break;
    } catch {
      if (tries > 120) throw new Error('le second processus ne répond pas');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    address,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CONCURRENT computations at once, one per user, sent in turn to each address. */
async function concurrentComputations(addresses: string[], tokens: readonly string[]) {
  const { ms, value: durations } = await timed(() =>
    Promise.all(
      Array.from({ length: CONCURRENT }, async (_, n) => {
        const call = client(addresses[n % addresses.length]!, `Bearer ${tokens[n]!}`);
        const { ms: took } = await timed(() =>
          call('POST', '/api/inventory/computation', {
            ...scalePerimeterRequest,
            computeSCR: true,
          }),
        );
        return took;
      }),
    ),
  );
  durations.sort((a, b) => a - b);
  return (
    `${CONCURRENT} calculs en ${seconds(ms)} (${((CONCURRENT / ms) * 60_000).toFixed(1)} par minute) ; ` +
    `durée de chacun : p50 ${seconds(percentile(durations, 50))}, p99 ${seconds(percentile(durations, 99))}`
  );
}

async function measure(kind: TestDatabaseKind, dir: string): Promise<void> {
  const database = await createTestDatabase(kind);
  const { handle } = database;
  const app = await buildApp({ config: testConfig(), database: handle, logger: false });
  try {
    const imported = await timed(() => importScaleFiles(handle.db, dir));
    const [counted] = await queryRows<{ lines: number }>(
      handle.db,
      sql`select (select count(*) from positions)::int + (select count(*) from fund_composition_lines)::int as lines`,
    );
    const lines = counted!.lines;
    console.log(
      `${kind} : import de ${lines.toLocaleString('fr-FR')} lignes (inventaire et TPT) en ${seconds(imported.ms)}, ` +
        `${Math.round((lines / imported.ms) * 1000).toLocaleString('fr-FR')} lignes/s`,
    );
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const analyste = client(address, `Bearer ${await benchToken(handle, 'analyste')}`);

    const lookedThrough = await timed(() =>
      analyste('POST', '/api/inventory/computation', scalePerimeterRequest),
    );
    const computed = JSON.parse(lookedThrough.value.text) as { lineCount: number };
    console.log(
      `  transparisation : ${computed.lineCount.toLocaleString('fr-FR')} lignes en ${seconds(lookedThrough.ms)}`,
    );
    const withScr = await timed(() =>
      analyste('POST', '/api/inventory/computation', {
        ...scalePerimeterRequest,
        computeSCR: true,
      }),
    );
    const perimeterId = (JSON.parse(withScr.value.text) as { perimeter: { perimeterID: string } })
      .perimeter.perimeterID;
    console.log(`  transparisation et SCR : ${seconds(withScr.ms)}`);

    const grid = `/api/inventory/${perimeterId}/odata/hierarchical_positions`;
    const reads: [string, string][] = [
      ['première page et compte', `${grid}?$top=100&$skip=0&$count=true`],
      ['première page triée par valeur', `${grid}?$top=100&$skip=0&$orderby=MarketValueRc desc`],
      [
        'page profonde (ligne 500 000)',
        `${grid}?$top=100&$skip=${Math.floor(computed.lineCount / 2)}`,
      ],
      [
        'compte filtré (devise USD)',
        `${grid}/$count?$filter=${encodeURIComponent("QuotationCurrency eq 'USD'")}`,
      ],
    ];
    for (const [name, url] of reads) {
      const { ms } = await timed(() => analyste('GET', url));
      console.log(`  grille, ${name} : ${Math.round(ms)} ms`);
    }

    const analysts = await benchAnalystTokens(handle, ROLE, CONCURRENT);
    console.log(`  un processus : ${await concurrentComputations([address], analysts)}`);
    if (handle.threadTarget) {
      const second = await startSecondProcess(handle.threadTarget.url);
      try {
        console.log(
          `  deux processus : ${await concurrentComputations([address, second.address], analysts)}`,
        );
      } finally {
        await second.stop();
      }
    }
  } finally {
    await app.close();
    await database.dispose();
  }
}

await onScaleCase('scale', LINES, (kind, dir) => measure(kind, dir));
