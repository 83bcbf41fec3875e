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
 * user who started it. Kept in this process's memory: the browser polls the process
 * that runs the work (docs/decisions.md, "Progress of long work"). Entries are dropped a
 * while after the work ends, so an abandoned token costs nothing for long. With a job
 * store, the start and the end of each job are also recorded in the database, so that a
 * job whose process stopped reads failed after a restart (`find`).
 */
export interface ProgressRegistry {
  start(token: string | undefined, userId: string): ProgressReporter & { end(): void };
  /** The live progress, in this process's memory. */
  read(token: string, userId: string): JobProgress | undefined;
  /** The live progress, else the job's record (a job whose server stopped reads failed). */
  find?(token: string, userId: string): Promise<JobProgress | undefined>;
}

const KEEP_AFTER_END_MS = 5 * 60_000;

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
  const silent = { report() {}, end() {} };
  const record = (write: (store: JobStore) => Promise<void>) => {
    if (!records) return;
    write(records.store).catch((error: unknown) =>
      records.log.warn({ err: error }, 'Suivi des travaux : enregistrement impossible'),
    );
  };
  const read = (token: string, userId: string) => {
    const entry = entries.get(token);
    return entry && entry.userId === userId ? entry.progress : undefined;
  };
  return {
    start(token, userId) {
      if (!token) return silent;
      const previous = entries.get(token);
      // A token is the browser's: another user's token is not taken over.
      if (previous && previous.userId !== userId) return silent;
      clearTimeout(previous?.timer);
      const entry: Entry = { userId, progress: progressOf('queued', 0) };
      // Compared unrounded: 20.2 after 20.4 is a step back even though both show 20 %.
      let rawPercent = 0;
      entries.set(token, entry);
      record((store) => store.started(token, userId));
      return {
        report(stage, percent, detail) {
          const next = progressOf(stage, percent, detail);
          // A late message (a worker's, read after the work went on) never moves the bar back.
          if (Math.max(percent, 0) >= rawPercent || stage === 'failed') {
            rawPercent = Math.max(percent, 0);
            entry.progress = next;
          }
          if (stage === 'done' || stage === 'failed') {
            record((store) => store.ended(token, stage, next.percent));
          }
        },
        end() {
          entry.timer = setTimeout(() => entries.delete(token), keepAfterEndMs);
          entry.timer.unref();
        },
      };
    },
    read,
    async find(token, userId) {
      return read(token, userId) ?? (await records?.store.find(token, userId));
    },
  };
}
