import { index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Long work a browser follows by its token (transparisation, computations): started,
 * then ended done or failed. Progress itself is kept in the memory of the process that
 * runs the work (it changes every second); this record outlives the process, so that a
 * computation whose server stopped reads as failed, not as unknown (issue 14).
 */
export const jobRecords = pgTable(
  'job_records',
  {
    token: uuid('token').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** running | done | failed */
    state: text('state').notNull(),
    percent: smallint('percent').notNull().default(0),
    /** Why it failed, in French. */
    reason: text('reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('job_records_started_idx').on(t.startedAt)],
);
