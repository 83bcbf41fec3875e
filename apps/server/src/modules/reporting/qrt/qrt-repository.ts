import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { QrtFundExposure, QrtSecurity } from '@prisme/engine';
import type { Executor } from '../../../db/client';
import { copyOutRows } from '../../../db/copy-out/copy-out';
import { field } from '../../../db/copy-out/binary-copy-reader';
import {
  compartments,
  issuerGroups,
  issuers,
  lookthroughLines,
  lookthroughRoots,
  portfolios,
  positions,
  securities,
  simulationPositions,
} from '../../../db/schema';
import { loadPositions, type PerimeterScope } from '../../lookthrough/input-repository';
import type { ComputedPerimeter } from '../../lookthrough/perimeter-repository';

/**
 * What the QRT asset templates read of the database (issue 19 §1): a computed perimeter's
 * direct positions, the referential's data on their securities, the look-through of its
 * funds and the value of each root position, and the client's inventories of the S.09.01
 * period. Every query names the client role.
 */

/** A direct position as the templates read it, before its compartment is classified. */
export interface HeldPositionRow {
  portfolioCode: string;
  compartmentCode: string;
  securityCode: string;
  quantity: number;
  quotationCurrency: string;
  marketValueQc: number;
  marketValueRc: number;
  accruedInterestRc: number;
  bookValueRc: number | null;
  acquisitionDate: string | null;
}

export const scopeOf = (perimeter: ComputedPerimeter): PerimeterScope => ({
  roleCode: perimeter.roleCode,
  valuationDate: perimeter.valuationDate,
  portfolios: perimeter.portfolios,
  compartments: perimeter.compartments,
});

/** A position that holds nothing (a simulation's sold line) is no asset. */
const holdsSomething = (p: HeldPositionRow) => p.quantity !== 0 || p.marketValueRc !== 0;

/** The client's positions of the perimeter at a date (the computation's own selection). */
export async function loadInventory(
  db: Executor,
  scope: PerimeterScope,
  date: string,
): Promise<HeldPositionRow[]> {
  const rows = await loadPositions(db, { ...scope, valuationDate: date });
  return rows.map(({ id: _id, ...row }) => row).filter(holdsSomething);
}

/**
 * The perimeter's direct positions: the simulation's for a simulation's perimeter (a
 * change there un-transparises it, so they are the positions it computed), else the
 * client's inventory of the valuation date.
 */
export async function loadPerimeterPositions(
  db: Executor,
  perimeter: ComputedPerimeter,
): Promise<HeldPositionRow[]> {
  if (!perimeter.simulationId)
    return loadInventory(db, scopeOf(perimeter), perimeter.valuationDate);
  const p = simulationPositions;
  const rows = await db
    .select({
      portfolioCode: p.portfolioCode,
      compartmentCode: p.compartmentCode,
      securityCode: p.securityCode,
      quantity: p.quantity,
      quotationCurrency: p.quotationCurrency,
      marketValueQc: p.marketValueQc,
      marketValueRc: p.marketValueRc,
      accruedInterestRc: p.accruedInterestRc,
      bookValueRc: p.bookValueRc,
      acquisitionDate: p.acquisitionDate,
    })
    .from(p)
    .where(and(eq(p.roleCode, perimeter.roleCode), eq(p.simulationId, perimeter.simulationId)))
    .orderBy(asc(p.positionNo));
  return rows.filter(holdsSomething);
}

/**
 * The S.09.01 inventories, portfolio by portfolio: each portfolio's latest valuation
 * date on or before the period's start (its opening inventory; none when it has none),
 * and every later date before the valuation date with the portfolios it values.
 */
