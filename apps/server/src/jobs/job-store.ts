import { and, eq, lt, sql } from 'drizzle-orm';
import { JOB_INTERRUPTED_REASON, JOB_STAGES, type JobProgress } from '@prisme/domain';
import type { Database } from '../db/client';
import { jobRecords } from '../db/schema';

/** How long an ended job's record is kept (the browser stops asking within minutes). */
const KEEP_DAYS = 7;

/**
 * The records of long work, in the database: they outlive the process that ran the work
 * (jobs/progress.ts keeps the live progress in memory). Writes are never awaited by the
 * work itself: a record that cannot be written costs a log line, not the computation.
 */
export interface JobStore {
  started(token: string, userId: string): Promise<void>;
  ended(token: string, state: 'done' | 'failed', percent: number): Promise<void>;
  /** The last known state of a job of this user, for a token no process holds in memory. */
  find(token: string, userId: string): Promise<JobProgress | undefined>;
  /**
   * At start-up: jobs still « running » were interrupted by a stop of the process that ran
   * them (one process owns the embedded database; on PostgreSQL, see docs/decisions.md);
   * they are failed with a French reason. Old records are dropped.
   */
  failInterrupted(): Promise<number>;
}

export function createJobStore(db: Database): JobStore {
  return {
    async started(token, userId) {
      await db
        .insert(jobRecords)
        .values({ token, userId, state: 'running' })
        .onConflictDoUpdate({
          target: jobRecords.token,
          set: { state: 'running', percent: 0, reason: null, endedAt: null, startedAt: sql`now()` },
          setWhere: eq(jobRecords.userId, userId),
        });
    },
    async ended(token, state, percent) {
      await db
        .update(jobRecords)
        .set({ state, percent: Math.round(percent), endedAt: sql`now()` })
        .where(eq(jobRecords.token, token));
    },
    async find(token, userId) {
      const [row] = await db
        .select()
        .from(jobRecords)
        .where(and(eq(jobRecords.token, token), eq(jobRecords.userId, userId)));
      if (!row) return undefined;
      if (row.state === 'done') return { stage: 'done', percent: 100, label: JOB_STAGES.done };
      return {
        stage: 'failed',
        percent: row.percent,
        label: JOB_STAGES.failed,
        ...(row.reason ? { reason: row.reason } : {}),
      };
    },
    async failInterrupted() {
      await db
        .delete(jobRecords)
        .where(lt(jobRecords.startedAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
      const failed = await db
        .update(jobRecords)
        .set({ state: 'failed', reason: JOB_INTERRUPTED_REASON, endedAt: sql`now()` })
        .where(eq(jobRecords.state, 'running'))
        .returning({ token: jobRecords.token });
      return failed.length;
    },
  };
}
