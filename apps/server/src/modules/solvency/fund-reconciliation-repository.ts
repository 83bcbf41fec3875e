import { and, asc, desc, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EQUITY_TYPE1_KEYS } from '@prisme/engine';
import {
  FUND_RECONCILIATION_STRESS_KEYS,
  FUND_RECONCILIATION_STRESSES,
  type FundReconciliationStress,
  type LookThroughStatus,
} from '@prisme/domain';
import type { Executor } from '../../db/client';
import {
  computedPerimeters,
  fundCompositionLines,
  lookthroughInstruments as i,
  lookthroughLines as l,
  lookthroughRoots as r,
  scrLineResults as s,
  scrResults,
} from '../../db/schema';

/** The perimeter of an SCR result, within the given client roles (all when undefined). */
export async function findScrPerimeter(
  db: Executor,
  perimeterId: string,
  roleCodes: readonly string[] | undefined,
) {
  const byId = eq(computedPerimeters.id, perimeterId);
  const [row] = await db
    .select({
      roleCode: computedPerimeters.roleCode,
      valuationDate: computedPerimeters.valuationDate,
      referenceCurrency: computedPerimeters.referenceCurrency,
    })
    .from(computedPerimeters)
    .innerJoin(
      scrResults,
      and(
        eq(scrResults.roleCode, computedPerimeters.roleCode),
        eq(scrResults.perimeterId, computedPerimeters.id),
      ),
    )
    .where(roleCodes ? and(byId, inArray(computedPerimeters.roleCode, [...roleCodes])) : byId);
  return row;
}

/** A sum that is 0 over no row, optionally over the rows meeting `where` only. */
const total = (value: SQLWrapper, where?: SQL) =>
  (where
    ? sql`coalesce(sum(${value}) filter (where ${where}), 0)`
    : sql`coalesce(sum(${value}), 0)`
  ).mapWith(Number);

/** Credit derivatives: CIC category F (data-standards §1.2), the CIC's third character. */
const creditDerivative = sql`substr(${i.cic}, 3, 1) = 'F'`;
/**
 * Currency derivatives (data-standards §1.2: futures A3, options B3/C3, swaps D2/D3,
 * forwards E2), the CIC's last two characters: the legs a hedged share class holds.
 */
const currencyDerivative = sql`substr(${i.cic}, 3, 2) in ('A3', 'B3', 'C3', 'D2', 'D3', 'E2')`;
const typeOneEquity = inArray(s.equity, [...EQUITY_TYPE1_KEYS]);

/** A held fund kept as one line: no composition, or cut by the level or a cycle. */
const FUND_KEPT_WHOLE: LookThroughStatus[] = [
  'not_looked_through',
  'data_grouping',
  'level_cap',
  'cycle',
  'grouping_limit',
];

/** A table of the same perimeter whose `key` equals the line's `ref`. */
const ofLine = (
  table: { roleCode: AnyPgColumn; perimeterId: AnyPgColumn },
  key: AnyPgColumn,
  ref: AnyPgColumn,
) => and(eq(table.roleCode, l.roleCode), eq(table.perimeterId, l.perimeterId), eq(key, ref));

/**
 * Prisme's losses per fund held directly (a root position that was looked through, or a
 * fund kept whole), summed in the database over the fund's look-through lines: positive
 * = loss, reference currency, each stress unfloored. Equity type 1 / type 2 by the
 * engine's class (Art. 168(4): infrastructure goes with type 2, as TPT 100 does), spread
 * of bonds on everything but credit derivatives, and the currency fall as the opposite
 * of the rise (Art. 188(3)-(4), one stress both ways). The lines are summed per root
 * position first (an integer key), then per fund code across portfolios and compartments.
 */
export async function prismeLossesByFund(db: Executor, roleCode: string, perimeterId: string) {
  const ofPerimeter = <T extends { roleCode: AnyPgColumn; perimeterId: AnyPgColumn }>(t: T) =>
    and(eq(t.roleCode, roleCode), eq(t.perimeterId, perimeterId));
  const derivatives = db
    .select({ instrumentNo: i.instrumentNo })
    .from(i)
    .where(and(ofPerimeter(i), creditDerivative))
    .as('credit_derivatives');
  const isDerivative = sql`${derivatives.instrumentNo} is not null`;
  const lossesOfLines: Record<FundReconciliationStress | 'held', SQL.Aliased<number>> = {
    held: total(l.marketValueRc).as('held'),
    interestRateUp: total(s.interestRateLossUp).as('interest_rate_up'),
    interestRateDown: total(s.interestRateLossDown).as('interest_rate_down'),
    equityType1: total(s.equityLoss, typeOneEquity).as('equity_type1'),
    equityType2: total(s.equityLoss, sql`not ${typeOneEquity}`).as('equity_type2'),
    property: total(s.propertyLoss).as('property'),
    spreadBonds: total(s.spreadLoss, sql`${derivatives.instrumentNo} is null`).as('spread_bonds'),
    spreadCreditDerivatives: total(s.spreadLoss, isDerivative).as('spread_derivatives'),
    currencyUp: total(s.currencyLossUp).as('currency_up'),
    currencyDown: sql`-${total(s.currencyLossUp)}`.mapWith(Number).as('currency_down'),
  };
  const byRoot = db
    .select({
      rootNo: l.rootNo,
      lineCount: sql`count(*)`.mapWith(Number).as('line_count'),
      ...lossesOfLines,
    })
    .from(l)
    .leftJoin(s, ofLine(s, s.lineNo, l.lineNo))
    .leftJoin(derivatives, eq(derivatives.instrumentNo, l.instrumentNo))
    .where(ofPerimeter(l))
    .groupBy(l.rootNo)
    .having(
      sql`max(${l.depth}) > 0 or bool_or(${l.depth} = 0 and ${inArray(l.status, FUND_KEPT_WHOLE)})`,
    )
    .as('by_root');
  const losses = Object.fromEntries(
    FUND_RECONCILIATION_STRESS_KEYS.map((key) => [key, total(byRoot[key])]),
  ) as Record<FundReconciliationStress, SQL<number>>;
  return db
    .select({
      fundCode: r.rootCode,
      fundName: sql<string | null>`max(${r.rootName})`,
      lineCount: total(byRoot.lineCount),
      heldValue: total(byRoot.held),
      ...losses,
    })
    .from(byRoot)
    .innerJoin(r, and(ofPerimeter(r), eq(r.rootNo, byRoot.rootNo)))
    .groupBy(r.rootCode)
    .orderBy(asc(r.rootCode));
}
export type PrismeFundLosses = Awaited<ReturnType<typeof prismeLossesByFund>>[number];

