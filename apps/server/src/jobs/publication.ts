import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { problem } from '../http/errors';
import { jobRecords } from '../db/schema';

/**
 * At the end of the transaction that publishes a job's results: its record goes from
 * « running » to « publishing » with what the job answers, under the row's lock, or the
 * transaction is refused when its user cancelled the job meanwhile. A cancellation and a
 * publication thus exclude each other: a cancellation that comes first rolls the results
 * back (JOB_CANCELLED, nothing stored); one that comes after finds nothing left to cancel
 * (job-store.ts `cancelled` matches only queued and running jobs), so « rien n’a été
 * enregistré » is never said of stored results. « publishing » and the answer are
 * committed with the results: a record left so by a stopped process reads done
 * (job-store.ts failInterrupted), and a queued job is ended with its answer rather than
 * run again (jobs/queue/postgres-queue.ts) — a computation run twice would replace the
 * perimeter its user computed since with the older one. A job without a record (a service
 * run without job records, as the benches do) publishes as before.
 */
export async function claimPublication(
  tx: Executor,
  token: string,
  result: unknown,
): Promise<void> {
  const [record] = await queryRows<{ state: string }>(
    tx,
    sql`select ${jobRecords.state} as state from ${jobRecords}
         where ${jobRecords.token} = ${token} for update`,
  );
  if (!record) return;
  if (record.state === 'cancelled') throw problem('JOB_CANCELLED');
  await tx.execute(
    sql`update ${jobRecords} set state = 'publishing', result = ${JSON.stringify(result)}::jsonb
         where ${jobRecords.token} = ${token} and ${jobRecords.state} = 'running'`,
  );
}
