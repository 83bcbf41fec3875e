import pg from 'pg';
import { currentStatementBudget, type StatementBudgets } from './statement-budget';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A node-postgres pool whose connections carry the statement budget of whoever takes
 * them (statement-budget.ts): PostgreSQL ends a statement past its statement_timeout
 * with 57014 query_canceled, answered 503 QUERY_TIMEOUT. Connections open with the
 * interactive budget; a connection taken for background work (or migrations) is set to
 * its budget first, and set back when an interactive caller takes it next. The budget is
 * read when `connect` is called, in the caller's context: pool.query and Drizzle's
 * transactions both take their connection through it.
 */
export class BudgetedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly budgets: StatementBudgets,
  ) {
    // JIT compilation off: the per-perimeter tables of lines (perimeter-partitions.ts)
    // have no parent statistics, so joins of a million lines are estimated at hundreds of
    // millions of rows, past jit_above_cost; compiling then took 0.3–1 s of a 70 ms count
    // (the grid's filtered count, bench:scale), and never paid back in what was measured.
    super({
      ...config,
      statement_timeout: budgets.interactiveMs,
      options: [config.options, '-c jit=off'].filter(Boolean).join(' '),
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const budget = currentStatementBudget(this.budgets);
    const connected = super.connect().then(async (client) => {
      const budgeted = client as pg.PoolClient & { budgetMs?: number };
      const current = budgeted.budgetMs ?? this.budgets.interactiveMs;
      if (current !== budget) {
        try {
          await client.query(`set statement_timeout = ${Math.trunc(budget)}`);
        } catch (error) {
          client.release(error as Error);
          throw error;
        }
        budgeted.budgetMs = budget;
      }
      return client;
    });
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error)),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }
}
