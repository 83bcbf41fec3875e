import {
  and,
  eq,
  getTableColumns,
  getTableName,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  min,
  notExists,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { quoted, target } from '../../db/bulk/columns';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import { pagesOf } from '../../db/pages';
import { inBackground } from '../../db/statement-budget';
import { dropPartition, orphanPartitions, partitionOf } from '../../db/perimeter-partitions';
import {
  archives,
  computedPerimeters,
  esgSecurityResults,
  esgResults,
  paiResults,
  paiStatementTexts,
  liquidityHoldings,
  liquidityResults,
  lookthroughInstruments,
  lookthroughLines,
  lookthroughPaths,
  lookthroughRoots,
  scrImpactResults,
  scrLineResults,
  scrResults,
} from '../../db/schema';

/**
 * A user's earlier look-through is retired in the transaction that publishes the new one,
 * and its million lines are purged afterwards. Deleting them inside that transaction
 * took longer than writing the new lines (6.4 s for a million on a busy machine), and
 * the user waited for it. Retiring removes the perimeter row and its SCR result: every
 * read reaches lines through them, so the old lines are unreachable from that commit on
 * (its ESG and liquidity results go with it too).
 * The purge then deletes the lines, instruments, roots, paths and SCR line results that no perimeter
 * owns any more — whoever left them, a finished computation or a process stopped before
 * its purge ran (the purge runs again at start-up).
 * An archived perimeter (issue 18) is never retired: its row, so its lines, stay.
 */
export async function retireComputedPerimetersOfUser(
  tx: Executor,
  userId: string,
  /** A simulation's computation retires the user's earlier simulations' only, and the
   * client's own the client's own: the results are compared side by side (issue 17). */
  kind: 'own' | 'simulation' = 'own',
): Promise<number> {
  // An archive of one of them is written under the same lock (modules/archive): once it
  // is held, this statement sees every archive committed.
  await lockComputedPerimetersOfUser(tx, userId);
  const earlier = await tx
    .select({ roleCode: computedPerimeters.roleCode, id: computedPerimeters.id })
    .from(computedPerimeters)
    .where(
      and(
        eq(computedPerimeters.userId, userId),
        kind === 'own'
          ? isNull(computedPerimeters.simulationId)
          : isNotNull(computedPerimeters.simulationId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(archives)
            .where(
              and(
                eq(archives.roleCode, computedPerimeters.roleCode),
                eq(archives.perimeterId, computedPerimeters.id),
              ),
            ),
        ),
      ),
    );
  await retireComputedPerimeters(tx, earlier);
  return earlier.length;
}

/**
 * Retires computed perimeters (their results and rows; the purge deletes the rest after
 * the commit). The caller holds the lock of their users and knows none is archived.
 */
export async function retireComputedPerimeters(
  tx: Executor,
  perimeters: readonly { roleCode: string; id: string }[],
) {
  // One role at a time: each statement names its role, so it stays on the role's shard.
  const byRole = new Map<string, string[]>();
  for (const { roleCode, id } of perimeters)
    byRole.set(roleCode, [...(byRole.get(roleCode) ?? []), id]);
  for (const [roleCode, list] of byRole) {
    for (const table of [
      scrResults,
      scrImpactResults,
      esgResults,
      paiResults,
      paiStatementTexts,
      liquidityResults,
    ])
      await tx
        .delete(table)
        .where(and(eq(table.roleCode, roleCode), inArray(table.perimeterId, list)));
    await tx
      .delete(computedPerimeters)
      .where(and(eq(computedPerimeters.roleCode, roleCode), inArray(computedPerimeters.id, list)));
  }
}

const PERIMETERS_LOCK_SPACE = 741_163;

/**
 * Serialises, until the transaction ends, what retires or archives a user's computed
 * perimeters: a computation's retirement, an archive's creation, an archive's deletion
 * that retires its perimeter. Whoever also takes an archive role's lock takes it first.
 */
export async function lockComputedPerimetersOfUser(tx: Executor, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PERIMETERS_LOCK_SPACE}, hashtext(${userId}))`,
  );
}

/**
 * The tables whose rows belong to a computed perimeter, keyed (role_code, perimeter_id, …),
 * purged row by row. The look-through lines and the SCR's line results, a table per
 * perimeter, are dropped whole (db/perimeter-partitions.ts).
 */
const PERIMETER_TABLES = [
  lookthroughInstruments,
  lookthroughRoots,
  lookthroughPaths,
  esgSecurityResults,
  liquidityHoldings,
] as const;

/** Each perimeter table's last key column: its rows' number within the perimeter. */
const ROW_NUMBER_OF = new Map<PgTable, PgColumn>([
  [lookthroughInstruments, lookthroughInstruments.instrumentNo],
  [lookthroughRoots, lookthroughRoots.rootNo],
  [lookthroughPaths, lookthroughPaths.pathNo],
  [esgSecurityResults, esgSecurityResults.instrumentNo],
  [liquidityHoldings, liquidityHoldings.instrumentNo],
]);

/** Rows deleted per statement (db/pages.ts): 20,000 lines in a few tens of milliseconds. */
const PURGE_PAGE = 20_000;

/**
 * The (role, perimeter) pairs of a table with no perimeter row. The distinct pairs are
 * found by skipping along the primary key (a recursive "loose index scan": one probe per
 * perimeter, not one row per line), then checked against computed_perimeters.
 */
async function orphanPerimeters(
  db: Executor,
  table: string,
): Promise<{ role_code: string; perimeter_id: string }[]> {
  const t = sql.identifier(table);
  return queryRows(
    db,
    sql`with recursive kept as (
          (select role_code, perimeter_id from ${t} order by role_code, perimeter_id limit 1)
          union all
          select next.role_code, next.perimeter_id from kept, lateral (
            select role_code, perimeter_id from ${t} l
             where (l.role_code, l.perimeter_id) > (kept.role_code, kept.perimeter_id)
             order by role_code, perimeter_id limit 1) next
        )
        select role_code, perimeter_id from kept
         where not exists (select 1 from computed_perimeters c
                            where c.role_code = kept.role_code and c.id = kept.perimeter_id)
           and not exists (select 1 from perimeters_in_writing w
                            where w.role_code = kept.role_code
                              and w.perimeter_id = kept.perimeter_id)`,
  );
}

/**
 * Deletes the rows of retired perimeters (and of perimeters abandoned mid-write), a page
 * of row numbers per statement: they are unreachable, so no transaction need hold them
 * all, and a purge stopped halfway is taken up by the next. Their lines go with their
 * table. Answers how many perimeters' rows or lines went.
 */
export async function purgeRetiredPerimeters(db: Database, pageRows = PURGE_PAGE): Promise<number> {
  const dropped = new Set<string>();
  for (const partition of await orphanPartitions(db)) {
    if (await dropPartition(db, partition.table)) dropped.add(partition.perimeterId);
  }
  const orphans = new Map<string, { roleCode: string; perimeterId: string }>();
  for (const table of PERIMETER_TABLES) {
    for (const row of await orphanPerimeters(db, getTableName(table))) {
      orphans.set(`${row.role_code}|${row.perimeter_id}`, {
        roleCode: row.role_code,
        perimeterId: row.perimeter_id,
      });
    }
  }
  for (const { roleCode, perimeterId } of orphans.values()) {
    for (const table of PERIMETER_TABLES) {
      const ofPerimeter = and(eq(table.roleCode, roleCode), eq(table.perimeterId, perimeterId));
      const rowNo = ROW_NUMBER_OF.get(table)!;
      const [range] = await db
        .select({ first: min(rowNo), last: max(rowNo) })
        .from(table)
        .where(ofPerimeter);
      if (range?.first == null || range.last == null) continue;
      for (let from = Number(range.first); from <= Number(range.last); from += pageRows) {
        await db
          .delete(table)
          .where(and(ofPerimeter, gte(rowNo, from), lt(rowNo, from + pageRows)));
      }
    }
  }
  await maintainPerimeterTables(db);
  for (const { perimeterId } of orphans.values()) dropped.add(perimeterId);
  return dropped.size;
}

/**
 * Gives the space of purged rows back to the tables, marks the new lines all-visible (so
 * that a deep grid page reads the primary key alone: 500,000 heap fetches otherwise) and
 * refreshes the statistics the planner reads: after every computation, whose lines change
 * them all. Pages already clean are skipped by VACUUM.
 * The embedded database has no autovacuum (PGlite runs PostgreSQL as one process): without
 * this, each recomputation left a million dead rows behind and the planner the statistics
 * of an empty table, and a 5-line page of a server used for a day took 82 s (issue 14).
 * On PostgreSQL it also spares autovacuum's wait for its threshold after a big delete.
 */
export async function maintainPerimeterTables(db: Database): Promise<void> {
  // VACUUM apart from ANALYZE, and ANALYZE a few columns at a time: short units on the
  // embedded database's one connection. ANALYZE of the instruments' forty columns at
  // once took 0.4–0.6 s at 100,000 lines (sorting a sample of 30,000 values per column),
  // every request waiting behind it; each statement samples its own rows.
  for (const table of new Set([computedPerimeters, scrResults, ...PERIMETER_TABLES])) {
    await db.execute(sql.raw(`vacuum ${quoted(getTableName(table))}`));
    for (const part of pagesOf(Object.values(getTableColumns(table)), ANALYZE_COLUMNS)) {
      await analyze(db, table, part);
    }
  }
  // The tables of a perimeter's lines and SCR lines (db/perimeter-partitions.ts) are
  // written all-visible and never changed, their dead rows dropped with them: nothing to
  // vacuum. Each is analysed once, when its computation ends (refreshComputationStatistics).
}

/** Columns analysed per statement by maintainPerimeterTables. */
const ANALYZE_COLUMNS = 8;

/** ANALYZE of some of a table's columns: one statement, sampling its own rows. */
async function analyze(
  db: Database,
  table: PgTable,
  columns: readonly PgColumn[],
  tableName = getTableName(table),
) {
  await db.execute(sql.raw(`analyze ${target(tableName, columns)}`));
}

/** The tables a computation writes its per-line rows to, by area. */
const COMPUTATION_TABLES = {
  lookThrough: [lookthroughInstruments, lookthroughRoots, lookthroughPaths],
  esg: [esgSecurityResults],
  liquidity: [liquidityHoldings],
} as const;

/**
 * Refreshes the planner's statistics of the tables a computation just wrote to, before
 * its perimeter is read. A table analysed while it was empty (the SCR's lines, say, after
 * look-throughs without SCR) or before this perimeter's rows came told the planner a
 * handful of rows: the first page of the new lines grid was planned as nested loops over
 * whole tables, and ran 30 s into its statement timeout on 20,000 lines (bench:scale,
 * PostgreSQL) while the purge's VACUUM (ANALYZE) had not come yet. ANALYZE samples a
 * bounded number of rows, whatever the table's size.
 */
export async function refreshComputationStatistics(
  db: Database,
  perimeterId: string,
  areas: { scr: boolean; esg: boolean; liquidity: boolean },
): Promise<void> {
  const tables = [
    ...COMPUTATION_TABLES.lookThrough,
    ...(areas.esg ? COMPUTATION_TABLES.esg : []),
    ...(areas.liquidity ? COMPUTATION_TABLES.liquidity : []),
  ];
  // The key columns alone: what the planner lacked was the tables' size and the
  // perimeters' share of it, which ANALYZE records whatever the columns named (the
  // purge's ANALYZE then samples every column). Sampling the thirty columns of the
  // instruments took 0.4 s, a unit that held every request on the embedded database.
  // One statement per table, each a short unit there; side by side on PostgreSQL, each on
  // a connection of its own (a computation's thread has three).
  // The perimeter's own tables of lines and SCR lines, every column (the grid's
  // filters), as maintainPerimeterTables does for the other tables.
  const own: [PgTable, string][] = [
    [lookthroughLines, partitionOf('lookthrough_lines', perimeterId)],
    ...(areas.scr
      ? [[scrLineResults, partitionOf('scr_line_results', perimeterId)] as [PgTable, string]]
      : []),
  ];
  await Promise.all([
    ...tables.map((table) =>
      analyze(db, table, [table.roleCode, table.perimeterId, ROW_NUMBER_OF.get(table)!]),
    ),
    ...own.flatMap(([table, name]) =>
      pagesOf(Object.values(getTableColumns(table)), ANALYZE_COLUMNS).map((part) =>
        analyze(db, table, part, name),
      ),
    ),
  ]);
}

/**
 * Runs the purge in the background, one at a time: asked again while it runs, it runs
 * once more after. `idle()` resolves when nothing is left to run (tests, shutdown).
 */
export interface PerimeterPurger {
  schedule(): void;
  idle(): Promise<void>;
}

export function createPerimeterPurger(db: Database, log: FastifyBaseLogger): PerimeterPurger {
  let running: Promise<void> | undefined;
  let again = false;
  const run = async (): Promise<void> => {
    do {
      again = false;
      try {
        const purged = await inBackground(() => purgeRetiredPerimeters(db));
        if (purged) log.info(`${purged} transparisation(s) remplacée(s) purgée(s)`);
      } catch (error) {
        log.error({ err: error }, 'Purge des transparisations remplacées en échec');
      }
    } while (again);
    running = undefined;
  };
  return {
    schedule() {
      if (running) again = true;
      else running = run();
    },
    idle: async () => {
      while (running) await running;
    },
  };
}