/**
 * The value of every root's look-through lines by their currency (the engine's currency
 * of Art. 188(1): TPT 21 inside a fund, null when unknown), per root code across
 * portfolios and compartments, reference currency: what the currency stress of a fund
 * is measured on against its share-class currency.
 */
export async function currencyExposuresByRoot(db: Executor, roleCode: string, perimeterId: string) {
  return db
    .select({
      rootCode: r.rootCode,
      currency: l.quotationCurrency,
      value: total(l.marketValueRc),
      lineCount: sql`count(*)`.mapWith(Number),
      currencyDerivativeLines: sql`count(*) filter (where ${currencyDerivative})`.mapWith(Number),
    })
    .from(l)
    .innerJoin(r, ofLine(r, r.rootNo, l.rootNo))
    .leftJoin(i, ofLine(i, i.instrumentNo, l.instrumentNo))
    .where(and(eq(l.roleCode, roleCode), eq(l.perimeterId, perimeterId)))
    .groupBy(r.rootCode, l.quotationCurrency);
}
export type CurrencyExposure = Awaited<ReturnType<typeof currencyExposuresByRoot>>[number];

/**
 * The user's current computed perimeter of their own positions (not a simulation's):
 * the latest, since each computation retires the user's earlier one (perimeter-purge.ts,
 * archives aside), within the given client roles, with whether it has an SCR result.
 */
export async function findCurrentOwnPerimeter(
  db: Executor,
  userId: string,
  roleCodes: readonly string[] | undefined,
) {
  const p = computedPerimeters;
  const [row] = await db
    .select({
      perimeterId: p.id,
      roleCode: p.roleCode,
      valuationDate: p.valuationDate,
      portfolios: p.portfolios,
      compartments: p.compartments,
      lookThroughLevel: p.lookThroughLevel,
      createdAt: p.createdAt,
      hasScr: sql<boolean>`${scrResults.perimeterId} is not null`,
    })
    .from(p)
    .leftJoin(
      scrResults,
      and(eq(scrResults.roleCode, p.roleCode), eq(scrResults.perimeterId, p.id)),
    )
    .where(
      and(
        eq(p.userId, userId),
        isNull(p.simulationId),
        roleCodes ? inArray(p.roleCode, [...roleCodes]) : undefined,
      ),
    )
    .orderBy(desc(p.createdAt))
    .limit(1);
  return row;
}

const c = fundCompositionLines;
/** A TPT field of the lines' indicative SCR (jsonb by field number) summed, 0 when absent. */
const field = (id: string) =>
  sql`coalesce(sum((${c.indicativeScr} ->> ${id}::text)::float8), 0)`.mapWith(Number);
/** Fields 97-105b that the reconciliation compares. */
const TPT_SCR_FIELDS = [
  ...new Set(Object.values(FUND_RECONCILIATION_STRESSES).flatMap((stress) => stress.tptFields)),
];

/**
 * The manager's indicative SCR of each composition: every field 97-105b summed over its
 * lines (fractions of the fund's NAV), with the count of lines that carry any.
 */
export async function indicativeScrByComposition(db: Executor, compositionIds: number[]) {
  if (compositionIds.length === 0) return [];
  const rows = await db
    .select({
      compositionId: c.compositionId,
      lineCount: sql`count(*)`.mapWith(Number),
      linesWithIndicativeScr: sql`count(${c.indicativeScr})`.mapWith(Number),
      ...Object.fromEntries(TPT_SCR_FIELDS.map((id) => [`f${id}`, field(id)])),
    })
    .from(c)
    .where(inArray(c.compositionId, compositionIds))
    .groupBy(c.compositionId);
  return rows.map(({ compositionId, lineCount, linesWithIndicativeScr, ...sums }) => ({
    compositionId,
    lineCount,
    linesWithIndicativeScr,
    /** Field number → Σ over the lines. */
    fields: Object.fromEntries(
      TPT_SCR_FIELDS.map((id) => [id, (sums as Record<string, number>)[`f${id}`]!]),
    ),
  }));
}
export type IndicativeScrSums = Awaited<ReturnType<typeof indicativeScrByComposition>>[number];
