import { constants, setPriority } from 'node:os';

/**
 * The nice value a worker thread takes when it loads: below the API's event loop, so that
 * on a machine of few cores the computations wait for the requests rather than the other
 * way round (issue 20 §4: reads answer in tens of milliseconds while computations run).
 * On Linux the nice value belongs to the thread (setpriority of "0" is the calling one),
 * so the main thread keeps its own; elsewhere it may lower the whole process, which
 * only makes computations yield to other programs.
 */
export const WORKER_NICE = constants.priority.PRIORITY_BELOW_NORMAL;

/** Lowers the calling worker thread's scheduling priority; a refusal leaves it as it was. */
export function yieldToRequests(): void {
  try {
    setPriority(0, WORKER_NICE);
  } catch {
    // Not permitted here (a container's policy): the thread keeps its priority.
  }
}
