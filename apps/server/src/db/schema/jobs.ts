import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

/**
 * Long work a browser follows by its token (transparisation, computations): started,
 * then ended done or failed. The process that runs the work keeps its live progress in
 * memory and, on PostgreSQL (where several API processes may serve the same browser),
 * also writes it here a few times a second (stage, percent, detail), so that the poll
 * may reach any process. The record outlives the process, so that a computation whose
 * server stopped reads as failed, not as unknown (issue 14).
 */
export const jobRecords = pgTable(
  'job_records',
  {
    token: uuid('token').primaryKey(),
    userId: uuid('user_id').notNull(),
    /**
     * queued (waiting in the job queue for a process to take it) | running | publishing
     * (its results' transaction under way, committed with them: jobs/publication.ts) | done
     * | failed | cancelled (by its user, from any process: jobs/queue).
     */
    state: text('state').notNull(),
    percent: smallint('percent').notNull().default(0),
    /** Why it failed, in French. */
    reason: text('reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The live stage of a running job (JobStage), written by its process on PostgreSQL. */
    stage: text('stage'),
    /** The live French detail of that stage (« 12 000 lignes enregistrées sur 38 874 »). */
    detail: text('detail'),
    /**
     * The key of the session advisory lock its process holds while it lives (PostgreSQL;
     * jobs/process-presence.ts): a running job whose owner's lock is free was interrupted.
     * Null on the embedded database, which has one process.
     */
    owner: integer('owner'),
    /** What kind of queued work it is ('computation', 'import', 'export'); null for a record of work not queued. */
    kind: text('kind'),
    /**
     * Its job's id in the PostgreSQL job queue (pg-boss, jobs/queue/postgres-queue.ts): how
     * a cancellation or a crash's retry reaches it from any process.
     */
    queueId: uuid('queue_id'),
    /**
     * What the job answers, written in the transaction that publishes its results
     * (jobs/publication.ts): a queued job whose process died after that commit is ended
     * with it, never run again (jobs/queue/postgres-queue.ts).
     */
    result: jsonb('result'),
  },
  (t) => [index('job_records_started_idx').on(t.startedAt)],
);

/**
 * A queued job's file on its way between two processes on PostgreSQL (jobs/job-files.ts):
 * an import's upload, from the process that received it to the one that takes the job;
 * an export's workbook, back to the process that answers the request. Stored a part at a
 * time (bounded memory both ways), deleted once read; a part a stopped process left goes
 * after a day. Read by its id only.
 */
export const jobFileParts = pgTable(
  'job_file_parts',
  {
    fileId: uuid('file_id').notNull(),
    part: integer('part').notNull(),
    /** Stored uncompressed (migration 0030): a workbook is a zip already. */
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.part] })],
);
