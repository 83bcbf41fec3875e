import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  currentStatementBudget,
  isInBackground,
  StatementTimeoutError,
  type StatementBudgets,
} from '../statement-budget';
import type {
  QueryAnswer,
  QueryCall,
  ThreadAnswer,
  ThreadCall,
  ThreadError,
  ThreadStart,
} from './protocol';

/** The options of a query, as Drizzle's PGlite session and the COPY helpers give them. */
export interface ThreadQueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
  blob?: Blob;
}

export interface ThreadResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
  blob?: Blob;
}

/** The part of PGlite that Drizzle and the COPY helpers use: a query, a transaction. */
export interface ThreadQueryable {
  query(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults>;
}

export interface ThreadTransaction extends ThreadQueryable {
  rollback(): Promise<void>;
}

/** A database error from the thread: PostgreSQL's message, with its fields (code…). */
export class ThreadDatabaseError extends Error {
  constructor({ message, fields }: ThreadError) {
    super(message);
    Object.assign(this, fields);
    this.name = 'DatabaseError';
  }
}

interface InFlight {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout | undefined;
}

const THREAD_ENTRY = new URL('./thread-entry.cjs', import.meta.url);
const WORKER_MODULE = fileURLToPath(new URL('./pglite.worker.ts', import.meta.url));

/** How long background work waits at most for requests' units (nextUnit). */
const BACKGROUND_TURN_MS = 500;

/** One unit of work: a statement alone, or a whole transaction. */
type Unit = () => Promise<void>;

export interface DatabaseActivity {
  /** Since when the thread has been running the current unit of work, if it is. */
  busySince: number | undefined;
  /** Units of work waiting for the thread. */
  waiting: number;
}

/**
 * Embedded PGlite in a thread of its own (pglite.worker.ts), so that no statement, however
 * long, holds the server's event loop: /api/health, static files and sign-in keep
 * answering. The units of work (a statement, or a whole transaction) are queued here and
 * sent one at a time, so the one running is always known, and a statement's time is its
 * own, not its wait. A statement that runs past its budget (statement-budget.ts) ends the
 * thread: PGlite cannot cancel a statement otherwise. The caller gets a
 * StatementTimeoutError (503 QUERY_TIMEOUT), the open transaction is lost (PostgreSQL
 * recovers the database from its write-ahead log, as after a crash), and a new thread
 * opens the same folder for the next units. A database in memory (tests) has no
 * watchdog: ending its thread would lose it.
 */
export class PgliteThread {
  private worker: Worker | undefined;
  private started!: Promise<void>;
  private readonly inFlight = new Map<number, InFlight>();
  /** Units waiting: a request's first, then background work's (see enqueue). */
  private readonly queue = { interactive: [] as Unit[], background: [] as Unit[] };
  private running = false;
  /** When background work last got a unit in (nextUnit). */
  private backgroundRanAt = 0;
  private busySince: number | undefined;
  private lastId = 0;
  /** Bumped at each new thread: transactions of an earlier thread are gone. */
  private generation = 0;
  private closing = false;

  constructor(
    private readonly dataDir: string | undefined,
    private readonly budgets: StatementBudgets,
    /** See ThreadStart.loadFrom. */
    private readonly loadFrom?: string,
  ) {
    this.start();
  }

  /** Settles when the database is open (and rejects if it cannot be). */
  get waitReady(): Promise<void> {
    return this.started;
  }

  activity(): DatabaseActivity {
    return {
      busySince: this.busySince,
      waiting: this.queue.interactive.length + this.queue.background.length,
    };
  }

