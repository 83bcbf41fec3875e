import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { HierarchicalPositionColumn } from '@prisme/domain';
import { ESG_SHORTABLE_STATUSES } from '@prisme/engine';
import {
  lookthroughInstruments as i,
  lookthroughLines as l,
  lookthroughPaths as p,
  lookthroughRoots as r,
  scrLineResults as s,
  esgSecurityResults as e,
  liquidityHoldings as h,
} from '../../db/schema';

/**
 * An OData column computed from the line's own columns and one table's (not stored as
 * is): read, filtered and sorted as a column, joined through `table`.
 */
export type DerivedColumn<T = unknown> = SQL<T> & {
  table: PgTable;
  notNull: false;
  columnType: 'PgText' | 'PgDoublePrecision';
};
export type LineColumn = AnyPgColumn | DerivedColumn;

const derived = <T>(
  table: PgTable,
  columnType: DerivedColumn['columnType'],
  expression: SQL<T>,
): DerivedColumn<T> => Object.assign(expression, { table, notNull: false as const, columnType });

/**
 * The ESG analysis stores a status per security (esg_security_results); a line of a
 * scored or eligible security that is negative is « short » instead, unscored
 * (esg-and-liquidity §1.5.2; the engine's computeEsgPortfolio decides the same).
 */
const esgShort = sql`(${l.marketValueRc} < 0 and ${e.status} in (${sql.join(
  ESG_SHORTABLE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}))`;
const esgStatus = derived(
  e,
  'PgText',
  sql<string | null>`(case when ${esgShort} then 'short' else ${e.status} end)`,
);
const esgScore = derived(
  e,
  'PgDoublePrecision',
  sql<number | null>`(case when ${esgShort} then null else ${e.score} end)`,
);
const esgLetter = derived(
  e,
  'PgText',
  sql<string | null>`(case when ${esgShort} then null else ${e.letter} end)`,
);

/**
 * Each OData column of a look-through line (HIERARCHICAL_POSITION_COLUMNS, the allowlist)
 * and the column that holds it: the line's own, its root position's, its fund path's, its
 * instrument's or its SCR result's. The OData compiler and the workbook read this one
 * table (through `joinLineAttributes`); `satisfies` refuses a missing or an extra name.
 */
export const HIERARCHICAL_POSITION_DB_COLUMNS = {
  LineNo: l.lineNo,
  PortfolioCode: r.portfolioCode,
  CompartmentCode: r.compartmentCode,
  RootCode: r.rootCode,
  RootName: r.rootName,
  FundPath: p.fundPath,
  ParentFundCode: p.parentFundCode,
  Depth: l.depth,
  IsinCode: i.securityCode,
  CodeType: i.codeType,
  SecurityName: i.securityName,
  Cic: i.cic,
  CicCategory: i.cicCategory,
  QuotationCurrency: l.quotationCurrency,
  Country: i.country,
  IssuerCode: i.issuerCode,
  IssuerName: i.issuerName,
  IssuerGroupCode: i.issuerGroupCode,
  IssuerGroupName: i.issuerGroupName,
  NaceCode: i.naceCode,
  GicsSector: i.gicsSector,
  Rating: i.rating,
  CreditQualityStep: i.creditQualityStep,
  MaturityDate: i.maturityDate,
  CouponRate: i.couponRate,
  ModifiedDuration: i.modifiedDuration,
  CreditSensitivity: i.creditSensitivity,
  Quantity: l.quantity,
  NotionalRc: l.notionalRc,
  MarketValueQc: l.marketValueQc,
  MarketValueRc: l.marketValueRc,
  Weight: l.weight,
  LookThroughStatus: l.status,
  MissingData: l.missingData,
  IsGovernment: i.isGovernment,
  IsSupranational: i.isSupranational,
  IsCoveredBond: i.isCoveredBond,
  SecuritisationType: i.securitisationType,
  Infrastructure: i.infrastructure,
  ListedEeaOecd: i.listedEeaOecd,
  EquityType: i.equityType,
  EconomicZone: i.economicZone,
  GroupingCode: i.groupingCode,
  InterestRateType: i.interestRateType,
  SubordinatedDebt: i.subordinatedDebt,
  UnderlyingCic: i.underlyingCic,
  UnderlyingCode: i.underlyingCode,
  UnderlyingName: i.underlyingName,
  Delta: i.delta,
  ExternalRating: i.externalRating,
  RatingAgency: i.ratingAgency,
  UnderlyingAssetCategory: i.underlyingAssetCategory,
  TptFields: i.tptFields,
  ScrContribution: s.contribution,
  ScrInterestRate: s.interestRate,
  ScrEquity: s.equity,
  ScrProperty: s.property,
  ScrSpread: s.spread,
  ScrSpreadBucket: s.spreadBucket,
  ScrConcentration: s.concentration,
  ScrConcentrationName: s.concentrationName,
  ScrInterestRateLoss: s.interestRateLoss,
  ScrEquityLoss: s.equityLoss,
  ScrPropertyLoss: s.propertyLoss,
  ScrSpreadLoss: s.spreadLoss,
  ScrCurrencyLoss: s.currencyLoss,
  EsgStatus: esgStatus,
  EsgScore: esgScore,
  EsgLetter: esgLetter,
  LiquidityStatus: h.status,
  LiquidityClass: h.liquidityClass,
  LiquidityScope: h.scope,
  LiquidityReason: h.reason,
  LiquidityTerms: h.terms,
  LiquidityFirstDay: h.firstDay,
  LiquidityGate: h.gate,
  LiquidityPriceSource: h.priceSource,
} as const satisfies Record<HierarchicalPositionColumn, LineColumn>;

