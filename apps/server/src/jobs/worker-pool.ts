import { availableParallelism } from 'node:os';
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
  ): Promise<T>;
  /**
   * Starts a thread and loads every worker module in it, so the first user's computation
   * does not pay for loading TypeScript (about a second). Each worker answers a null task
   * with null.
   */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** Each worker module, by name: a file `<name>.worker.ts` of this folder's workers/. */
export type WorkerName = 'computation' | 'qrt';
const WORKERS: readonly WorkerName[] = ['computation', 'qrt'];

const workerFile = (name: WorkerName) =>
  new URL(`./workers/${name}.worker.ts`, import.meta.url).href;

export function createWorkerPool(maxThreads = Math.max(1, availableParallelism() - 1)): WorkerPool {
  let pool: Piscina | undefined;
  const poolOf = () =>
    (pool ??= new Piscina({
      maxThreads,
      minThreads: 1,
      idleTimeout: 10 * 60_000,
      execArgv: ['--conditions=source', '--import', 'tsx'],
    }));
  return {
    run: (task, name, transferList) =>
      poolOf().run(task, { filename: workerFile(name), transferList }),
    async warmUp() {
      for (const name of WORKERS) await poolOf().run(null, { filename: workerFile(name) });
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
