import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseCompartmentEntry } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { field, type CopyRow } from '../../db/copy-out/binary-copy-reader';
import { copyOutRows } from '../../db/copy-out/copy-out';
import { pagesOf } from '../../db/pages';
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

/** Codes asked per statement (db/pages.ts): 2,000 securities read in some 70 ms. */
const SECURITY_PAGE = 2_000;

/** Securities of the referential with their issuer and group names, a page at a time. */
export async function loadSecurities(db: Executor, codes: readonly string[]) {
  const rows: SecurityRow[] = [];
  for (const page of pagesOf(codes, SECURITY_PAGE)) {
    for (const row of await securitiesOfCodes(db, page)) rows.push(row);
  }
  return rows;
}

function securitiesOfCodes(db: Executor, codes: readonly string[]) {
  return db
    .select(securityColumns)
    .from(securities)
    .leftJoin(issuers, eq(issuers.code, securities.issuerCode))
    .leftJoin(issuerGroups, eq(issuerGroups.code, securities.issuerGroupCode))
    .leftJoin(groupOfIssuer, eq(groupOfIssuer.code, issuers.groupCode))
    .where(inArray(securities.code, [...codes]));
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
 * What a TPT line states of its instrument (TPT 14-15, 17, 12, 21, 47, 46, 50, 49, 52, 54,
 * 55, 59, 39, 33, 90, 92, 16, 13 and the kept fields): a "statement". The same bond in a thousand funds is usually
 * one statement, read once.
 */
const STATEMENT_COLUMNS = {
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
  groupingCode: l.groupingCode,
  economicZone: l.economicZone,
  tptFields: l.tptFields,
};
/**
 * A statement as read, with `key`: its fields' bytes, the same for the same statement
 * wherever it is met (a deeper level's lines included).
 */
export type CompositionStatementRow = Pick<
  typeof fundCompositionLines.$inferSelect,
  keyof typeof STATEMENT_COLUMNS
> & { key: string };

/** A composition line's amounts, pointing at its statement (an index into `statements`). */
export interface HoldingLine {
  compositionId: number;
  lineNo: number;
  weight: number | null;
  marketValuePc: number | null;
  quantity: number | null;
  nominal: number | null;
  originalPortfolio: string | null;
  statement: number;
}

/** The COPY's fields: the line's amounts (decoded on every row), then its statement. */
const AMOUNT_COLUMNS = [
  l.compositionId,
  l.lineNo,
  l.weight,
  l.marketValuePc,
  l.quantity,
  l.nominal,
  l.originalPortfolio,
];
const STATEMENT_FIRST_FIELD = AMOUNT_COLUMNS.length;
const STATEMENT_ENTRIES = Object.entries(STATEMENT_COLUMNS);
const HOLDING_COLUMNS = [...AMOUNT_COLUMNS, ...Object.values(STATEMENT_COLUMNS)];

/** How a field of each column type is read from the COPY's bytes. */
const DECODE: Record<string, (row: CopyRow, i: number) => unknown> = {
  PgText: field.text,
  PgInteger: field.int4,
  PgDoublePrecision: field.float8,
  PgDateString: field.date,
};

/** A statement's fields, by their column types (read once per distinct statement). */
function decodeStatement(row: CopyRow, key: string): CompositionStatementRow {
  const statement: Record<string, unknown> = { key };
  STATEMENT_ENTRIES.forEach(([name, column], k) => {
    statement[name] = DECODE[column.columnType]!(row, STATEMENT_FIRST_FIELD + k);
  });
  return statement as CompositionStatementRow;
}

/**
 * Compositions read per statement (db/pages.ts): a fund statement holds tens to
 * thousands of lines, a page of them some ten thousand.
 */
const COMPOSITION_PAGE = 50;

/**
 * The lines of the given compositions, by composition in file order, and the
 * distinct statements they make of their instruments. The lines come by binary COPY,
 * unsorted (sorting a million wide rows made PostgreSQL spill to disk): a line's
 * statement is found by its bytes, so only the first line of each statement is decoded,
 * and the lines are put in order here. Statements are numbered in the order of their
 * bytes, so the same data gives the same numbering whatever order the rows came in.
 */
export async function loadCompositionHoldings(
  db: Executor,
  compositionIds: readonly number[],
): Promise<{ statements: CompositionStatementRow[]; linesOf: Map<number, HoldingLine[]> }> {
  const linesOf = new Map<number, HoldingLine[]>();
  if (compositionIds.length === 0) return { statements: [], linesOf };
  if (!compositionIds.every(Number.isSafeInteger)) throw new Error('identifiant de composition');
  const byKey = new Map<string, number>();
  const found: CompositionStatementRow[] = [];
  const lines: HoldingLine[] = [];
  const onRow = (row: CopyRow) => {
    // The statement's fields, length prefixes included, as one key.
    const key = row.buffer.toString('latin1', row.start[STATEMENT_FIRST_FIELD]! - 4, row.end);
    let statement = byKey.get(key);
    if (statement === undefined) {
      statement = found.length;
      byKey.set(key, statement);
      found.push(decodeStatement(row, key));
    }
    lines.push({
      compositionId: field.int4(row, 0)!,
      lineNo: field.int4(row, 1)!,
      weight: field.float8(row, 2),
      marketValuePc: field.float8(row, 3),
      quantity: field.float8(row, 4),
      nominal: field.float8(row, 5),
      originalPortfolio: field.text(row, 6),
      statement,
    });
  };
  for (const page of pagesOf(compositionIds, COMPOSITION_PAGE)) {
    await copyOutRows(
      db,
      `select ${HOLDING_COLUMNS.map((c) => `"${c.name}"`).join(', ')} from fund_composition_lines
       where composition_id = any('{${page.join(',')}}'::int[])`,
      HOLDING_COLUMNS.length,
      onRow,
    );
  }
  const order = found.map((_, i) => i).sort((a, b) => compareKeys(found[a]!.key, found[b]!.key));
  const rank = new Int32Array(found.length);
  order.forEach((foundIndex, position) => (rank[foundIndex] = position));
  // Rows come in no set order (a parallel scan interleaves them): grouped by composition,
  // each group sorted by line number only when it is not in order already.
  for (const line of lines) {
    line.statement = rank[line.statement]!;
    const group = linesOf.get(line.compositionId);
    if (group) group.push(line);
    else linesOf.set(line.compositionId, [line]);
  }
  for (const group of linesOf.values()) {
    if (group.some((line, i) => i > 0 && group[i - 1]!.lineNo > line.lineNo))
      group.sort((a, b) => a.lineNo - b.lineNo);
  }
  return { statements: order.map((i) => found[i]!), linesOf };
}

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

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
