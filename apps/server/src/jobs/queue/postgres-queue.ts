import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { problem } from '../../http/errors';
import type { ThreadDatabaseTarget } from '../../db/client';
import type { JobStore } from '../job-store';
import { errorOf, failureOf, type ThreadFailure } from '../thread-errors';
import type { JobHandler, JobKind, JobOwner, JobQueue } from './job-queue';
import { createRunningJobs } from './running-jobs';

/** What a queued job carries in pg-boss: its owner and the handler's data. */
interface Envelope {
  token: string;
  userId: string;
  data: unknown;
}

/** How a job ended, as pg-boss keeps it: the handler's result, or why it failed. */
type Outcome = { result: unknown } | { failure: ThreadFailure };

/** pg-boss's own tables, beside Prisme's (it creates and migrates them itself). */
const QUEUE_SCHEMA = 'pgboss';
/** pg-boss's table of jobs not yet archived (by queue name and id). */
const SENT_JOBS = sql.raw(`${QUEUE_SCHEMA}.job`);
/** A job interrupted by a crash runs once more, then fails (issue 21 §2). */
const RETRIES = 1;
/**
 * pg-boss fails a job active for longer than this (its own guard, which retries it); a
 * crash is found much sooner through the owner's presence (`reap` below).
 */
const EXPIRE_HOURS = 4;
/** The advisory lock under which a starting process sets pg-boss up (its own key space). */
const QUEUE_SETUP_LOCK = 741_165;
/** How often a process looks for cancellations of its jobs, and for crashed processes' jobs. */
const WATCH_MS = 1_000;
/** The waiting request's poll of its job: quick at first, then every second. */
const WAIT_FIRST_MS = 100;
const WAIT_MAX_MS = 1_000;

/**
 * How many pg-boss workers a process runs for a kind, and how often each asks for a job
 * when idle (a job enqueued by this process wakes them at once). Every idle worker is a
 * query on the queue's pool each interval: computations keep `workers` at 0.5 s; imports
 * and exports, shorter and rarer, two at most each, every second — with four of each
 * polling too, bench:load's p99 under computations rose from 55 to 139–168 ms.
 */
export function pollingOf(
  kind: JobKind,
  workers: number,
): { workers: number; pollingIntervalSeconds: number } {
  if (kind === 'computation') return { workers, pollingIntervalSeconds: 0.5 };
  return { workers: Math.min(2, workers), pollingIntervalSeconds: 1 };
}

export interface PostgresQueueOptions {
  database: ThreadDatabaseTarget;
  store: JobStore;
  log: FastifyBaseLogger;
  /** Jobs this process takes at once; 0: this process only enqueues (an API process). */
  workers: number;
}

/**
 * The job queue on PostgreSQL (job-queue.ts), on pg-boss: a job is a row that any
 * process's worker takes with SKIP LOCKED. The request that enqueued it polls its state;
 * the job's record (job_records, jobs/job-store.ts) carries its live progress, its owner's
 * presence key and its queue id, so that every process answers its progress, cancels it,
 * or finds it interrupted:
 * - cancel: the record reads cancelled and pg-boss's row too (a waiting job is never
 *   taken); the process running it sees the record within WATCH_MS and aborts it (its
 *   thread ends, its transaction rolls back: nothing is stored).
 * - crash: every process probes, every WATCH_MS, the presence lock of the owners of
 *   running jobs (db/client.ts holdPresence); a job whose owner is gone is failed in
 *   pg-boss, which puts it back once (RETRIES) and fails it the second time: the record
 *   then reads JOB_ABANDONED's French reason and the waiting request answers it.
 * - stop: jobs running here are aborted and put back in the queue for another process.
 */