export async function loadIncomeDates(
  db: Executor,
  scope: PerimeterScope,
  periodStart: string,
): Promise<{
  opening: { portfolioCode: string; date: string }[];
  between: { date: string; portfolios: string[] }[];
}> {
  const ofScope = and(
    eq(positions.roleCode, scope.roleCode),
    inArray(positions.portfolioCode, scope.portfolios),
  );
  const opening = await db
    .select({
      portfolioCode: positions.portfolioCode,
      date: sql<string>`max(${positions.valuationDate})::text`,
    })
    .from(positions)
    .where(and(ofScope, lte(positions.valuationDate, periodStart)))
    .groupBy(positions.portfolioCode)
    .orderBy(asc(positions.portfolioCode));
  const rows = await db
    .selectDistinct({ date: positions.valuationDate, portfolioCode: positions.portfolioCode })
    .from(positions)
    .where(
      and(
        ofScope,
        gt(positions.valuationDate, periodStart),
        lt(positions.valuationDate, scope.valuationDate),
      ),
    )
    .orderBy(asc(positions.valuationDate), asc(positions.portfolioCode));
  const between: { date: string; portfolios: string[] }[] = [];
  for (const row of rows) {
    const last = between[between.length - 1];
    if (last?.date === row.date) last.portfolios.push(row.portfolioCode);
    else between.push({ date: row.date, portfolios: [row.portfolioCode] });
  }
  return { opening, between };
}

const groupOfIssuer = alias(issuerGroups, 'qrt_issuer_group_of_issuer');

/** The referential's data on these securities, with their issuer's and group's LEIs. */
export async function loadQrtSecurities(
  db: Executor,
  codes: readonly string[],
): Promise<Map<string, QrtSecurity>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
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
      issuerGroupLei: sql<string | null>`coalesce(${issuerGroups.lei}, ${groupOfIssuer.lei})`,
      country: securities.country,
      naceCode: securities.naceCode,
      rating: securities.rating,
      creditQualityStep: securities.creditQualityStep,
      maturityDate: securities.maturityDate,
      couponRate: securities.couponRate,
      modifiedDuration: securities.modifiedDuration,
      infrastructure: securities.infrastructure,
      isGovernment: securities.isGovernment,
      isFund: securities.hasComposition,
      underlyingCode: securities.underlyingCode,
      underlyingCodeType: securities.underlyingCodeType,
      derivativeUse: securities.derivativeUse,
      swapLegs: securities.swapLegs,
      swapDeliveredCurrency: securities.swapDeliveredCurrency,
      swapReceivedCurrency: securities.swapReceivedCurrency,
      issueDate: securities.issueDate,
    })
    .from(securities)
    .leftJoin(issuers, eq(issuers.code, securities.issuerCode))
    .leftJoin(issuerGroups, eq(issuerGroups.code, securities.issuerGroupCode))
    .leftJoin(groupOfIssuer, eq(groupOfIssuer.code, issuers.groupCode))
    .where(inArray(securities.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row]));
}

/** Labels of the role's compartments, by `portfolio|compartment`. */
/** The client's active portfolios' codes: a perimeter holding them all is the whole client. */
export async function loadActivePortfolioCodes(db: Executor, roleCode: string): Promise<string[]> {
  const rows = await db
    .select({ code: portfolios.code })
    .from(portfolios)
    .where(and(eq(portfolios.roleCode, roleCode), isNull(portfolios.deactivatedAt)));
  return rows.map((row) => row.code);
}

export async function loadCompartmentLabels(
  db: Executor,
  roleCode: string,
  portfolioCodes: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({
      portfolioCode: compartments.portfolioCode,
      code: compartments.code,
      label: compartments.label,
    })
    .from(compartments)
    .where(
      and(
        eq(compartments.roleCode, roleCode),
        inArray(compartments.portfolioCode, [...portfolioCodes]),
      ),
    );
  return new Map(rows.map((row) => [`${row.portfolioCode}|${row.code}`, row.label]));
}

const ofPerimeter = (perimeter: Pick<ComputedPerimeter, 'id' | 'roleCode'>) =>
  and(
    eq(lookthroughLines.roleCode, perimeter.roleCode),
    eq(lookthroughLines.perimeterId, perimeter.id),
  );

const joinRoot = and(
  eq(lookthroughRoots.roleCode, lookthroughLines.roleCode),
  eq(lookthroughRoots.perimeterId, lookthroughLines.perimeterId),
  eq(lookthroughRoots.rootNo, lookthroughLines.rootNo),
);

