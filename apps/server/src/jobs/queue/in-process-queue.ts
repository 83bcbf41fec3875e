import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { problem } from '../../http/errors';
import type { JobStore } from '../job-store';
import { jobsAtOnce, type JobHandler, type JobKind, type JobQueue } from './job-queue';
import { createRunningJobs } from './running-jobs';

interface Waiting {
  kind: JobKind;
  token: string;
  userId: string;
  start(): void;
  cancel(): void;
}

/**
 * The job queue of the embedded database (job-queue.ts): one process owns the database,
 * so the queue is this process's memory, first come first served, `concurrency` jobs of
 * each kind at once (an import does not wait behind two long computations). With a job store the records say « En attente », then the live progress (the
 * handler's), and « Annulé » when cancelled; a crash takes the waiting jobs with the
 * process, and the next start reads them failed (job-store.ts failInterrupted): the
 * request that waited for them is gone too, so nothing is retried.
 */
export function createInProcessQueue(
  options: { store?: JobStore; log?: FastifyBaseLogger; concurrency?: number } = {},
): JobQueue {
  const { store, log } = options;
  const concurrency = options.concurrency ?? jobsAtOnce(undefined, 'pglite');
  const running = createRunningJobs();
  const waiting: Waiting[] = [];
  /** Jobs running, by kind. */
  const active = new Map<JobKind, number>();
  let stopped = false;

  const next = () => {
    for (let index = 0; !stopped && index < waiting.length;) {
      const { kind } = waiting[index]!;
      if ((active.get(kind) ?? 0) >= concurrency) index += 1;
      else waiting.splice(index, 1)[0]!.start();
    }
  };
  // A record that cannot be written costs a log line, not the job.
  const record = (write: Promise<unknown>) =>
    write.catch((error: unknown) =>
      log?.warn({ err: error }, 'File de travaux : enregistrement impossible'),
    );

  return {
    register<D, R>(kind: JobKind, handler: JobHandler<D, R>) {
      return async (data: D, owner: { token: string | undefined; userId: string }) => {
        if (stopped) throw problem('INTERNAL');
        const token = owner.token ?? randomUUID();
        const { userId } = owner;
        if (store) await record(store.queued(token, userId, kind, null));
        return new Promise<R>((resolve, reject) => {
          waiting.push({
            kind,
            token,
            userId,
            start() {
              active.set(kind, (active.get(kind) ?? 0) + 1);
              running
                .run(handler, data, { token, userId, startRecorded: false })
                .then(resolve, reject)
                .finally(() => {
                  active.set(kind, active.get(kind)! - 1);
                  next();
                });
            },
            cancel: () => reject(problem('JOB_CANCELLED')),
          });
          next();
        });
      };
    },
    async cancel(token, userId) {
      const index = waiting.findIndex((job) => job.token === token && job.userId === userId);
      const wasWaiting = index >= 0;
      if (wasWaiting) waiting.splice(index, 1)[0]!.cancel();
      // Stopped first: the record's write waits for the one connection, which a running
      // import's transaction holds to its end; the job must see the cancellation before.
      // A job past publishing ignores its signal (its results stand) and the record then
      // refuses the cancellation (jobs/publication.ts); a job stopped here ends cancelled,
      // which only whoever cancels records (its handler's end does not).
      const stopped = running.stop(token, 'cancelled', userId);
      if (store && !(await store.cancelled(token, userId)) && !wasWaiting) return false;
      return stopped || wasWaiting;
    },
    async start() {
      stopped = false;
      next();
    },
    async stop() {
      stopped = true;
      for (const job of waiting.splice(0)) job.cancel();
      running.stopAll('stopping');
    },
  };
}