export function createPostgresQueue(options: PostgresQueueOptions): JobQueue {
  const { store, log } = options;
  const pool = new pg.Pool({
    connectionString: options.database.url,
    max: 3,
    application_name: 'prisme-queue',
    statement_timeout: options.database.budgets.interactiveMs,
  });
  pool.on('error', (error) => log.warn({ err: error }, 'File de travaux : connexion perdue'));
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: QUEUE_SCHEMA,
    // Prisme schedules nothing through pg-boss; its maintenance archives ended jobs and
    // expires stuck ones.
    schedule: false,
  });
  boss.on('error', (error: Error) => log.warn({ err: error }, 'File de travaux : erreur'));
  const running = createRunningJobs();
  const handlers = new Map<JobKind, JobHandler<unknown, unknown>>();
  /** This process's pg-boss workers: woken when this process enqueues. */
  const workerIds: string[] = [];
  /**
   * The requests of this process waiting for a job, by job id: when this process ran the
   * job too, its end reaches them at once rather than at their next poll.
   */
  const localEnds = new Map<string, (outcome: Outcome) => void>();
  let watcher: NodeJS.Timeout | undefined;
  let stopping = false;

  /** Runs a taken job; a job stopped by this process's stop goes back to the queue. */
  const take = (handler: JobHandler<unknown, unknown>) => {
    return async ([job]: PgBoss.Job<Envelope>[]): Promise<Outcome> => {
      const { token, userId, data } = job!.data;
      // Published already by a process that died before its end (a retry after pg-boss's
      // expiry): ended with what it answered, never run twice.
      const published = await store.publishedResult(token);
      if (published) return ended(job!.id, published);
      // Its record names this process (its presence key) before anything runs: a crash
      // from here on is found by the others.
      await store.started(token, userId);
      if ((await store.cancelledAmong([token])).length > 0)
        return { failure: failureOf(problem('JOB_CANCELLED')) };
      try {
        return ended(job!.id, {
          result: await running.run(handler, data, { token, userId, startRecorded: true }),
        });
      } catch (error) {
        if (!stopping) return ended(job!.id, { failure: failureOf(error) });
        // Not the job's failure: its record says queued again before this process's
        // presence goes, so that no other process takes it for a crash, and pg-boss
        // (the throw) puts it back for another process.
        await store.putBack(token);
        throw error;
      }
    };
  };

  /** Cancellations made by other processes, and jobs whose process is gone. */
  const watch = async () => {
    for (const token of await store.cancelledAmong(running.tokens()))
      running.stop(token, 'cancelled');
    // Published, then their process died: ended with their result, not retried (a
    // computation run again would replace its user's later perimeter with this one).
    for (const job of await store.takePublished()) {
      await boss.complete(job.kind, job.queueId, { result: job.result });
      log.warn(`Travail ${job.token} publié avant l’arrêt de son processus : terminé`);
    }
    // Recorded, but the process died before sending them: nothing will ever take them.
    for (const token of await store.failUnsent(SENT_JOBS))
      log.warn(`Travail ${token} jamais envoyé à la file (processus arrêté) : en échec`);
    for (const job of await store.takeInterrupted()) {
      await boss.fail(job.kind, job.queueId, { message: 'processus arrêté' });
      const after = await boss.getJobById(job.kind, job.queueId);
      if (after?.state === 'failed') await store.abandoned(job.token);
      log.warn(
        `Travail ${job.token} interrompu par l’arrêt de son processus : ${after?.state === 'failed' ? 'abandonné' : 'relancé'}`,
      );
    }
  };

  /** A job's end in this process, handed to its request if it waits here. */
  const ended = (id: string, outcome: Outcome): Outcome => {
    localEnds.get(id)?.(outcome);
    return outcome;
  };
  const answerOf = (outcome: Outcome): unknown => {
    if ('failure' in outcome) throw errorOf(outcome.failure);
    return outcome.result;
  };

  /**
   * The waiting request's side: the job's end, from this process if it ran the job, else
   * as pg-boss records it (polled, quickly at first, then every second).
   */
  const outcomeOf = async (kind: JobKind, id: string): Promise<unknown> => {
    let endedHere: Outcome | undefined;
    const here = new Promise<void>((resolve) =>
      localEnds.set(id, (outcome) => {
        endedHere = outcome;
        resolve();
      }),
    );
    try {
      for (let pause = WAIT_FIRST_MS; ; pause = Math.min(WAIT_MAX_MS, pause * 2)) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([here, new Promise((resolve) => (timer = setTimeout(resolve, pause)))]);
        clearTimeout(timer);
        if (endedHere) return answerOf(endedHere);
        if (stopping) throw problem('INTERNAL');
        const job = await boss.getJobById<Envelope>(kind, id, { includeArchive: true });
        if (!job) throw problem('NOT_FOUND');
        if (job.state === 'cancelled') throw problem('JOB_CANCELLED');
        if (job.state === 'failed') throw problem('JOB_ABANDONED');
        if (job.state === 'completed') return answerOf(job.output as Outcome);
      }
    } finally {
      localEnds.delete(id);
    }
  };

  return {
    register<D, R>(kind: JobKind, handler: JobHandler<D, R>) {
      handlers.set(kind, handler as JobHandler<unknown, unknown>);
      return async (data: D, owner: JobOwner) => {
        const token = owner.token ?? randomUUID();
        const id = randomUUID();
        // The record first: the process that takes the job finds it queued.
        await store.queued(token, owner.userId, kind, id);
        const envelope: Envelope = { token, userId: owner.userId, data };
        await boss.send(kind, envelope as unknown as object, { id });
        // An idle worker of this process takes it now, not at its next poll.
        for (const worker of workerIds) boss.notifyWorker(worker);
        return (await outcomeOf(kind, id)) as R;
      };
    },
    async cancel(token, userId) {
      const job = await store.cancelled(token, userId);
      if (!job) return false;
      if (job.kind && job.queueId) await boss.cancel(job.kind, job.queueId);
      running.stop(token, 'cancelled');
      return true;
    },
    async start() {
      // pg-boss's schema and queues, created by one process at a time: two processes
      // starting together deadlocked in create_queue (each inserting the queue's row while
      // the other attached its partition).
      const setup = await pool.connect();
      try {
        await setup.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
        await boss.start();
        for (const kind of handlers.keys())
          await boss.createQueue(kind, {
            name: kind,
            retryLimit: RETRIES,
            retryDelay: 0,
            expireInSeconds: EXPIRE_HOURS * 3600,
          });
      } finally {
        await setup.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]).catch(() => {});
        setup.release();
      }
      for (const [kind, handler] of handlers) {
        const { workers, pollingIntervalSeconds } = pollingOf(kind, options.workers);
        for (let worker = 0; worker < workers; worker += 1)
          workerIds.push(
            await boss.work<Envelope>(
              kind,
              { batchSize: 1, pollingIntervalSeconds },
              take(handler),
            ),
          );
      }
      const tick = () => {
        watcher = setTimeout(() => {
          watch()
            .catch((error: unknown) =>
              log.warn({ err: error }, 'File de travaux : surveillance impossible'),
            )
            .finally(() => {
              if (!stopping) tick();
            });
        }, WATCH_MS);
        watcher.unref();
      };
      tick();
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      clearTimeout(watcher);
      running.stopAll('stopping');
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      await pool.end();
    },
  };
}
