import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import { blockCount, blockSums, withLineRunner } from './line-blocks';
import type { LineRunner } from './line-blocks';
import type { LineTask } from './line-thread.worker';

/**
 * The SCR on two threads (issue 41 §2, decision 0296): this thread and a worker each run
 * half of the blocks of lines of every pass (line-blocks.ts), the per-line figures in
 * shared memory, the blocks' sums added in block order as on one thread. Synchronous: this
 * thread waits for the worker's half (Atomics.wait) before summing, so the engine's code
 * is the same on one thread or two, and so are its figures, to the last bit.
 */
const TYPESCRIPT = ['--conditions=source', '--import', 'tsx'];
const WORKER_SILENCE_MS = 60_000;
const WORKER_MODULE = new URL('./line-thread.worker.ts', import.meta.url);

export interface LineThreads {
  run<T>(compute: () => T): T;
  close(): Promise<void>;
}

/**
 * Starts the worker and waits for it to be ready (its modules loaded), so that no
 * computation waits on a thread that cannot start. `execArgv`: how the worker loads
 * TypeScript (from source with tsx, as the server's worker pool does, by default).
 */
export async function createLineThreads(execArgv?: string[]): Promise<LineThreads> {
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(new URL('./line-thread-entry.cjs', import.meta.url), {
    workerData: { port: port2, module: fileURLToPath(WORKER_MODULE) },
    transferList: [port2],
    execArgv: execArgv ?? TYPESCRIPT,
  });
  await new Promise<void>((ready, failed) => {
    port1.once('message', () => ready());
    worker.once('error', failed);
    worker.once('exit', (code) => failed(new Error(`second thread du SCR arrêté (${code})`)));
  });
  worker.removeAllListeners();
  worker.unref();
  port1.unref();
  let broken = false;
  const runner: LineRunner = {
    shared(type, n) {
      return new type(new SharedArrayBuffer(n * type.BYTES_PER_ELEMENT));
    },
    blocks(name, pass, state, n, width) {
      const blocks = blockCount(n);
      const sums = runner.shared(Float64Array, blocks * width);
      // This thread takes the first half (and a lone block), the worker the rest.
      const half = Math.ceil(blocks / 2);
      if (half === blocks) return blockSums(pass, state, n, width, 0, blocks, sums);
      const done = runner.shared(Int32Array, 1);
      const task: LineTask = {
        name,
        state,
        n,
        width,
        firstBlock: half,
        lastBlock: blocks,
        sums,
        done,
      };
      port1.postMessage(task);
      blockSums(pass, state, n, width, 0, half, sums);
      // A pass's half takes well under a second: a worker silent for a minute is gone
      // (its exit event cannot reach a thread that waits), and the SCR goes on one thread.
      const deadline = Date.now() + WORKER_SILENCE_MS;
      while (Atomics.load(done, 0) === 0) {
        Atomics.wait(done, 0, 0, 1000);
        if (Atomics.load(done, 0) === 0 && Date.now() > deadline) {
          broken = true;
          throw new Error('Le second thread du SCR ne répond plus');
        }
      }
      if (Atomics.load(done, 0) === 2) {
        const failure = receiveMessageOnPort(port1) as { message?: { error?: string } } | undefined;
        throw new Error(failure?.message?.error ?? 'Échec du second thread du SCR');
      }
      return sums;
    },
  };
  return {
    run: (compute) => withLineRunner(broken ? null : runner, compute),
    close: async () => {
      port1.close();
      await worker.terminate();
    },
  };
}
