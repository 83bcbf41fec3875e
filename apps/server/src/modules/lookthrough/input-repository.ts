import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { parseCompartmentEntry } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { forEachPage } from '../../db/pages';
import {
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
  nettingAgreement: securities.nettingAgreement,
  riskMitigatingEffect: securities.riskMitigatingEffect,
  collateralValue: securities.collateralValue,
  collateralType: securities.collateralType,
  collateralThirdParty: securities.collateralThirdParty,
  collateralEligibility: securities.collateralEligibility,
  collateralMarketAdjustment: securities.collateralMarketAdjustment,
  commitmentKind: securities.commitmentKind,
  commitmentNominal: securities.commitmentNominal,
  commitmentBeneficiary: securities.commitmentBeneficiary,
};

/**
 * `column = any($1::text[])`: one parameter for a list of codes. Drizzle's inArray binds
 * a parameter per code and builds each one's SQL apart: for the 26,000 codes of the
 * million-line case, 0.3 s of the look-through's load went to building the statements.
 */
const among = (column: PgColumn, codes: readonly string[]): SQL =>
  sql`${column} = any(${sql.param(codes)}::text[])`;

/** Codes asked per statement (db/pages.ts): 2,000 securities read in some 70 ms. */
const SECURITY_PAGE = 2_000;

/** Securities of the referential with their issuer and group names, a page at a time. */
export async function loadSecurities(db: Executor, codes: readonly string[]) {
  const rows: SecurityRow[] = [];
  // Two pages at a time: PostgreSQL reads one while this process maps the other.
  await forEachPage(codes, SECURITY_PAGE, 2, async (page) => {
    for (const row of await securitiesOfCodes(db, page)) rows.push(row);
  });
  return rows;
}

function securitiesOfCodes(db: Executor, codes: readonly string[]) {
  return db
    .select(securityColumns)
    .from(securities)
    .leftJoin(issuers, eq(issuers.code, securities.issuerCode))
    .leftJoin(issuerGroups, eq(issuerGroups.code, securities.issuerGroupCode))
    .leftJoin(groupOfIssuer, eq(groupOfIssuer.code, issuers.groupCode))
    .where(among(securities.code, codes));
}
export type SecurityRow = Awaited<ReturnType<typeof securitiesOfCodes>>[number];

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
        ofCompartments(scope.compartments),
      ),
    )
    .orderBy(asc(positions.portfolioCode), asc(positions.compartmentCode), asc(positions.id));
}

/**
 * The positions of a perimeter's compartment entries (domain compartment-entries.ts): a
 * bare code in any chosen portfolio, `PORTFOLIO|CODE` in that portfolio only.
 */
function ofCompartments(entries: readonly string[]): SQL {
  const parsed = entries.map(parseCompartmentEntry);
  const bare = parsed.filter((e) => e.portfolio === undefined).map((e) => e.code);
  const qualified = parsed.flatMap((e) =>
    e.portfolio === undefined
      ? []
      : [and(eq(positions.portfolioCode, e.portfolio), eq(positions.compartmentCode, e.code))!],
  );
  return (
    or(...(bare.length ? [inArray(positions.compartmentCode, bare)] : []), ...qualified) ??
    sql`false`
  );
}
export type PositionRow = Awaited<ReturnType<typeof loadPositions>>[number];
/** What the look-through reads of a direct position (the client's, or a simulation's). */
export type HeldPosition = Pick<
  PositionRow,
  | 'portfolioCode'
  | 'compartmentCode'
  | 'securityCode'
  | 'quantity'
  | 'quotationCurrency'
  | 'marketValueQc'
  | 'marketValueRc'
>;

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
        among(fundCompositions.fundCode, fundCodes),
        lte(fundCompositions.valuationDate, valuationDate),
      ),
    )
    .orderBy(
      asc(fundCompositions.fundCode),
      asc(fundCompositions.basis),
      desc(fundCompositions.valuationDate),
    );
}

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
