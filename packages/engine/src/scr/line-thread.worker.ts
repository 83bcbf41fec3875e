/**
 * The second thread of a split SCR (line-threads.ts): runs the blocks of lines it is given
 * of a named pass, writing the per-line figures and each block's sums into shared memory,
 * then raises its flag.
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import { blockSums } from './line-blocks';
import { LINE_PASSES } from './line-passes';

export interface LineTask {
  name: string;
  state: unknown;
  n: number;
  width: number;
  firstBlock: number;
  lastBlock: number;
  sums: Float64Array;
  /** [0]: 1 once done, 2 on a failure (then `error` is posted). */
  done: Int32Array;
}

/** The port this thread is given its tasks on and tells its failures on. */
const port = (workerData as { port: MessagePort }).port;

port.on('message', (task: LineTask) => {
  try {
    const pass = LINE_PASSES[task.name];
    if (!pass) throw new Error(`Passe de lignes inconnue : ${task.name}`);
    blockSums(
      pass,
      task.state as never,
      task.n,
      task.width,
      task.firstBlock,
      task.lastBlock,
      task.sums,
    );
    Atomics.store(task.done, 0, 1);
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
    Atomics.store(task.done, 0, 2);
  }
  Atomics.notify(task.done, 0);
});

// Ready: the modules are loaded.
port.postMessage({ ready: true });
