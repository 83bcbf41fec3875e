import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { problem } from '../http/errors';
import { jobRecords } from '../db/schema';

/**
 * In the transaction that publishes a job's results: its record goes from « running » to
 * « publishing », under the row's lock, or the transaction is refused when its user
 * cancelled the job meanwhile. A cancellation and a publication thus exclude each other:
 * a cancellation that comes first rolls the results back (JOB_CANCELLED, nothing stored);
 * one that comes after finds nothing left to cancel (job-store.ts `cancelled` matches only
 * queued and running jobs), so « rien n’a été enregistré » is never said of stored results.
 * « publishing » is committed with the results: a record left so by a stopped process
 * reads done (job-store.ts failInterrupted). A job without a record (a service run
 * without job records, as the benches do) publishes as before.
 */
export async function claimPublication(tx: Executor, token: string): Promise<void> {
  const [record] = await queryRows<{ state: string }>(
    tx,
    sql`select ${jobRecords.state} as state from ${jobRecords}
         where ${jobRecords.token} = ${token} for update`,
  );
  if (!record) return;
  if (record.state === 'cancelled') throw problem('JOB_CANCELLED');
  await tx.execute(
    sql`update ${jobRecords} set state = 'publishing'
         where ${jobRecords.token} = ${token} and ${jobRecords.state} = 'running'`,
  );
}

/**
 * In the same transaction, after the results: what the job answers, kept on its record.
 * A queued job whose process died after this commit is ended with it by the queue, rather
 * than run again (jobs/queue/postgres-queue.ts): a computation run twice would replace
 * the perimeter its user computed since with the older one.
 */
export async function recordPublished(tx: Executor, token: string, result: unknown): Promise<void> {
  await tx.execute(
    sql`update ${jobRecords} set result = ${JSON.stringify(result)}::jsonb
         where ${jobRecords.token} = ${token} and ${jobRecords.state} = 'publishing'`,
  );
}
