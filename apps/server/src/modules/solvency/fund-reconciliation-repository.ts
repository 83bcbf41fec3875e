import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EQUITY_TYPE1_KEYS } from '@prisme/engine';
import {
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
import { joinLineAttributes } from '../lookthrough/line-columns';

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

/** A sum that is 0 over no line, optionally over the lines meeting `where` only. */
const total = (column: AnyPgColumn, where?: SQL) =>
  (where
    ? sql`coalesce(sum(${column}) filter (where ${where}), 0)`
    : sql`coalesce(sum(${column}), 0)`
  ).mapWith(Number);

/** Credit derivatives: CIC category F (data-standards §1.2); the third character of a CIC. */
const creditDerivative = sql`substr(${i.cic}, 3, 1) = 'F'`;
const typeOneEquity = inArray(s.equity, [...EQUITY_TYPE1_KEYS]);

/** A held fund kept as one line: no composition, or cut by the level or a cycle. */
const FUND_KEPT_WHOLE: LookThroughStatus[] = [
  'not_looked_through',
  'data_grouping',
  'level_cap',
  'cycle',
];

/**
 * Prisme's losses per fund held directly (a root position that was looked through, or a
 * fund kept whole), summed in the database over the fund's look-through lines: positive
 * = loss, reference currency, each stress unfloored. Equity type 1 / type 2 by the
 * engine's class (Art. 168(4): infrastructure goes with type 2, as TPT 100 does), spread
 * of bonds on everything but credit derivatives, and the currency fall as the opposite
 * of the rise (Art. 188(3)-(4), one stress both ways). One row per fund code.
 */
export async function prismeLossesByFund(db: Executor, roleCode: string, perimeterId: string) {
  const losses: Record<FundReconciliationStress, SQL<number>> = {
    interestRateUp: total(s.interestRateLossUp),
    interestRateDown: total(s.interestRateLossDown),
    equityType1: total(s.equityLoss, typeOneEquity),
    equityType2: total(s.equityLoss, sql`not ${typeOneEquity}`),
    property: total(s.propertyLoss),
    spreadBonds: total(s.spreadLoss, sql`not coalesce(${creditDerivative}, false)`),
    spreadCreditDerivatives: total(s.spreadLoss, creditDerivative),
    currencyUp: total(s.currencyLossUp),
    currencyDown: sql`-${total(s.currencyLossUp)}`.mapWith(Number),
  };
  return joinLineAttributes(
    db
      .select({
        fundCode: r.rootCode,
        fundName: sql<string | null>`max(${r.rootName})`,
        lineCount: sql`count(*)`.mapWith(Number),
        heldValue: total(l.marketValueRc),
        ...losses,
      })
      .from(l)
      .$dynamic(),
  )
    .where(and(eq(l.roleCode, roleCode), eq(l.perimeterId, perimeterId)))
    .groupBy(r.rootCode)
    .having(
      sql`max(${l.depth}) > 0 or bool_or(${l.depth} = 0 and ${inArray(l.status, FUND_KEPT_WHOLE)})`,
    )
    .orderBy(asc(r.rootCode));
}
export type PrismeFundLosses = Awaited<ReturnType<typeof prismeLossesByFund>>[number];

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
