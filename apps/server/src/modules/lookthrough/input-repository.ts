import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  fundCompositionLines,
  fundCompositions,
  fxRates,
  issuerGroups,
  issuers,
  positions,
  securities,
} from '../../db/schema';

/** A validated perimeter: one client role, its portfolios and compartments, one date. */
export interface PerimeterScope {
  roleCode: string;
  valuationDate: string;
  portfolios: string[];
  compartments: string[];
}

const groupOfIssuer = alias(issuerGroups, 'issuer_group_of_issuer');

/** The referential's columns a look-through line shows (and the SCR reads). */
const securityColumns = {
  code: securities.code,
  codeType: securities.codeType,
  name: securities.name,
  cic: securities.cic,
  currency: securities.currency,
  issuerCode: securities.issuerCode,
  issuerName: issuers.name,
  issuerLei: issuers.lei,
  issuerGroupCode: sql<
    string | null
  >`coalesce(${securities.issuerGroupCode}, ${issuers.groupCode})`,
  issuerGroupName: sql<string | null>`coalesce(${issuerGroups.name}, ${groupOfIssuer.name})`,
  country: securities.country,
  naceCode: securities.naceCode,
  gicsSector: securities.gicsSector,
  rating: securities.rating,
  creditQualityStep: securities.creditQualityStep,
  maturityDate: securities.maturityDate,
  couponRate: securities.couponRate,
  modifiedDuration: securities.modifiedDuration,
  creditSensitivity: securities.creditSensitivity,
  isGovernment: securities.isGovernment,
  isSupranational: securities.isSupranational,
  isCoveredBond: securities.isCoveredBond,
  securitisationType: securities.securitisationType,
  infrastructure: securities.infrastructure,
  listedEeaOecd: securities.listedEeaOecd,
  equityType: securities.equityType,
  hasComposition: securities.hasComposition,
};

/** Securities of the referential with their issuer and group names. */
export async function loadSecurities(db: Executor, codes: readonly string[]) {
  return db
    .select(securityColumns)
    .from(securities)
    .leftJoin(issuers, eq(issuers.code, securities.issuerCode))
    .leftJoin(issuerGroups, eq(issuerGroups.code, securities.issuerGroupCode))
    .leftJoin(groupOfIssuer, eq(groupOfIssuer.code, issuers.groupCode))
    .where(inArray(securities.code, codes.length ? [...codes] : ['']));
}
export type SecurityRow = Awaited<ReturnType<typeof loadSecurities>>[number];

const positionColumns = {
  id: positions.id,
  portfolioCode: positions.portfolioCode,
  compartmentCode: positions.compartmentCode,
  securityCode: positions.securityCode,
  quantity: positions.quantity,
  quotationCurrency: positions.quotationCurrency,
  marketValueQc: positions.marketValueQc,
  marketValueRc: positions.marketValueRc,
  accruedInterestRc: positions.accruedInterestRc,
  bookValueRc: positions.bookValueRc,
  acquisitionDate: positions.acquisitionDate,
};
/** The direct positions of a perimeter, in a stable order. */
export async function loadPositions(db: Executor, scope: PerimeterScope) {
  return db
    .select(positionColumns)
    .from(positions)
    .where(
      and(
        eq(positions.roleCode, scope.roleCode),
        eq(positions.valuationDate, scope.valuationDate),
        inArray(positions.portfolioCode, scope.portfolios),
        inArray(positions.compartmentCode, scope.compartments),
      ),
    )
    .orderBy(asc(positions.portfolioCode), asc(positions.compartmentCode), asc(positions.id));
}
export type PositionRow = Awaited<ReturnType<typeof loadPositions>>[number];

export type CompositionRow = typeof fundCompositions.$inferSelect;

/**
 * The compositions a look-through at `valuationDate` may use for these funds: for each
 * fund and basis ('reported', 'target_allocation'), the latest one dated on or before
 * the date (the engine decides between them, Art. 84(3) DR).
 */
