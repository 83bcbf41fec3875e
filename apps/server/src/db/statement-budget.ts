import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How long one SQL statement may run before the database ends it. Requests of the API
 * get the interactive budget (PRISME_STATEMENT_TIMEOUT_S): a query that takes longer is
 * stopped and answered 503 QUERY_TIMEOUT, and holds nobody. Background work (a
 * look-through, an import, a purge, the demo seed) runs under `inBackground`, whose
 * statements may take longer (PRISME_BACKGROUND_STATEMENT_TIMEOUT_S); migrations have no
 * limit (0). Both drivers read the budget from here: PostgreSQL as its statement_timeout
 * (db/postgres-pool.ts), PGlite, which has no statement_timeout, through the watchdog of
 * its thread (db/pglite-thread).
 */
export interface StatementBudgets {
  /** Milliseconds; 0 means no limit. */
  interactiveMs: number;
  backgroundMs: number;
}

export const DEFAULT_STATEMENT_BUDGETS: StatementBudgets = {
  interactiveMs: 30_000,
  backgroundMs: 15 * 60_000,
};

type Kind = 'interactive' | 'background' | 'unlimited';
const context = new AsyncLocalStorage<Kind>();

/** Runs `work` (and every statement it starts) with the background budget. */
export function inBackground<T>(work: () => PromiseLike<T>): Promise<T> {
  // Awaited inside the context: a Drizzle query is lazy and starts when awaited.
  return context.run('background', async () => await work());
}

/** Runs `work` with no statement limit (migrations, which may rewrite big tables). */
export function withoutStatementLimit<T>(work: () => PromiseLike<T>): Promise<T> {
  return context.run('unlimited', async () => await work());
}

/** Whether the caller runs under `inBackground` (long work nobody waits on at a screen). */
export function isInBackground(): boolean {
  return context.getStore() === 'background';
}

/** The budget of the statement about to start, in milliseconds (0: no limit). */
export function currentStatementBudget(budgets: StatementBudgets): number {
  const kind = context.getStore() ?? 'interactive';
  if (kind === 'unlimited') return 0;
  return kind === 'background' ? budgets.backgroundMs : budgets.interactiveMs;
}

/** Thrown when a statement ran past its budget and the database ended it. */
export class StatementTimeoutError extends Error {
  /** PostgreSQL's query_canceled, as PostgreSQL itself reports a statement_timeout. */
  readonly code = '57014';
  constructor(readonly budgetMs: number) {
    super(`statement ended after ${budgetMs} ms (statement budget)`);
    this.name = 'StatementTimeoutError';
  }
}

/** Whether an error (or its cause, as Drizzle wraps driver errors) is a statement timeout. */
export function isStatementTimeout(error: unknown): boolean {
  return hasDatabaseErrorCode(error, '57014');
}

/**
 * Whether an error, or one of its causes (Drizzle wraps the driver's), is PostgreSQL's
 * error of this SQLSTATE code (a statement budget's timeout counts as 57014).
 */
export function hasDatabaseErrorCode(error: unknown, code: string): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if (code === '57014' && e instanceof StatementTimeoutError) return true;
    if (typeof e === 'object' && (e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
