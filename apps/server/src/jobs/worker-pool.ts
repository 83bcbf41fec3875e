import { availableParallelism } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';

/**
 * Worker threads for computations that would otherwise hold the event loop (the
 * look-through engine, the SCR engine, the QRT's report and file). One pool per process, started on first use.
 * The workers load TypeScript from source like the main process (`--conditions=source`,
 * tsx), whether the main process runs under node --import tsx, vitest or a bench script.
 */
export interface WorkerPool {
  /**
   * `transferList`: buffers of the task moved to the thread rather than copied, and the
   * port the worker tells its progress on.
   */
  run<T>(
    task: unknown,
    worker: WorkerName,
    transferList?: (ArrayBuffer | MessagePort)[],
    /** Aborts the task: piscina ends its thread (a job thread's transaction rolls back). */
    signal?: AbortSignal,
  ): Promise<T>;
  /**
   * Starts a thread and loads the engines' worker modules in it (and the jobs' with
   * `withJobs`, when the database lets jobs run in threads: PostgreSQL), so the first
   * user's computation does not pay for loading TypeScript (about a second). Each worker
   * answers a null task with null.
   */
  warmUp(options?: { withJobs: boolean }): Promise<void>;
  close(): Promise<void>;
}

/**
 * Each worker module, by name: a file `<name>.worker.ts` of this folder's workers/.
 * Engines ('computation', 'qrt') compute all the time they hold a thread: as many threads
 * as cores but one. A job ('computation-job': a whole computation on PostgreSQL) mostly
 * waits on the database between its bursts of work: threads of their own, more of them,
 * so that a long job does not hold up an engine's turn.
 */
export type WorkerName = 'computation' | 'qrt' | 'computation-job';
const ENGINES: readonly WorkerName[] = ['computation', 'qrt'];
const JOBS: readonly WorkerName[] = ['computation-job'];
/** Jobs at once per process; more wait their turn. */
const JOB_THREADS = 4;

const workerFile = (name: WorkerName) =>
  new URL(`./workers/${name}.worker.ts`, import.meta.url).href;

function createPiscina(maxThreads: number): Piscina {
  return new Piscina({
    maxThreads,
    minThreads: 1,
    idleTimeout: 10 * 60_000,
    execArgv: ['--conditions=source', '--import', 'tsx'],
    // A thread holds a million lines' input and results as the server's thread did: the
    // same heap limit (V8 would give a thread its own, smaller, default).
    resourceLimits: {
      maxOldGenerationSizeMb: Math.round(getHeapStatistics().heap_size_limit / 2 ** 20),
    },
  });
}

export function createWorkerPool(maxThreads = Math.max(1, availableParallelism() - 1)): WorkerPool {
  let engines: Piscina | undefined;
  let jobs: Piscina | undefined;
  const poolOf = (name: WorkerName) =>
    JOBS.includes(name)
      ? (jobs ??= createPiscina(JOB_THREADS))
      : (engines ??= createPiscina(maxThreads));
  return {
    run: (task, name, transferList, signal) =>
      poolOf(name).run(task, {
        filename: workerFile(name),
        transferList,
        ...(signal && { signal }),
      }),
    async warmUp(options) {
      for (const name of options?.withJobs ? [...ENGINES, ...JOBS] : ENGINES)
        await poolOf(name).run(null, { filename: workerFile(name) });
    },
    async close() {
      await Promise.all([engines?.destroy(), jobs?.destroy()]);
      engines = undefined;
      jobs = undefined;
    },
  };
}
