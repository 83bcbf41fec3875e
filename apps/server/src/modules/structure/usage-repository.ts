import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PORTFOLIO_COMPARTMENT_SEPARATOR, type StructureUsage } from '@prisme/domain';
import type { Executor } from '../../db/client';
import {
  archives,
  compartments,
  computedPerimeters,
  portfolios,
  positions,
  simulations,
} from '../../db/schema';

/**
 * What refers to the clients, portfolios and compartments (issue 35 §A.3): the counts a
 * deletion is refused on. A perimeter (computed, archived or a simulation's) names a
 * portfolio by its code in `portfolios`, and a compartment of it by its bare code or as
 * `PORTFOLIO|CODE` in `compartments` (domain inventory/compartment-entries.ts).
 */
export interface StructureUsages {
  client(code: string): StructureUsage;
  portfolio(client: string, portfolio: string): StructureUsage;
  compartment(client: string, portfolio: string, compartment: string): StructureUsage;
}

/** Counts by client, by client and portfolio, and by client, portfolio and compartment. */
type Counts = Map<string, number>;
const keyOf = (...parts: string[]) => parts.join('\u0000');
const count = sql<number>`count(*)::int`;

/** A table with a client role and a perimeter's portfolio and compartment entries. */
interface PerimeterColumns {
  table: PgTable;
  roleCode: AnyPgColumn;
  portfolios: AnyPgColumn;
  compartments: AnyPgColumn;
}

const namesPortfolio = (source: PerimeterColumns): SQL =>
  and(
    eq(source.roleCode, portfolios.roleCode),
    sql`${portfolios.code} = any(${source.portfolios})`,
  )!;

const namesCompartment = (source: PerimeterColumns): SQL =>
  and(
    eq(source.roleCode, compartments.roleCode),
    sql`${compartments.portfolioCode} = any(${source.portfolios})`,
    sql`(${compartments.code} = any(${source.compartments})
      or ${compartments.portfolioCode} || ${PORTFOLIO_COMPARTMENT_SEPARATOR} || ${compartments.code}
        = any(${source.compartments}))`,
  )!;

/**
 * How many perimeters of one kind name each client, portfolio and compartment of `roles`.
 * `restricted` is what else a perimeter must meet (to be archived).
 */
async function perimeterCounts(
  db: Executor,
  roles: readonly string[],
  source: PerimeterColumns,
  restricted?: SQL,
): Promise<Counts> {
  const counts: Counts = new Map();
  const clients = await db
    .select({ role: source.roleCode, n: count })
    .from(source.table)
    .where(and(inArray(source.roleCode, [...roles]), restricted))
    .groupBy(source.roleCode);
  for (const row of clients) counts.set(keyOf(String(row.role)), row.n);
  const byPortfolio = await db
    .select({ role: portfolios.roleCode, portfolio: portfolios.code, n: count })
    .from(portfolios)
    .innerJoin(source.table, and(namesPortfolio(source), restricted))
    .where(inArray(portfolios.roleCode, [...roles]))
    .groupBy(portfolios.roleCode, portfolios.code);
  for (const row of byPortfolio) counts.set(keyOf(row.role, row.portfolio), row.n);
  const byCompartment = await db
    .select({
      role: compartments.roleCode,
      portfolio: compartments.portfolioCode,
      compartment: compartments.code,
      n: count,
    })
    .from(compartments)
    .innerJoin(source.table, and(namesCompartment(source), restricted))
    .where(inArray(compartments.roleCode, [...roles]))
    .groupBy(compartments.roleCode, compartments.portfolioCode, compartments.code);
  for (const row of byCompartment)
    counts.set(keyOf(row.role, row.portfolio, row.compartment), row.n);
  return counts;
}

/** Positions (all valuation dates) by compartment, summed up to portfolios and clients. */
async function positionCounts(db: Executor, roles: readonly string[]): Promise<Counts> {
  const rows = await db
    .select({
      role: positions.roleCode,
      portfolio: positions.portfolioCode,
      compartment: positions.compartmentCode,
      n: count,
    })
    .from(positions)
    .where(inArray(positions.roleCode, [...roles]))
    .groupBy(positions.roleCode, positions.portfolioCode, positions.compartmentCode);
  const counts: Counts = new Map();
  const add = (key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);
  for (const row of rows) {
    add(keyOf(row.role), row.n);
    add(keyOf(row.role, row.portfolio), row.n);
    add(keyOf(row.role, row.portfolio, row.compartment), row.n);
  }
  return counts;
}

const pick = (t: {
  roleCode: AnyPgColumn;
  portfolios: AnyPgColumn;
  compartments: AnyPgColumn;
}) => ({
  roleCode: t.roleCode,
  portfolios: t.portfolios,
  compartments: t.compartments,
});

/** Every count of the clients `roles`, their portfolios and compartments. */
export async function readUsages(db: Executor, roles: readonly string[]): Promise<StructureUsages> {
  if (roles.length === 0) {
    const none = { positions: 0, computations: 0, archives: 0, simulations: 0 };
    return { client: () => none, portfolio: () => none, compartment: () => none };
  }
  const cp = computedPerimeters;
  const computed = { table: cp, ...pick(cp) };
  const positionsOf = await positionCounts(db, roles);
  const computationsOf = await perimeterCounts(db, roles, computed);
  const archivesOf = await perimeterCounts(
    db,
    roles,
    computed,
    sql`exists (select 1 from ${archives} where ${archives.roleCode} = ${cp.roleCode}
      and ${archives.perimeterId} = ${cp.id})`,
  );
  const simulationsOf = await perimeterCounts(db, roles, {
    table: simulations,
    ...pick(simulations),
  });
  const usage = (key: string): StructureUsage => ({
    positions: positionsOf.get(key) ?? 0,
    computations: computationsOf.get(key) ?? 0,
    archives: archivesOf.get(key) ?? 0,
    simulations: simulationsOf.get(key) ?? 0,
  });
  return {
    client: (code) => usage(keyOf(code)),
    portfolio: (client, portfolio) => usage(keyOf(client, portfolio)),
    compartment: (client, portfolio, compartment) => usage(keyOf(client, portfolio, compartment)),
  };
}