export async function loadLatestCompositions(
  db: Executor,
  fundCodes: readonly string[],
  valuationDate: string,
): Promise<CompositionRow[]> {
  if (fundCodes.length === 0) return [];
  return db
    .selectDistinctOn([fundCompositions.fundCode, fundCompositions.basis])
    .from(fundCompositions)
    .where(
      and(
        inArray(fundCompositions.fundCode, [...fundCodes]),
        lte(fundCompositions.valuationDate, valuationDate),
      ),
    )
    .orderBy(
      asc(fundCompositions.fundCode),
      asc(fundCompositions.basis),
      desc(fundCompositions.valuationDate),
    );
}

const l = fundCompositionLines;

/**
 * What a TPT line states of its instrument (TPT 12, 14-15, 17, 21, 33, 39, 46-47, 49-50,
 * 52, 54-55, 59, 90, 92): a "statement". The same bond in a thousand funds is usually one
 * statement, read once.
 */
const statementColumns = {
  instrumentCode: l.instrumentCode,
  codeType: l.codeType,
  instrumentName: l.instrumentName,
  cic: l.cic,
  quotationCurrency: l.quotationCurrency,
  issuerLei: l.issuerLei,
  issuerName: l.issuerName,
  issuerGroupLei: l.issuerGroupLei,
  issuerGroupName: l.issuerGroupName,
  issuerCountry: l.issuerCountry,
  naceCode: l.naceCode,
  covered: l.covered,
  creditQualityStep: l.creditQualityStep,
  maturityDate: l.maturityDate,
  couponRate: l.couponRate,
  modifiedDuration: l.modifiedDuration,
  creditSensitivity: l.creditSensitivity,
};
const statementOrder = Object.values(statementColumns).map((column) => asc(column));

/**
 * The lines of the given compositions, in file order, and the distinct statements they
 * make of their instruments. A line's `statement` is the rank (from 1) of its statement
 * in `statements`: the database sorts and numbers them, so a million lines travel as
 * their amounts and a number, not as seventeen attributes each. DISTINCT … ORDER BY and
 * dense_rank() over the same ordering number the same tuples alike.
 */
export async function loadCompositionHoldings(db: Executor, compositionIds: readonly number[]) {
  if (compositionIds.length === 0) return { statements: [], lines: [] };
  const ofCompositions = inArray(l.compositionId, [...compositionIds]);
  const statements = await db
    .selectDistinct(statementColumns)
    .from(l)
    .where(ofCompositions)
    .orderBy(...statementOrder);
  const lines = await db
    .select({
      compositionId: l.compositionId,
      weight: l.weight,
      marketValuePc: l.marketValuePc,
      quantity: l.quantity,
      nominal: l.nominal,
      originalPortfolio: l.originalPortfolio,
      statement:
        sql<number>`dense_rank() over (order by ${sql.join(statementOrder, sql`, `)})`.mapWith(
          Number,
        ),
    })
    .from(l)
    .where(ofCompositions)
    .orderBy(asc(l.compositionId), asc(l.lineNo));
  return { statements, lines };
}
export type CompositionStatementRow = Awaited<
  ReturnType<typeof loadCompositionHoldings>
>['statements'][number];

/** FX rates at the date: for each currency the latest rate on or before it (units per EUR). */
export async function loadFxRates(
  db: Executor,
  valuationDate: string,
): Promise<Record<string, number>> {
  const rows = await db
    .selectDistinctOn([fxRates.currency], {
      currency: fxRates.currency,
      unitsPerEur: fxRates.unitsPerEur,
    })
    .from(fxRates)
    .where(lte(fxRates.rateDate, valuationDate))
    .orderBy(asc(fxRates.currency), desc(fxRates.rateDate));
  const rates: Record<string, number> = { EUR: 1 };
  for (const row of rows) rates[row.currency] = row.unitsPerEur;
  return rates;
}
