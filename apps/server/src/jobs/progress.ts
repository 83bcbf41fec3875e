import type { FastifyBaseLogger } from 'fastify';
import { JOB_STAGES, type JobProgress, type JobStage } from '@prisme/domain';
import type { JobStore } from './job-store';

/** What a running piece of work tells about itself. */
export interface ProgressReporter {
  /**
   * Moves to `stage` at `percent` (0…100; never goes back), `detail` saying what it is
   * doing in French with its figures.
   */
  report(stage: JobStage, percent: number, detail?: string): void;
}

/**
 * The progress of long work, keyed by a token the browser chose and readable only by the
 * user who started it. The process that runs the work keeps it in memory (entries are
 * dropped a while after the work ends, so an abandoned token costs nothing for long).
 * With a job store, the start and the end of each job are recorded in the database, so
 * that a job whose process stopped reads failed (`find`); and when the store shares
 * progress (PostgreSQL: several API processes may serve one browser), the live progress
 * is written there too, at most every PROGRESS_WRITE_MS and one write at a time, so that
 * the browser's poll may reach any process (issue 21 §3, docs/scaling.md).
 */
export interface ProgressRegistry {
  start(
    token: string | undefined,
    userId: string,
    /** The job's queue wrote its « running » record already (JobContext.startRecorded). */
    options?: { startRecorded?: boolean },
  ): ProgressReporter & {
    end(): void;
    /**
     * Resolves when the job's record writes asked so far are done (a failed write is
     * logged, never thrown): the work awaits its end on record before it answers.
     */
    recorded?(): Promise<void>;
  };
  /** The live progress, in this process's memory. */
  read(token: string, userId: string): JobProgress | undefined;
  /**
   * The live progress in memory, else the job's record: the live progress another process
   * writes, done, or failed (a job whose server stopped reads failed).
   */
  find?(token: string, userId: string): Promise<JobProgress | undefined>;
}

const KEEP_AFTER_END_MS = 5 * 60_000;
/** The shortest time between two writes of a job's live progress to the database. */
export const PROGRESS_WRITE_MS = 250;

interface Entry {
  userId: string;
  progress: JobProgress;
  timer?: NodeJS.Timeout;
}

const progressOf = (stage: JobStage, percent: number, detail?: string): JobProgress => ({
  stage,
  percent: Math.round(Math.min(100, Math.max(0, percent))),
  label: JOB_STAGES[stage],
  ...(detail && { detail }),
});

export function createProgressRegistry(
  keepAfterEndMs = KEEP_AFTER_END_MS,
  records?: { store: JobStore; log: FastifyBaseLogger },
): ProgressRegistry {
  const entries = new Map<string, Entry>();
  const silent = { report() {}, end() {}, recorded: () => Promise.resolve() };
  const read = (token: string, userId: string) => {
    const entry = entries.get(token);
    return entry && entry.userId === userId ? entry.progress : undefined;
  };
  return {
    start(token, userId, options) {
      if (!token) return silent;
      const previous = entries.get(token);
      // A token is the browser's: another user's token is not taken over.
      if (previous && previous.userId !== userId) return silent;
      clearTimeout(previous?.timer);
      const entry: Entry = { userId, progress: progressOf('queued', 0) };
      // Compared unrounded: 20.2 after 20.4 is a step back even though both show 20 %.
      let rawPercent = 0;
      entries.set(token, entry);
      // The job's writes, in order: start, live progress (the latest only, throttled), end.
      let writes: Promise<void> = Promise.resolve();
      const record = (write: (store: JobStore) => Promise<void>) => {
        if (!records) return;
        writes = writes
          .then(() => write(records.store))
          .catch((error: unknown) =>
            records.log.warn({ err: error }, 'Suivi des travaux : enregistrement impossible'),
          );
      };
      const sharing = records?.store.sharesProgress === true;
      let unsent: JobProgress | undefined;
      let lastWrite = 0;
      let writing = false;
      let flushTimer: NodeJS.Timeout | undefined;
      const schedule = () => {
        if (flushTimer || writing || !unsent) return;
        flushTimer = setTimeout(flush, Math.max(0, lastWrite + PROGRESS_WRITE_MS - Date.now()));
        flushTimer.unref();
      };
      // One progress write at a time: what arrives meanwhile replaces what waits.
      const flush = () => {
        flushTimer = undefined;
        const progress = unsent;
        unsent = undefined;
        if (!progress) return;
        writing = true;
        record(async (store) => {
          try {
            await store.progressed(token, progress);
          } finally {
            writing = false;
            lastWrite = Date.now();
            schedule();
          }
        });
      };
      const share = (progress: JobProgress) => {
        if (!sharing) return;
        unsent = progress;
        schedule();
      };
      if (!options?.startRecorded) record((store) => store.started(token, userId));
      return {
        report(stage, percent, detail) {
          const next = progressOf(stage, percent, detail);
          // A late message (a worker's, read after the work went on) never moves the bar back.
          const ending = stage === 'done' || stage === 'failed' || stage === 'cancelled';
          if (Math.max(percent, 0) >= rawPercent || (ending && stage !== 'done')) {
            rawPercent = Math.max(percent, 0);
            entry.progress = next;
            if (!ending) share(next);
          }
          if (ending) {
            // The end supersedes any progress not written yet.
            clearTimeout(flushTimer);
            flushTimer = undefined;
            unsent = undefined;
            // A cancellation is recorded by whoever cancelled (jobs/queue).
            if (stage !== 'cancelled') record((store) => store.ended(token, stage, next.percent));
          }
        },
        end() {
          entry.timer = setTimeout(() => entries.delete(token), keepAfterEndMs);
          entry.timer.unref();
        },
        recorded: () => writes,
      };
    },
    read,
    async find(token, userId) {
      return read(token, userId) ?? (await records?.store.find(token, userId));
    },
  };
}
