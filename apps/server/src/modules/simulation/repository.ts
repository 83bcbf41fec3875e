import { and, asc, desc, eq, ilike, inArray, lt, lte, or, sql } from 'drizzle-orm';
import {
  CASH_ACCOUNT_SUBCATEGORIES,
  type SimulationCash,
  type SimulationPosition,
} from '@prisme/domain';
import { queryRows, type Executor } from '../../db/client';
import {
  fundCompositions,
  positions,
  securities,
  simulationPositions as p,
  simulations as s,
} from '../../db/schema';

/** The cash accounts' CIC subcategories, as an SQL list. */
const CASH_SUBCATEGORIES = sql`(${sql.join(
  CASH_ACCOUNT_SUBCATEGORIES.map((code) => sql`${code}`),
  sql`, `,
)})`;

/**
 * Storage of the simulations. Every read and write names the simulation, and the service
 * reaches it only through `findOwnedSimulation` (the caller's own, of a client the caller
 * may reach).
 */
export type SimulationRow = typeof s.$inferSelect;
export type SimulationPositionRow = typeof p.$inferSelect;

/** A simulation's key: its client role (the shard) and its id (the one in the URLs). */
export interface SimulationKey {
  roleCode: string;
  id: string;
}

/** The simulation's own positions: its role and id, the first columns of their key. */
const ofSimulation = (key: SimulationKey) =>
  and(eq(p.roleCode, key.roleCode), eq(p.simulationId, key.id));

/**
 * A user's simulation by the id of the URL, within the given client roles (all when
 * undefined: an administrator). The one read of a simulation that does not know its role
 * yet; every later one names it (docs/scaling.md).
 */
export async function findOwnedSimulation(
  db: Executor,
  id: string,
  userId: string,
  roleCodes: readonly string[] | undefined,
): Promise<SimulationRow | undefined> {
  const mine = and(eq(s.id, id), eq(s.userId, userId));
  const [row] = await db
    .select()
    .from(s)
    .where(roleCodes ? and(mine, inArray(s.roleCode, [...roleCodes])) : mine);
  return row;
}

/** A user keeps one simulation at a time; any older than `maxAgeDays` is purged. */
export async function deleteReplacedSimulations(
  db: Executor,
  userId: string,
  maxAgeDays: number,
): Promise<void> {
  await db.delete(s).where(eq(s.userId, userId));
  await db.delete(s).where(lt(s.updatedAt, sql`now() - make_interval(days => ${maxAgeDays})`));
}

export async function insertSimulation(db: Executor, row: typeof s.$inferInsert): Promise<void> {
  await db.insert(s).values(row);
}

/** Marks a simulation changed now (its age counts from its last change). */
export async function touchSimulation(db: Executor, key: SimulationKey): Promise<void> {
  await db
    .update(s)
    .set({ updatedAt: new Date() })
    .where(and(eq(s.roleCode, key.roleCode), eq(s.id, key.id)));
}

export async function listSimulationPositions(
  db: Executor,
  key: SimulationKey,
): Promise<SimulationPosition[]> {
  const rows = await db
    .select({
      positionNo: p.positionNo,
      portfolioCode: p.portfolioCode,
      compartmentCode: p.compartmentCode,
      securityCode: p.securityCode,
      securityName: securities.name,
      cic: securities.cic,
      quantity: p.quantity,
      quotationCurrency: p.quotationCurrency,
      marketValueQc: p.marketValueQc,
      marketValueRc: p.marketValueRc,
      initialQuantity: p.initialQuantity,
      initialMarketValueRc: p.initialMarketValueRc,
    })
    .from(p)
    .leftJoin(securities, eq(securities.code, p.securityCode))
    .where(ofSimulation(key))
    .orderBy(asc(p.positionNo));
  return rows.map((row) => ({
    ...row,
    changed: row.initialQuantity === null || row.initialQuantity !== row.quantity,
  }));
}

