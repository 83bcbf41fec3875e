import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { HierarchicalPositionColumn } from '@prisme/domain';
import {
  lookthroughInstruments as i,
  lookthroughLines as l,
  scrLineResults as s,
} from '../../db/schema';

/**
 * Each OData column of a look-through line (HIERARCHICAL_POSITION_COLUMNS, the allowlist)
 * and the column that holds it: the line's own, its instrument's or its SCR result's. The OData compiler
 * and the workbook read this one table; `satisfies` refuses a missing or an extra name.
 */
export const HIERARCHICAL_POSITION_DB_COLUMNS = {
  LineNo: l.lineNo,
  PortfolioCode: l.portfolioCode,
  CompartmentCode: l.compartmentCode,
  RootCode: l.rootCode,
  RootName: l.rootName,
  FundPath: l.fundPath,
  ParentFundCode: l.parentFundCode,
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
} as const satisfies Record<HierarchicalPositionColumn, AnyPgColumn>;

/** The join of a line to its instrument (same role, same perimeter, its number). */
export const instrumentOfLine = and(
  eq(i.roleCode, l.roleCode),
  eq(i.perimeterId, l.perimeterId),
  eq(i.instrumentNo, l.instrumentNo),
)!;

/** The join of a line to its SCR classification (a left join: null before any SCR). */
export const scrOfLine = and(
  eq(s.roleCode, l.roleCode),
  eq(s.perimeterId, l.perimeterId),
  eq(s.lineNo, l.lineNo),
)!;
