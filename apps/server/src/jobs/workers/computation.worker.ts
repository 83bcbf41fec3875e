import type { MessagePort } from 'node:worker_threads';
import type { WorkerProgressMessage } from '../../modules/computation/computation-progress';
import type { EngineSettings } from '../../modules/computation/pipeline';
import { runEngines, startLineThreads } from './engines';
import { unpackLookThroughInput, type PackedLookThroughInput } from './packed-input';
import { yieldToRequests } from './thread-priority';

yieldToRequests();

/** A computation's engines, given their input packed and their settings. */
export interface ComputationTask extends EngineSettings {
  lookThrough: PackedLookThroughInput;
  /** Where the worker tells its progress (transferred with the task); none: it does not. */
  progressPort?: MessagePort;
}

/**
 * Runs the engines (engines.ts) in a pool thread for a computation whose reading and
 * storing stay in the server's thread (the embedded database's one connection is there).
 * The input comes packed (packed-input.ts); the typed-array columns of the result come
 * back by structured clone. Progress goes out on the task's port. A null task is the
 * pool's warm-up.
 */
export default function runComputation(task: ComputationTask | null) {
  if (task === null) {
    startLineThreads(); // the warm-up: the SCR's second thread too
    return null;
  }
  const port = task.progressPort;
  const { lookThrough, progressPort: _port, ...settings } = task;
  return runEngines(
    unpackLookThroughInput(lookThrough),
    settings,
    (message: WorkerProgressMessage) => port?.postMessage(message),
  );
}
