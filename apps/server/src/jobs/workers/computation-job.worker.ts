import type { MessagePort } from 'node:worker_threads';
import { openThreadDatabase, type Database, type ThreadDatabaseTarget } from '../../db/client';
import { inBackground } from '../../db/statement-budget';
import {
  computeAndStore,
  type ComputationJob,
  type StoredComputation,
} from '../../modules/computation/pipeline';
import { progressOverPort } from '../../modules/computation/progress-over-port';
import { failureOf, type ThreadFailure } from '../thread-errors';
import { runEngines, startLineThreads } from './engines';
import { yieldToRequests } from './thread-priority';

yieldToRequests();

/** A whole computation, for a thread with connections of its own (PostgreSQL). */
export interface ComputationJobTask {
  database: ThreadDatabaseTarget;
  job: ComputationJob;
  /** Where the thread posts its progress (progress-over-port.ts), transferred with the task. */
  progressPort: MessagePort;
}

/** The stored computation, or why it failed (thread-errors.ts). */
export type ComputationJobOutcome = { stored: StoredComputation } | { failure: ThreadFailure };

/**
 * Connections per job thread: the pipeline reads the areas' settings side by side, and
 * stores in one transaction.
 */
const CONNECTIONS = 3;
/** The thread's connections, opened by its first job and kept for the next ones. */
const databases = new Map<string, Promise<Database>>();

function databaseOf(target: ThreadDatabaseTarget): Promise<Database> {
  let database = databases.get(target.url);
  if (!database) {
    database = openThreadDatabase(target, CONNECTIONS).then((handle) => handle.db);
    databases.set(target.url, database);
  }
  return database;
}

/**
 * Runs a whole computation in a pool thread of low priority (modules/computation/
 * pipeline.ts): reading a million lines' data, the engines and storing the results cost
 * seconds of decoding, building and encoding, which on the server's thread every read of
 * every user waited behind (bench:load, issue 20 §4). The thread opens its own
 * connections to PostgreSQL; the transaction, and so the atomicity, is the same. A null
 * task is the pool's warm-up.
 */
export default async function runComputationJob(
  task: ComputationJobTask | null,
): Promise<ComputationJobOutcome | null> {
  if (task === null) {
    startLineThreads(); // the warm-up: the SCR's second thread too
    return null;
  }
  try {
    const db = await databaseOf(task.database);
    const stored = await inBackground(() =>
      computeAndStore(
        db,
        task.job,
        progressOverPort(task.progressPort),
        async (input, settings, tell) => runEngines(input, settings, tell),
        // PostgreSQL: the requests have connections of their own meanwhile.
        'one-transaction',
      ),
    );
    return { stored };
  } catch (error) {
    return { failure: failureOf(error) };
  } finally {
    task.progressPort.close();
  }
}
