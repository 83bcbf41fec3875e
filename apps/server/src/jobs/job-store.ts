import { and, eq, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import {
  JOB_CANCELLED_REASON,
  JOB_INTERRUPTED_REASON,
  JOB_STAGES,
  type JobProgress,
  type JobStage,
} from '@prisme/domain';
import { queryRows, type Database } from '../db/client';
import { jobRecords } from '../db/schema';
import { createQueueRecords, type QueueRecords } from './queue/queue-records';

/** How long an ended job's record is kept (the browser stops asking within minutes). */
const KEEP_DAYS = 7;

/**
 * Advisory-lock namespace of the API processes' presence (DatabaseHandle.holdPresence):
 * a running job names its process's key (`owner`); the key's lock free means the process
 * is gone and the job was interrupted.
 */
export const PROCESS_PRESENCE_NAMESPACE = 741_164;

/**
 * The records of long work, in the database: they outlive the process that ran the work.
 * On PostgreSQL, where several API processes serve the same browsers, the running job's
 * live progress is written here too (`progressed`), so that its poll may reach any of
 * them; the embedded database has one process, which answers from its memory
 * (jobs/progress.ts). Writes are never awaited by the work itself: a record that cannot
 * be written costs a log line, not the computation.
 */
export interface JobStore extends QueueRecords {
  /** Whether the live progress is written here for other processes (PostgreSQL). */
  readonly sharesProgress: boolean;
  started(token: string, userId: string): Promise<void>;
  /** The live progress of a running job (only when `sharesProgress`). */
  progressed(token: string, progress: JobProgress): Promise<void>;
  ended(token: string, state: 'done' | 'failed', percent: number): Promise<void>;
  /**
   * The last known state of a job of this user, for a token this process does not hold in
   * memory: running (its process is alive, on PostgreSQL), done, or failed. A running job
   * whose process is gone is failed here with the French reason.
   */
  find(token: string, userId: string): Promise<JobProgress | undefined>;
  /**
   * At start-up: jobs still « running » were interrupted by a stop of the process that ran
   * them; they are failed with a French reason. On the embedded database that is every
   * running job (one process owns it); on PostgreSQL only those whose process is gone
   * (its presence lock free), so that a process starting leaves the others' jobs alone.
   * Old records are dropped.
   */
  failInterrupted(): Promise<number>;
}

/**
 * `presenceKey`: this process's presence key on PostgreSQL (DatabaseHandle.holdPresence,
 * namespace PROCESS_PRESENCE_NAMESPACE); undefined on the embedded database.
 */
export function createJobStore(db: Database, presenceKey?: number): JobStore {
  const shared = presenceKey !== undefined;
  // True when the job's process is gone: no owner recorded (the embedded database, or a
  // record older than owners), or the owner's presence lock is free. Probed with a
  // transaction-level lock, released as soon as the statement's transaction ends.
  const orphaned = shared
    ? sql`(${jobRecords.owner} is null or pg_try_advisory_xact_lock(${PROCESS_PRESENCE_NAMESPACE}, ${jobRecords.owner}))`
    : sql`true`;
  const failed = (percent: number, reason: string | null): JobProgress => ({
    stage: 'failed',
    percent,
    label: JOB_STAGES.failed,
    ...(reason ? { reason } : {}),
  });
  return {
    sharesProgress: shared,
    async started(token, userId) {
      const live = { stage: 'queued', detail: null, owner: presenceKey ?? null };
      await db
        .insert(jobRecords)
        .values({ token, userId, state: 'running', ...live })
        .onConflictDoUpdate({
          target: jobRecords.token,
          set: {
            state: 'running',
            percent: 0,
            reason: null,
            endedAt: null,
            startedAt: sql`now()`,
            ...live,
          },
          // A job cancelled before its process took it stays cancelled; one published
          // stays published (a retry ends with its result, jobs/queue).
          setWhere: and(
            eq(jobRecords.userId, userId),
            notInArray(jobRecords.state, ['cancelled', 'publishing', 'done']),
          ),
        });
    },
    async progressed(token, progress) {
      await db
        .update(jobRecords)
        .set({
          stage: progress.stage,
          percent: Math.round(progress.percent),
          detail: progress.detail ?? null,
        })
        .where(and(eq(jobRecords.token, token), eq(jobRecords.state, 'running')));
    },
    async ended(token, state, percent) {
      await db
        .update(jobRecords)
        .set({ state, stage: state, percent: Math.round(percent), endedAt: sql`now()` })
        // A cancelled job's work ends failed (stopped): its record keeps saying cancelled.
        .where(and(eq(jobRecords.token, token), ne(jobRecords.state, 'cancelled')));
    },
    async find(token, userId) {
      const [row] = await db
        .select()
        .from(jobRecords)
        .where(and(eq(jobRecords.token, token), eq(jobRecords.userId, userId)));
      if (!row) return undefined;
      if (row.state === 'done') return { stage: 'done', percent: 100, label: JOB_STAGES.done };
      if (row.state === 'queued') return { stage: 'queued', percent: 0, label: JOB_STAGES.queued };
      if (row.state === 'cancelled')
        return {
          stage: 'cancelled',
          percent: row.percent,
          label: JOB_STAGES.cancelled,
          reason: JOB_CANCELLED_REASON,
        };
      // Publishing: its results are being committed, its end is a moment away.
      const live = row.state === 'running' || row.state === 'publishing';
      if (!live || !shared) return failed(row.percent, row.reason);
      // Running, as another process records it: is that process still there?
      const [gone] = await queryRows<{ token: string }>(
        db,
        sql`update ${jobRecords}
               set state = 'failed', stage = 'failed', reason = ${JOB_INTERRUPTED_REASON},
                   ended_at = now()
             where ${jobRecords.token} = ${token} and ${jobRecords.state} = 'running'
               and ${jobRecords.queueId} is null and ${orphaned}
         returning ${jobRecords.token}`,
      );
      if (gone) return failed(row.percent, JOB_INTERRUPTED_REASON);
      const stage = (row.stage && row.stage in JOB_STAGES ? row.stage : 'queued') as JobStage;
      return {
        stage,
        percent: row.percent,
        label: JOB_STAGES[stage],
        ...(row.detail ? { detail: row.detail } : {}),
      };
    },
    async failInterrupted() {
      await db
        .delete(jobRecords)
        .where(lt(jobRecords.startedAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
      // « publishing » was committed with the results (jobs/publication.ts): done. A
      // queued job's is the queue's to end with its result (takePublished).
      await db
        .update(jobRecords)
        .set({ state: 'done', stage: 'done', percent: 100, endedAt: sql`now()` })
        .where(
          and(
            eq(jobRecords.state, 'publishing'),
            shared ? and(isNull(jobRecords.queueId), orphaned) : sql`true`,
          ),
        );
      const interrupted = await db
        .update(jobRecords)
        .set({
          state: 'failed',
          stage: 'failed',
          reason: JOB_INTERRUPTED_REASON,
          endedAt: sql`now()`,
        })
        .where(
          shared
            ? // A queued job's crash is the queue's to retry (takeInterrupted).
              and(eq(jobRecords.state, 'running'), isNull(jobRecords.queueId), orphaned)
            : // One process: its in-memory queue went with it, waiting jobs included.
              inArray(jobRecords.state, ['running', 'queued']),
        )
        .returning({ token: jobRecords.token });
      return interrupted.length;
    },
    ...createQueueRecords(db, presenceKey, orphaned),
  };
}