export async function findSimulationPosition(
  db: Executor,
  key: SimulationKey,
  positionNo: number,
): Promise<SimulationPositionRow | undefined> {
  const [row] = await db
    .select()
    .from(p)
    .where(and(ofSimulation(key), eq(p.positionNo, positionNo)))
    .for('update');
  return row;
}

export async function updateSimulationPosition(
  db: Executor,
  key: SimulationKey,
  positionNo: number,
  values: Pick<
    SimulationPositionRow,
    'quantity' | 'marketValueQc' | 'marketValueRc' | 'accruedInterestRc'
  >,
): Promise<void> {
  await db
    .update(p)
    .set(values)
    .where(and(ofSimulation(key), eq(p.positionNo, positionNo)));
}

export async function deleteSimulationPosition(
  db: Executor,
  key: SimulationKey,
  positionNo: number,
): Promise<void> {
  await db.delete(p).where(and(ofSimulation(key), eq(p.positionNo, positionNo)));
}

/** Cash accounts (CIC 71 cash, 72 transferable deposits) summed by currency. */
export async function simulationCash(db: Executor, key: SimulationKey): Promise<SimulationCash[]> {
  const rows = await queryRows<{ currency: string; amount: number; amount_rc: number }>(
    db,
    sql`select ${p.quotationCurrency} as currency,
          sum(${p.marketValueQc})::float8 as amount, sum(${p.marketValueRc})::float8 as amount_rc
        from ${p} join ${securities} on ${securities.code} = ${p.securityCode}
        where ${p.roleCode} = ${key.roleCode} and ${p.simulationId} = ${key.id}
          and substr(${securities.cic}, 3, 2) in ${CASH_SUBCATEGORIES}
        group by ${p.quotationCurrency}
        order by ${p.quotationCurrency}`,
  );
  return rows.map((r) => ({ currency: r.currency, amount: r.amount, amountRc: r.amount_rc }));
}