/**
 * The look-through of the funds held directly, summed in the database by what S.06.03
 * keeps apart (a million lines become some 500,000 groups): held fund, line CIC, TPT 131,
 * issuer country, quotation currency. Each group is handed to `visit` as it arrives: a
 * binary COPY, since node-postgres's text rows and their objects took seconds for these
 * groups (issue 19's 15 s). The object handed over is reused: copy what you keep.
 *
 * Every root's groups come, the caller picks the funds' (COPY takes no bind parameters,
 * the few groups of directly held securities cost less than a list of thousands of codes,
 * and the read need not wait for the securities that tell the funds).
 */
export async function forEachFundExposure(
  db: Executor,
  perimeter: Pick<ComputedPerimeter, 'id' | 'roleCode'>,
  visit: (exposure: Readonly<QrtFundExposure>) => void,
): Promise<void> {
  // COPY takes no bind parameters: the perimeter id is a uuid, checked here, and the role
  // is quoted as a literal (standard_conforming_strings: a doubled quote is the only escape).
  if (!UUID.test(perimeter.id)) throw new Error(`identifiant de périmètre ${perimeter.id}`);
  const role = `'${perimeter.roleCode.replaceAll("'", "''")}'`;
  const exposure: { -readonly [K in keyof QrtFundExposure]: QrtFundExposure[K] } = {
    fundCode: '',
    cic: null,
    underlyingAssetCategory: null,
    country: null,
    currency: null,
    marketValueRc: 0,
  };
  await copyOutRows(
    db,
    `select r.root_code, i.cic, i.underlying_asset_category, i.country, l.quotation_currency,
            sum(l.market_value_rc)::float8
       from lookthrough_lines l
       join lookthrough_roots r
         on r.role_code = l.role_code and r.perimeter_id = l.perimeter_id and r.root_no = l.root_no
       join lookthrough_instruments i
         on i.role_code = l.role_code and i.perimeter_id = l.perimeter_id
        and i.instrument_no = l.instrument_no
      where l.role_code = ${role} and l.perimeter_id = '${perimeter.id}'
      group by 1, 2, 3, 4, 5`,
    6,
    (row) => {
      exposure.fundCode = field.text(row, 0)!;
      exposure.cic = field.text(row, 1);
      exposure.underlyingAssetCategory = field.text(row, 2);
      exposure.country = field.text(row, 3);
      exposure.currency = field.text(row, 4);
      exposure.marketValueRc = field.float8(row, 5)!;
      visit(exposure);
    },
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The look-through's value of each root position's security (the sum of its lines). */
export async function loadRootValues(
  db: Executor,
  perimeter: Pick<ComputedPerimeter, 'id' | 'roleCode'>,
): Promise<{ code: string; value: number }[]> {
  const rows = await db
    .select({
      code: lookthroughRoots.rootCode,
      value: sql<number>`sum(${lookthroughLines.marketValueRc})::float8`,
    })
    .from(lookthroughLines)
    .innerJoin(lookthroughRoots, joinRoot)
    .where(ofPerimeter(perimeter))
    .groupBy(lookthroughRoots.rootCode);
  return rows.map((row) => ({ code: row.code, value: Number(row.value) }));
}

/**
 * How the look-through treated each root position's security: the distinct statuses of
 * its lines (S.06.02 C0292 of a held fund, ciuApproachOf), by the security's code.
 */
export async function loadRootStatuses(
  db: Executor,
  perimeter: Pick<ComputedPerimeter, 'id' | 'roleCode'>,
): Promise<Record<string, string[]>> {
  const rows = await db
    .selectDistinct({ code: lookthroughRoots.rootCode, status: lookthroughLines.status })
    .from(lookthroughLines)
    .innerJoin(lookthroughRoots, joinRoot)
    .where(ofPerimeter(perimeter))
    .orderBy(asc(lookthroughRoots.rootCode), asc(lookthroughLines.status));
  const statuses: Record<string, string[]> = {};
  for (const { code, status } of rows) (statuses[code] ??= []).push(status);
  return statuses;
}
