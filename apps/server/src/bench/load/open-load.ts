import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { seededRandom } from '@prisme/engine';

/**
 * A k6-like load generator for bench:load (issue 20 §4): `users` simulated users, each on
 * its own keep-alive connection, reading `paths` in turn for `seconds`.
 *
 * Paced (`ratePerUser` set), a user's reads arrive as a Poisson process of that rate from
 * a random start: 50 users at 1 read/s are 50 reads a second arriving as independent
 * people's clicks do, not 50 reads fired in the same millisecond every second (what a
 * tool pacing every connection from one start does, and what no server sees). A read is
 * timed from when its user meant to send it: a read the server delays delays that user's
 * next one, and that wait counts (coordinated omission).
 *
 * Unpaced, each user sends its next read as soon as the last one answers: the server's
 * throughput at saturation.
 */
export interface LoadOptions {
  url: string;
  authorization: string;
  /**
   * The reads, in turn. `{page}` in a path is a page a user scrolls to, drawn at random
   * among PAGES for each read: a page no one asked before, not an answer kept.
   */
  paths: readonly string[];
  users: number;
  seconds: number;
  /** Reads a second per user; absent, as fast as the server answers. */
  ratePerUser?: number;
  /** The arrivals' seed, so that two runs offer the same load. */
  seed: number;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Connection failures. */
  errors: number;
  /** Answers other than 2xx, by status. */
  failures: Record<string, number>;
}

function read(agent: http.Agent, url: URL, authorization: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { authorization } }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The pages a scrolling user reaches: `{page}` becomes a multiple of 100 below this. */
const PAGES = 1000;

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

export async function generateLoad(options: LoadOptions): Promise<LoadResult> {
  const start = performance.now();
  const end = start + options.seconds * 1000;
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let errors = 0;

  const user = async (number: number) => {
    // Each user its own generator: the arrivals do not depend on the order answers come in.
    const random = seededRandom(options.seed * 1000 + number);
    const gap = () =>
      options.ratePerUser === undefined
        ? 0
        : (-Math.log(1 - random()) * 1000) / options.ratePerUser;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // Each user starts at its own place in the list of reads, as people are on different pages.
    let next = Math.floor(random() * options.paths.length);
    let intended = start + gap();
    try {
      while (intended < end) {
        const wait = intended - performance.now();
        if (wait > 0) await sleep(wait);
        const path = options.paths[next++ % options.paths.length]!.replace(
          '{page}',
          String(Math.floor(random() * PAGES) * 100),
        );
        const sent = options.ratePerUser === undefined ? performance.now() : intended;
        try {
          const status = await read(agent, new URL(path, options.url), options.authorization);
          if (status < 200 || status >= 300) failures[status] = (failures[status] ?? 0) + 1;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - sent);
        intended = options.ratePerUser === undefined ? performance.now() : intended + gap();
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: options.users }, (_, number) => user(number)));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 50)),
    p90: Math.round(percentile(latencies, 90)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? 0),
    errors,
    failures,
  };
}
