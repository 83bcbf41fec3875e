import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { parseCompartmentEntry } from '@prisme/domain';
import type { Executor } from '../../db/client';
import { field, type CopyRow } from '../../db/copy-out/binary-copy-reader';
import { copyOutRows } from '../../db/copy-out/copy-out';
import { pagesOf } from '../../db/pages';
import { compositionCacheOf, type CompositionCache } from './composition-cache';
import {
  fundCompositionLines,
  fundCompositionStatements,
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

const l = fundCompositionLines;
const st = fundCompositionStatements;

/**
 * What a TPT line states of its instrument (TPT 14-15, 17, 12, 21, 47, 46, 50, 49, 52, 54,
 * 55, 59, 39, 33, 90, 92, 16, 13 and the kept fields): a "statement", stored once for
 * every line that states it (fund_composition_statements).
 */
const STATEMENT_COLUMNS = {
  instrumentCode: st.instrumentCode,
  codeType: st.codeType,
  instrumentName: st.instrumentName,
  cic: st.cic,
  quotationCurrency: st.quotationCurrency,
  issuerLei: st.issuerLei,
  issuerName: st.issuerName,
  issuerGroupLei: st.issuerGroupLei,
  issuerGroupName: st.issuerGroupName,
  issuerCountry: st.issuerCountry,
  naceCode: st.naceCode,
  covered: st.covered,
  creditQualityStep: st.creditQualityStep,
  maturityDate: st.maturityDate,
  couponRate: st.couponRate,
  modifiedDuration: st.modifiedDuration,
  creditSensitivity: st.creditSensitivity,
  groupingCode: st.groupingCode,
  economicZone: st.economicZone,
  tptFields: st.tptFields,
};
/**
 * A statement as read, with `key`: its fields' bytes, the same for the same statement
 * wherever it is met (a deeper level's lines, or a statement stored twice).
 */
export type CompositionStatementRow = Pick<
  typeof fundCompositionStatements.$inferSelect,
  keyof typeof STATEMENT_COLUMNS
> & { key: string };

/** A composition line's amounts, pointing at its statement by id. */
export interface HoldingLine {
  compositionId: number;
  lineNo: number;
  weight: number | null;
  marketValuePc: number | null;
  quantity: number | null;
  nominal: number | null;
  originalPortfolio: string | null;
  statementId: number;
}

/** The lines' COPY: their amounts and their statement's id. */
const LINE_COLUMNS = [
  l.compositionId,
  l.lineNo,
  l.weight,
  l.marketValuePc,
  l.quantity,
  l.nominal,
  l.originalPortfolio,
  l.statementId,
];
/** The statements' COPY: the id, then the fields. */
const STATEMENT_FIRST_FIELD = 1;
const STATEMENT_ENTRIES = Object.entries(STATEMENT_COLUMNS);
const STATEMENT_COPY_COLUMNS = [st.id, ...Object.values(STATEMENT_COLUMNS)];

/** How a field of each column type is read from the COPY's bytes. */
const DECODE: Record<string, (row: CopyRow, i: number) => unknown> = {
  PgText: field.text,
  PgInteger: field.int4,
  PgDoublePrecision: field.float8,
  PgDateString: field.date,
};

/** A statement's fields, by their column types, and its key. */
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
/** Statements read per statement of SQL. */
const STATEMENT_PAGE = 5_000;

const columnList = (columns: readonly { name: string }[]) =>
  columns.map((c) => `"${c.name}"`).join(', ');

/**
 * The lines of the given compositions, by composition in file order, and the
 * distinct statements they make of their instruments. The lines come by binary COPY,
 * narrow (their amounts and their statement's id) and unsorted (sorting a million rows
 * made PostgreSQL spill to disk); each statement they point at is then read once, and
 * the lines are put in order here. Statements are numbered in the order of their
 * fields' bytes, so the same data gives the same numbering whatever order the rows came
 * in, and a statement stored twice (migration 0028) is one: `statementIndexOf` gives a
 * statement id's number. What `cache` holds is not read again (composition-cache.ts).
 */
export async function loadCompositionHoldings(
  db: Executor,
  compositionIds: readonly number[],
  cache: CompositionCache | undefined = compositionCacheOf(db),
): Promise<{
  statements: CompositionStatementRow[];
  linesOf: Map<number, readonly HoldingLine[]>;
  statementIndexOf: Map<number, number>;
}> {
  const linesOf = new Map<number, readonly HoldingLine[]>();
  if (!compositionIds.every(Number.isSafeInteger)) throw new Error('identifiant de composition');
  const missing: number[] = [];
  for (const id of compositionIds) {
    const cached = cache?.lines.get(id);
    if (cached) linesOf.set(id, cached);
    else missing.push(id);
  }
  for (const [id, lines] of await readCompositionLines(db, missing)) {
    linesOf.set(id, lines);
    cache?.lines.set(id, lines);
  }
  const statementIds = new Set<number>();
  for (const lines of linesOf.values())
    for (const line of lines) statementIds.add(line.statementId);
  const { found, indexOfId } = await loadStatements(db, [...statementIds], cache);
  const order = found.map((_, i) => i).sort((a, b) => compareKeys(found[a]!.key, found[b]!.key));
  const rank = new Int32Array(found.length);
  order.forEach((foundIndex, position) => (rank[foundIndex] = position));
  const statementIndexOf = new Map<number, number>();
  for (const [id, foundIndex] of indexOfId) statementIndexOf.set(id, rank[foundIndex]!);
  return { statements: order.map((i) => found[i]!), linesOf, statementIndexOf };
}

/** The lines of these compositions from the database, each composition's in line order. */
async function readCompositionLines(
  db: Executor,
  compositionIds: readonly number[],
): Promise<Map<number, HoldingLine[]>> {
  const linesOf = new Map<number, HoldingLine[]>(compositionIds.map((id) => [id, []]));
  for (const page of pagesOf(compositionIds, COMPOSITION_PAGE)) {
    await copyOutRows(
      db,
      `select ${columnList(LINE_COLUMNS)} from fund_composition_lines
       where composition_id = any('{${page.join(',')}}'::int[])`,
      LINE_COLUMNS.length,
      (row) =>
        linesOf.get(field.int4(row, 0)!)!.push({
          compositionId: field.int4(row, 0)!,
          lineNo: field.int4(row, 1)!,
          weight: field.float8(row, 2),
          marketValuePc: field.float8(row, 3),
          quantity: field.float8(row, 4),
          nominal: field.float8(row, 5),
          originalPortfolio: field.text(row, 6),
          statementId: field.int4(row, 7)!,
        }),
    );
  }
  // Rows come in no set order (a parallel scan interleaves them): each composition's
  // sorted by line number only when it is not in order already.
  for (const group of linesOf.values()) {
    if (group.some((line, i) => i > 0 && group[i - 1]!.lineNo > line.lineNo))
      group.sort((a, b) => a.lineNo - b.lineNo);
  }
  return linesOf;
}

/** The statements of these ids, one per distinct content, and where each id's went. */
async function loadStatements(
  db: Executor,
  ids: readonly number[],
  cache: CompositionCache | undefined,
): Promise<{ found: CompositionStatementRow[]; indexOfId: Map<number, number> }> {
  const found: CompositionStatementRow[] = [];
  const byKey = new Map<string, number>();
  const indexOfId = new Map<number, number>();
  const add = (id: number, key: string, decode: () => CompositionStatementRow) => {
    let index = byKey.get(key);
    if (index === undefined) {
      index = found.length;
      byKey.set(key, index);
      found.push(decode());
    }
    indexOfId.set(id, index);
  };
  const missing: number[] = [];
  for (const id of ids) {
    const cached = cache?.statements.get(id);
    if (cached) add(id, cached.key, () => cached);
    else missing.push(id);
  }
  for (const page of pagesOf(missing, STATEMENT_PAGE)) {
    await copyOutRows(
      db,
      `select ${columnList(STATEMENT_COPY_COLUMNS)} from fund_composition_statements
       where id = any('{${page.join(',')}}'::int[])`,
      STATEMENT_COPY_COLUMNS.length,
      (row) => {
        const id = field.int4(row, 0)!;
        // The fields, length prefixes included, as one key.
        const key = row.buffer.toString('latin1', row.start[STATEMENT_FIRST_FIELD]! - 4, row.end);
        add(id, key, () => decodeStatement(row, key));
        cache?.statements.set(id, found[indexOfId.get(id)!]!);
      },
    );
  }
  return { found, indexOfId };
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
