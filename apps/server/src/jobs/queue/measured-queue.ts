import { Gauge, Histogram, type Registry } from 'prom-client';
import { JOB_KINDS, type JobQueue } from './job-queue';
import { LIVE_JOB_STATES, type LiveJobCount } from './queue-records';

/**
 * The queue with its figures in the metrics' registry (GET /api/metrics), for a platform
 * team to see work pile up before users do:
 * - `prisme_job_duration_seconds{kind, outcome}`: each job this process ran, from its
 *   start to its end (outcome done, failed, or cancelled — by its user or a stop);
 * - `prisme_jobs_running_here{kind}`: the jobs this process runs now;
 * - `prisme_jobs{kind, state}`: the jobs waiting, running or publishing in the whole
 *   queue, read from its records at each scrape. On PostgreSQL every process answers the
 *   same figure (the queue is shared): take one, not their sum.
 * No label names a client or a user.
 */
export function measuredQueue(
  queue: JobQueue,
  registry: Registry,
  liveJobs: () => Promise<LiveJobCount[]>,
  onScrapeError: (error: unknown) => void,
): JobQueue {
  const durations = new Histogram({
    name: 'prisme_job_duration_seconds',
    help: 'Durée des travaux exécutés par ce processus, par nature et issue',
    labelNames: ['kind', 'outcome'] as const,
    // From a small import (a second) to a million-line computation on the embedded database.
    buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800],
    registers: [registry],
  });
  const runningHere = new Gauge({
    name: 'prisme_jobs_running_here',
    help: 'Travaux en cours dans ce processus, par nature',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'prisme_jobs',
    help: 'Travaux de la file en attente, en cours ou en publication, par nature et état',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      let counts: LiveJobCount[];
      try {
        counts = await liveJobs();
      } catch (error) {
        // The scrape still answers the process's own figures; this one reads absent.
        this.reset();
        onScrapeError(error);
        return;
      }
      // Every series set, zeros included: a queue that empties reads 0, not a gap.
      for (const kind of JOB_KINDS)
        for (const state of LIVE_JOB_STATES) this.set({ kind, state }, 0);
      for (const { kind, state, jobs } of counts) this.set({ kind, state }, jobs);
    },
  });
  for (const kind of JOB_KINDS) runningHere.set({ kind }, 0);

  return {
    cancel: (token, userId) => queue.cancel(token, userId),
    start: () => queue.start(),
    stop: () => queue.stop(),
    register(kind, handler) {
      return queue.register(kind, async (data, context) => {
        const stopTimer = durations.startTimer({ kind });
        runningHere.inc({ kind });
        let outcome = 'failed';
        try {
          const result = await handler(data, context);
          outcome = 'done';
          return result;
        } catch (error) {
          if (context.signal.aborted) outcome = 'cancelled';
          throw error;
        } finally {
          runningHere.dec({ kind });
          stopTimer({ outcome });
        }
      });
    },
  };
}