/** The simulation's current value: its positions' market value, reference currency. */
export async function simulationValue(db: Executor, key: SimulationKey): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${p.marketValueRc}), 0)::float8` })
    .from(p)
    .where(ofSimulation(key));
  return Number(row?.value ?? 0);
}

/**
 * The simulation's positions as the look-through reads direct positions. A sold position
 * (copied, now at 0) is left out: it holds nothing. One at 0 in the client's inventory too
 * stays, so that an unchanged simulation looks through to the same lines as its base.
 */
export async function loadSimulationHeld(db: Executor, key: SimulationKey) {
  return db
    .select({
      portfolioCode: p.portfolioCode,
      compartmentCode: p.compartmentCode,
      securityCode: p.securityCode,
      quantity: p.quantity,
      quotationCurrency: p.quotationCurrency,
      marketValueQc: p.marketValueQc,
      marketValueRc: p.marketValueRc,
    })
    .from(p)
    .where(and(ofSimulation(key), sql`(${p.quantity} <> 0 or ${p.initialQuantity} = 0)`))
    .orderBy(asc(p.positionNo));
}

/**
 * The simulation's cash accounts (CIC 71-72) in a currency, largest first; those of one
 * portfolio when `portfolioCode` is given (a sale's proceeds stay in its portfolio).
 */
export async function findCashAccounts(
  db: Executor,
  key: SimulationKey,
  currency: string,
  portfolioCode?: string,
) {
  return db
    .select({
      positionNo: p.positionNo,
      quantity: p.quantity,
      marketValueQc: p.marketValueQc,
      marketValueRc: p.marketValueRc,
      accruedInterestRc: p.accruedInterestRc,
    })
    .from(p)
    .innerJoin(securities, eq(securities.code, p.securityCode))
    .where(
      and(
        ofSimulation(key),
        eq(p.quotationCurrency, currency),
        portfolioCode === undefined ? undefined : eq(p.portfolioCode, portfolioCode),
        sql`substr(${securities.cic}, 3, 2) in ${CASH_SUBCATEGORIES}`,
      ),
    )
    .orderBy(sql`${p.marketValueQc} desc`, asc(p.positionNo))
    .for('update', { of: p });
}

/** Securities of the referential whose code or name holds `search` (type-ahead). */
export async function searchSecurities(db: Executor, search: string, top: number) {
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .select({
      code: securities.code,
      name: securities.name,
      cic: securities.cic,
      currency: securities.currency,
    })
    .from(securities)
    .where(or(ilike(securities.code, pattern), ilike(securities.name, pattern)))
    .orderBy(asc(securities.code))
    .limit(top);
}

/** A security of the referential by code. */
export async function findSecurity(db: Executor, code: string) {
  const [row] = await db
    .select({ code: securities.code, currency: securities.currency })
    .from(securities)
    .where(eq(securities.code, code));
  return row;
}

/**
 * A unit price of a security at the simulation's date, in its currency, from what is
 * known: the simulation's own positions of it, else the client's at the date, else a
 * fund's share price (TPT 8) on or before the date. Undefined when none says it.
 */
export async function knownUnitPrice(
  db: Executor,
  simulation: { id: string; roleCode: string; valuationDate: string },
  securityCode: string,
): Promise<{ price: number; currency: string } | undefined> {
  const priced = (rows: { qc: number | null; units: number | null; currency: string }[]) => {
    const row = rows[0];
    return row && row.units && row.qc !== null
      ? { price: row.qc / row.units, currency: row.currency }
      : undefined;
  };
  const own = priced(
    await db
      .select({
        qc: sql<number | null>`sum(${p.marketValueQc})::float8`,
        units: sql<number | null>`sum(${p.quantity})::float8`,
        currency: p.quotationCurrency,
      })
      .from(p)
      .where(and(ofSimulation(simulation), eq(p.securityCode, securityCode)))
      .groupBy(p.quotationCurrency),
  );
  if (own) return own;
  const held = priced(
    await db
      .select({
        qc: sql<number | null>`sum(${positions.marketValueQc})::float8`,
        units: sql<number | null>`sum(${positions.quantity})::float8`,
        currency: positions.quotationCurrency,
      })
      .from(positions)
      .where(
        and(
          eq(positions.roleCode, simulation.roleCode),
          eq(positions.valuationDate, simulation.valuationDate),
          eq(positions.securityCode, securityCode),
        ),
      )
      .groupBy(positions.quotationCurrency),
  );
  if (held) return held;
  const [fund] = await db
    .select({ price: fundCompositions.sharePrice, currency: fundCompositions.currency })
    .from(fundCompositions)
    .where(
      and(
        eq(fundCompositions.fundCode, securityCode),
        lte(fundCompositions.valuationDate, simulation.valuationDate),
        sql`${fundCompositions.sharePrice} > 0`,
      ),
    )
    .orderBy(desc(fundCompositions.valuationDate))
    .limit(1);
  return fund?.price ? { price: fund.price, currency: fund.currency } : undefined;
}

/** Whether the simulation holds a position in this portfolio and compartment. */
export async function holdsCompartment(
  db: Executor,
  key: SimulationKey,
  portfolioCode: string,
  compartmentCode: string,
): Promise<boolean> {
  const [row] = await db
    .select({ no: p.positionNo })
    .from(p)
    .where(
      and(
        ofSimulation(key),
        eq(p.portfolioCode, portfolioCode),
        eq(p.compartmentCode, compartmentCode),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The next position number of a simulation. */
export async function nextPositionNo(db: Executor, key: SimulationKey): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${p.positionNo})` })
    .from(p)
    .where(ofSimulation(key));
  return Number(row?.last ?? 0) + 1;
}

export async function insertSimulationPosition(
  db: Executor,
  row: typeof p.$inferInsert,
): Promise<void> {
  await db.insert(p).values(row);
}
