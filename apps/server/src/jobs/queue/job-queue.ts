/**
 * Long work (a look-through and its computations, an import, an export) on a queue: the process that receives
 * the request enqueues the job and waits for its end; a process that takes jobs runs it.
 * On PostgreSQL any API process enqueues and any process with workers takes
 * (postgres-queue.ts, pg-boss); the embedded database, one process, keeps its queue in
 * memory (in-process-queue.ts). Both answer the same way: the handler's result, or its
 * error (an ApiProblem keeps its code across processes: thread-errors.ts), or JOB_CANCELLED
 * when its user cancelled it, or on PostgreSQL JOB_ABANDONED when processes running it
 * stopped twice (a crash's job is retried once).
 * docs/decisions/jobs/0099-crashes-found-by-presence.md.
 */
export interface JobQueue {
  /**
   * Registers what runs a kind of job (before `start`) and answers the function that
   * enqueues one and waits for its end. `data` and the result cross processes as JSON.
   */
  register<D, R>(
    kind: JobKind,
    handler: JobHandler<D, R>,
  ): (data: D, owner: JobOwner) => Promise<R>;
  /**
   * Cancels the caller's job under `token`, waiting or running, whichever process holds
   * it: a waiting job never starts, a running one is stopped and stores nothing. False
   * when the user has no such job waiting or running.
   */
  cancel(token: string, userId: string): Promise<boolean>;
  /** Starts taking jobs (this process's workers) and watching for cancellations and crashes. */
  start(): Promise<void>;
  /** Stops taking jobs; jobs running here are stopped (on PostgreSQL, left for a retry). */
  stop(): Promise<void>;
}

/**
 * The kinds of queued work: look-throughs and computations (one pipeline), imports (the
 * file goes with the job: jobs/job-files.ts), exports (their workbook comes back so).
 */
export const JOB_KINDS = ['computation', 'import', 'export'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** Whose job it is: the browser's progress token (a new one when it gave none) and user. */
export interface JobOwner {
  token: string | undefined;
  userId: string;
}

export interface JobContext {
  token: string;
  userId: string;
  /** Aborted when the job is cancelled, or the process stops. */
  signal: AbortSignal;
  /**
   * Whether the queue wrote the job's « running » record (with this process as its
   * owner) before the handler: its progress then need not write it again.
   */
  startRecorded: boolean;
}

export type JobHandler<D, R> = (data: D, context: JobContext) => Promise<R>;

/**
 * Computations one process runs at once (more wait in the queue): PRISME_JOB_WORKERS,
 * else 4 on PostgreSQL and 2 on the embedded database (which runs as many imports and
 * exports at once; on PostgreSQL two at most: postgres-queue.ts pollingOf). The embedded database has one connection:
 * two computations at once let a small one pass a long one, more only add memory (a
 * million-line computation holds about 1.2 GB; ten at once held 6.9 GB).
 */
export function jobsAtOnce(
  configured: number | undefined,
  database: 'pglite' | 'postgres',
): number {
  if (database === 'pglite') return Math.max(1, configured ?? 2);
  return configured ?? 4;
}
