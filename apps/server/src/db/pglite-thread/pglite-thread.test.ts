import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inBackground, StatementTimeoutError } from '../statement-budget';
import { PgliteThread } from './pglite-thread';

/** A statement that keeps PGlite busy for seconds (8 million rows counted). */
const LONG_STATEMENT = 'select count(*) from generate_series(1, 8000000)';
const LONG_COUNT = 8_000_000;

/** The longest any timer of the event loop waited past its time while `work` ran. */
async function eventLoopLagDuring(work: Promise<unknown>): Promise<number> {
  let worst = 0;
  let done = false;
  void work.finally(() => (done = true)).catch(() => {});
  while (!done) {
    const asked = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
    worst = Math.max(worst, performance.now() - asked - 10);
  }
  return worst;
}

describe('PGlite in its own thread', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prisme-pglite-thread-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the event loop free while a long statement runs', async () => {
    const db = new PgliteThread(undefined, { interactiveMs: 0, backgroundMs: 0 });
    await db.waitReady;
    try {
      const started = performance.now();
      const long = db.query(LONG_STATEMENT);
      const lag = await eventLoopLagDuring(long);
      expect(performance.now() - started).toBeGreaterThan(300); // it did hold the database
      // A held loop would lag the whole statement (over 300 ms); a loaded CI machine alone
      // delays timers by a hundred milliseconds or so.
      expect(lag).toBeLessThan(250);
      expect((await long).rows).toEqual([{ count: LONG_COUNT }]);
    } finally {
      await db.close();
    }
  });

  it('runs transactions whole: committed, or rolled back when the work throws', async () => {
    const db = new PgliteThread(undefined, { interactiveMs: 0, backgroundMs: 0 });
    await db.waitReady;
    try {
      await db.query('create table t (n int)');
      await db.transaction(async (tx) => {
        await tx.query('insert into t values ($1)', [1]);
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into t values ($1)', [2]);
          throw new Error('échec');
        }),
      ).rejects.toThrow('échec');
      // A statement outside waits for the open transaction, never runs inside it.
      const inside = db.transaction(async (tx) => {
        await tx.query('insert into t values (3)');
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.query('insert into t values (4)');
      });
      const outside = db.query('select count(*)::int as n from t');
      await inside;
      expect((await outside).rows).toEqual([{ n: 3 }]);
      // PostgreSQL's errors keep their code.
      await expect(db.query('insert into missing values (1)')).rejects.toMatchObject({
        code: '42P01',
      });
    } finally {
      await db.close();
    }
  });

  it('ends a statement past its budget, fails its transaction, and opens the folder again', async () => {
    const db = new PgliteThread(dir, { interactiveMs: 1_000, backgroundMs: 120_000 });
    await db.waitReady;
    try {
      await inBackground(async () => {
        await db.query('create table kept (n int)');
        await db.query('insert into kept values (1)');
      });
      const started = performance.now();
      const lost = db.transaction(async (tx) => {
        await tx.query('insert into kept values (2)');
        await tx.query(LONG_STATEMENT);
      });
      await expect(lost).rejects.toBeInstanceOf(StatementTimeoutError);
      expect(performance.now() - started).toBeLessThan(5_000);
      // The committed row is there, the lost transaction's is not.
      const kept = await inBackground(() => db.query('select n from kept order by n'));
      expect(kept.rows).toEqual([{ n: 1 }]);
      // Background work has the longer budget.
      const long = await inBackground(() => db.query(LONG_STATEMENT));
      expect(long.rows).toEqual([{ count: LONG_COUNT }]);
    } finally {
      await db.close();
    }
  });

  /**
   * A thread in memory for `work`, closed after: `run` queries, and notes the statement's
   * name in `finished` when it ends.
   */
  async function inFinishOrder(
    work: (run: (name: string, statement: string) => Promise<void>) => Promise<void>,
  ): Promise<string[]> {
    const db = new PgliteThread(undefined, { interactiveMs: 0, backgroundMs: 0 });
    await db.waitReady;
    const finished: string[] = [];
    try {
      await work((name, statement) => db.query(statement).then(() => void finished.push(name)));
      return finished;
    } finally {
      await db.close();
    }
  }

  const shortly = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('runs a request’s statement before the background work queued ahead of it', async () => {
    const finished = await inFinishOrder(async (run) => {
      // A computation's pages queued one behind the other, the first one running.
      const pages = inBackground(() =>
        Promise.all([1, 2, 3].map((n) => run(`page ${n}`, 'select pg_sleep(0.1)'))),
      );
      // A request's read arrives meanwhile: it waits for the page running, not the others.
      await shortly();
      await run('read', 'select 1');
      await pages;
    });
    expect(finished).toEqual(['page 1', 'read', 'page 2', 'page 3']);
  });

  it('lets background work in when requests keep it waiting', async () => {
    const finished = await inFinishOrder(async (run) => {
      const background = inBackground(() =>
        Promise.all([run('page 1', 'select pg_sleep(0.1)'), run('page 2', 'select 1')]),
      );
      await shortly();
      // Twenty reads of 50 ms each, one second of requests without a pause.
      const reads = Array.from({ length: 20 }, (_, i) =>
        run(`read ${i + 1}`, 'select pg_sleep(0.05)'),
      );
      await Promise.all([background, ...reads]);
    });
    const turn = finished.indexOf('page 2');
    // Not before the reads queued at once, nor after all of them: about half a second in.
    expect(turn).toBeGreaterThan(3);
    expect(turn).toBeLessThan(16);
  });
});