  query(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults> {
    return this.enqueue(() => this.send(queryCall(sql, params, options, undefined), options));
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    return this.enqueue(async () => {
      const generation = this.generation;
      const { tx } = (await this.post({ op: 'begin', id: 0 }, 0)) as { tx: number };
      let rolledBack = false;
      const handle: ThreadTransaction = {
        query: (sql, params, options) => {
          if (generation !== this.generation) {
            return Promise.reject(new Error('transaction perdue : la base a été rouverte'));
          }
          return this.send(queryCall(sql, params, options, tx), options);
        },
        rollback: async () => {
          rolledBack = true;
          await this.post({ op: 'end', id: 0, tx, commit: false }, 0);
        },
      };
      try {
        const result = await work(handle);
        if (!rolledBack) await this.post({ op: 'end', id: 0, tx, commit: true }, 0);
        return result;
      } catch (error) {
        if (!rolledBack && generation === this.generation) {
          await this.post({ op: 'end', id: 0, tx, commit: false }, 0).catch(() => {});
        }
        throw error;
      }
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.started.catch(() => {});
    await this.post({ op: 'close', id: 0 }, 0).catch(() => {});
    await this.worker?.terminate();
  }

  /** Opens a thread on the folder; calls wait for it through `started`. */
  private start(after: Promise<unknown> = Promise.resolve()): void {
    this.generation++;
    this.worker = undefined;
    this.started = after.then(() => this.spawn());
    // The first caller reports a failure to open; no unhandled rejection meanwhile.
    this.started.catch(() => {});
  }

  private spawn(): Promise<void> {
    const worker = new Worker(THREAD_ENTRY, {
      workerData: {
        dataDir: this.dataDir,
        loadFrom: this.loadFrom,
        module: WORKER_MODULE,
      } satisfies ThreadStart,
      execArgv: ['--conditions=source', '--import', 'tsx'],
    });
    this.worker = worker;
    return new Promise((ready, failed) => {
      worker.on('message', (answer: ThreadAnswer) => {
        if ('ready' in answer) return ready();
        this.settle(answer);
      });
      worker.once('error', failed);
      worker.once('exit', (code) => {
        failed(new Error(`le thread de la base s’est arrêté (code ${code})`));
        // Ended under us (a crash, not close() nor the watchdog): fail what it held, reopen.
        if (this.worker === worker && !this.closing) {
          this.failInFlight(new Error(`base embarquée arrêtée (code ${code})`));
          this.start();
        }
      });
    });
  }

  private failInFlight(error: Error): void {
    for (const [id, call] of this.inFlight) {
      clearTimeout(call.timer);
      call.reject(error);
      this.inFlight.delete(id);
    }
  }

  /**
   * Queues a unit of work. A request's statements pass before background work's
   * (inBackground: computations, imports, the purge), which nobody waits on at a screen:
   * with one connection, a read queued behind a computation's units would wait for all
   * of them. Background work keeps its own order, and proceeds whenever no request waits.
   */
  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const queue = isInBackground() ? this.queue.background : this.queue.interactive;
    return new Promise<T>((resolve, reject) => {
      queue.push(() => work().then(resolve, reject));
      this.drain();
    });
  }

  private drain(): void {
    if (this.running) return;
    const next = this.nextUnit();
    if (!next) return;
    this.running = true;
    this.busySince = performance.now();
    void next().finally(() => {
      this.running = false;
      this.busySince = undefined;
      this.drain();
    });
  }

  /**
   * A request's unit first, but background work that has not run for BACKGROUND_TURN_MS
   * while requests kept coming gets one unit in: reads without pause (bench:load's
   * saturation run) must not starve a computation. Letting one in after a fixed number
   * of requests' units instead put 100 ms pages in the middle of reads at an ordinary
   * load (p99 from 190 to 350 ms, bench:load on the embedded database).
   */
  private nextUnit(): Unit | undefined {
    const { interactive, background } = this.queue;
    const now = performance.now();
    if (
      background.length &&
      (!interactive.length || now - this.backgroundRanAt >= BACKGROUND_TURN_MS)
    ) {
      this.backgroundRanAt = now;
      return background.shift();
    }
    return interactive.shift();
  }

  private async send(
    call: Omit<QueryCall, 'blob'>,
    options: ThreadQueryOptions | undefined,
  ): Promise<ThreadResults> {
    const blob = options?.blob ? await options.blob.arrayBuffer() : undefined;
    const budget = currentStatementBudget(this.budgets);
    const answer = (await this.post({ ...call, blob }, budget, blob)) as QueryAnswer;
    return {
      rows: answer.rows,
      fields: answer.fields,
      affectedRows: answer.affectedRows,
      ...(answer.blob ? { blob: new Blob([answer.blob]) } : {}),
    };
  }

  private async post(call: ThreadCall, budgetMs: number, transfer?: ArrayBuffer): Promise<unknown> {
    await this.started;
    const id = ++this.lastId;
    const worker = this.worker!;
    return new Promise((resolve, reject) => {
      const watchdog = budgetMs > 0 && this.dataDir !== undefined;
      const timer = watchdog
        ? setTimeout(() => this.timeOut(worker, budgetMs), budgetMs)
        : undefined;
      this.inFlight.set(id, { resolve, reject, timer });
      worker.postMessage({ ...call, id }, transfer ? [transfer] : []);
    });
  }

  private settle(answer: Exclude<ThreadAnswer, { id: -1 }>): void {
    const call = this.inFlight.get(answer.id);
    if (!call) return;
    this.inFlight.delete(answer.id);
    clearTimeout(call.timer);
    if (answer.ok) call.resolve(answer.value);
    else call.reject(new ThreadDatabaseError(answer.error));
  }

  /** A statement ran past its budget: end the thread, fail what it held, open anew. */
  private timeOut(worker: Worker, budgetMs: number): void {
    if (this.worker !== worker) return;
    this.failInFlight(new StatementTimeoutError(budgetMs));
    // The new thread opens the folder only once the old one has let go of it.
    this.start(worker.terminate());
  }
}

function queryCall(
  sql: string,
  params: unknown[] | undefined,
  options: ThreadQueryOptions | undefined,
  tx: number | undefined,
): Omit<QueryCall, 'blob'> {
  return {
    op: 'query',
    id: 0,
    sql,
    params,
    rowMode: options?.rowMode,
    textTypes: Object.keys(options?.parsers ?? {}).map(Number),
    tx,
  };
}
