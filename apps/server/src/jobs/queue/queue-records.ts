import { and, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { JOB_ABANDONED_REASON, JOB_CANCELLED_REASON, JOB_INTERRUPTED_REASON } from '@prisme/domain';
import { queryRows, type Database } from '../../db/client';
import { jobRecords } from '../../db/schema';

/** How long a queued record may wait for its job to reach the queue (a send takes ms). */
const UNSENT_AFTER_SECONDS = 60;

/** The states of a queued job not ended: waiting, running, or publishing its results. */
export const LIVE_JOB_STATES = ['queued', 'running', 'publishing'] as const;

/** Jobs known to the queue's records, by kind and state (QueueRecords.liveJobs). */
export interface LiveJobCount {
  kind: string;
  state: (typeof LIVE_JOB_STATES)[number];
  jobs: number;
}

/**
 * The job queue's records (jobs/queue), in job_records beside the progress records of
 * jobs/job-store.ts: a queued job's record is written on enqueueing and carries its kind
 * and queue id, so that any process cancels it, retries it, or ends it with its published
 * result.
 */
export interface QueueRecords {
  /** Enqueued, waiting for a process to take it (`queueId`: its id in pg-boss, if there). */
  queued(token: string, userId: string, kind: string, queueId: string | null): Promise<void>;
  /**
   * Its user cancels a job waiting or running: the record reads cancelled. Answers the
   * job's kind and queue id, or undefined when the user has no such job waiting or running.
   */
  cancelled(
    token: string,
    userId: string,
  ): Promise<{ kind: string | null; queueId: string | null } | undefined>;
  /** Which of these jobs (running here) were cancelled meanwhile, from any process. */
  cancelledAmong(tokens: readonly string[]): Promise<string[]>;
  /**
   * Queued jobs found running under a process that is gone (PostgreSQL): their records go
   * back to « queued » (the queue retries them) and are answered, each once (a row lock
   * keeps two processes from taking the same one).
   */
  takeInterrupted(): Promise<{ token: string; kind: string; queueId: string }[]>;
  /**
   * Queued jobs whose process died after publishing their results (PostgreSQL): their
   * records read done, and are answered with what the job answers, each once, for the
   * queue to end them with it rather than retry them.
   */
  takePublished(): Promise<{ token: string; kind: string; queueId: string; result: unknown }[]>;
  /** What a job answers once its results are published (jobs/publication.ts), if they are. */
  publishedResult(token: string): Promise<{ result: unknown } | undefined>;
  /** A job the queue gave up after its retry: failed with the French reason. */
  abandoned(token: string): Promise<void>;
  /**
   * A job this process stops running as it stops: its record reads queued again (only if
   * this process still runs it), so that no other process takes it for a crash's.
   */
  putBack(token: string): Promise<void>;
  /**
   * Queued jobs whose record was written but whose job never reached the queue (a process
   * killed between the two, PostgreSQL): failed with the French reason after a minute,
   * rather than read « En attente » until the records' clean-up. `sentJobs` is the queue's
   * own table of jobs, by kind and id.
   */
  failUnsent(sentJobs: SQL): Promise<string[]>;
  /**
   * Queued jobs not ended, by kind and state (the metrics' `prisme_jobs`). Read from the
   * records, which hold a week (job-store.ts KEEP_DAYS): a scan of a few thousand rows.
   */
  liveJobs(): Promise<LiveJobCount[]>;
}

/**
 * `presenceKey`: this process's presence key on PostgreSQL, undefined on the embedded
 * database; `orphaned`: the condition that a record's process is gone (job-store.ts).
 */
export function createQueueRecords(
  db: Database,
  presenceKey: number | undefined,
  orphaned: SQL,
): QueueRecords {
  const shared = presenceKey !== undefined;
  return {
    async queued(token, userId, kind, queueId) {
      const record = {
        state: 'queued',
        stage: 'queued',
        percent: 0,
        detail: null,
        reason: null,
        owner: null,
        endedAt: null,
        kind,
        queueId,
        result: null,
      };
      await db
        .insert(jobRecords)
        .values({ token, userId, ...record })
        .onConflictDoUpdate({
          target: jobRecords.token,
          set: { ...record, startedAt: sql`now()` },
          setWhere: eq(jobRecords.userId, userId),
        });
    },
    async cancelled(token, userId) {
      const [row] = await db
        .update(jobRecords)
        .set({
          state: 'cancelled',
          stage: 'cancelled',
          reason: JOB_CANCELLED_REASON,
          endedAt: sql`now()`,
        })
        .where(
          and(
            eq(jobRecords.token, token),
            eq(jobRecords.userId, userId),
            inArray(jobRecords.state, ['queued', 'running']),
          ),
        )
        .returning({ kind: jobRecords.kind, queueId: jobRecords.queueId });
      return row;
    },
    async cancelledAmong(tokens) {
      if (tokens.length === 0) return [];
      const rows = await db
        .select({ token: jobRecords.token })
        .from(jobRecords)
        .where(and(inArray(jobRecords.token, [...tokens]), eq(jobRecords.state, 'cancelled')));
      return rows.map((row) => row.token);
    },
    async takeInterrupted() {
      if (!shared) return [];
      return queryRows<{ token: string; kind: string; queueId: string }>(
        db,
        sql`update ${jobRecords}
               set state = 'queued', stage = 'queued', percent = 0, detail = null, owner = null
             where ${jobRecords.state} = 'running' and ${jobRecords.queueId} is not null
               and ${jobRecords.owner} is not null and ${orphaned}
         returning ${jobRecords.token} as token, ${jobRecords.kind} as kind,
                   ${jobRecords.queueId} as "queueId"`,
      );
    },
    async takePublished() {
      if (!shared) return [];
      return queryRows<{ token: string; kind: string; queueId: string; result: unknown }>(
        db,
        sql`update ${jobRecords}
               set state = 'done', stage = 'done', percent = 100, ended_at = now()
             where ${jobRecords.state} = 'publishing' and ${jobRecords.queueId} is not null
               and ${jobRecords.owner} is not null and ${orphaned}
         returning ${jobRecords.token} as token, ${jobRecords.kind} as kind,
                   ${jobRecords.queueId} as "queueId", ${jobRecords.result} as result`,
      );
    },
    async publishedResult(token) {
      const [row] = await db
        .select({ result: jobRecords.result })
        .from(jobRecords)
        .where(
          and(
            eq(jobRecords.token, token),
            inArray(jobRecords.state, ['publishing', 'done']),
            isNotNull(jobRecords.result),
          ),
        );
      return row && { result: row.result };
    },
    async putBack(token) {
      await db
        .update(jobRecords)
        .set({ state: 'queued', stage: 'queued', percent: 0, detail: null, owner: null })
        .where(
          and(
            eq(jobRecords.token, token),
            eq(jobRecords.state, 'running'),
            presenceKey === undefined
              ? isNull(jobRecords.owner)
              : eq(jobRecords.owner, presenceKey),
          ),
        );
    },
    async abandoned(token) {
      await db
        .update(jobRecords)
        .set({
          state: 'failed',
          stage: 'failed',
          reason: JOB_ABANDONED_REASON,
          endedAt: sql`now()`,
        })
        .where(and(eq(jobRecords.token, token), ne(jobRecords.state, 'cancelled')));
    },
    async failUnsent(sentJobs) {
      if (!shared) return [];
      const rows = await queryRows<{ token: string }>(
        db,
        sql`update ${jobRecords} as r
               set state = 'failed', stage = 'failed', reason = ${JOB_INTERRUPTED_REASON},
                   ended_at = now()
             where r.state = 'queued' and r.queue_id is not null
               and r.started_at < now() - make_interval(secs => ${UNSENT_AFTER_SECONDS})
               and not exists (select 1 from ${sentJobs} j where j.name = r.kind and j.id = r.queue_id)
         returning r.token as token`,
      );
      return rows.map((row) => row.token);
    },
    async liveJobs() {
      return queryRows<LiveJobCount>(
        db,
        sql`select ${jobRecords.kind} as kind, ${jobRecords.state} as state, count(*)::int as jobs
              from ${jobRecords}
             where ${jobRecords.kind} is not null
               and ${inArray(jobRecords.state, [...LIVE_JOB_STATES])}
             group by 1, 2`,
      );
    },
  };
}