/** A table of the perimeter's (same role, same perimeter) whose `key` is the line's `ref`. */
const ofLine = (
  table: { roleCode: AnyPgColumn; perimeterId: AnyPgColumn },
  key: AnyPgColumn,
  ref: AnyPgColumn,
) => and(eq(table.roleCode, l.roleCode), eq(table.perimeterId, l.perimeterId), eq(key, ref))!;

/** The tables a line's attributes come from, and how each joins the line. */
const ATTRIBUTE_TABLES = [
  { table: i, join: (q: PgSelect) => q.innerJoin(i, ofLine(i, i.instrumentNo, l.instrumentNo)) },
  { table: r, join: (q: PgSelect) => q.innerJoin(r, ofLine(r, r.rootNo, l.rootNo)) },
  { table: p, join: (q: PgSelect) => q.innerJoin(p, ofLine(p, p.pathNo, l.pathNo)) },
  // A left join: no SCR classification before an SCR is computed.
  { table: s, join: (q: PgSelect) => q.leftJoin(s, ofLine(s, s.lineNo, l.lineNo)) },
  // Likewise before an ESG analysis; its rows are per security, as the instruments'.
  { table: e, join: (q: PgSelect) => q.leftJoin(e, ofLine(e, e.instrumentNo, l.instrumentNo)) },
  // And before a liquidity analysis; its rows are per security, as the instruments'.
  {
    table: h,
    join: (q: PgSelect) => q.leftJoin(h, ofLine(h, h.instrumentNo, l.instrumentNo)),
  },
];

/**
 * A select from the lines (`db.select(…).from(lookthroughLines).$dynamic()`) joined to
 * what the named columns come from (all of it when no names are given): their
 * instrument, root position, fund path, SCR classification. Each line has exactly one
 * instrument, root and path, so leaving a join out changes no count: a page's keys and a
 * count join only what their filter and order read.
 */
export function joinLineAttributes<T extends PgSelect>(
  linesSelect: T,
  columns?: readonly HierarchicalPositionColumn[],
): T {
  const needed =
    columns && new Set(columns.map((name) => HIERARCHICAL_POSITION_DB_COLUMNS[name].table));
  return ATTRIBUTE_TABLES.reduce<PgSelect>(
    (query, { table, join }) => (!needed || needed.has(table) ? join(query) : query),
    linesSelect,
  ) as T;
}
