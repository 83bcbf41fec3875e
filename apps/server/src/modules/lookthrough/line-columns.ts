import type { HierarchicalPositionColumn } from '@prisme/domain';
import type { lookthroughLines } from '../../db/schema';

type LineKey = keyof typeof lookthroughLines.$inferSelect;

/**
 * Each OData column of a look-through line (HIERARCHICAL_POSITION_COLUMNS, the allowlist)
 * and the lookthrough_lines column that holds it. The OData compiler, the workbook and
 * the row mapping all read this one table.
 */
export const ODATA_TO_ROW = {
  LineNo: 'lineNo',
  PortfolioCode: 'portfolioCode',
  CompartmentCode: 'compartmentCode',
  RootCode: 'rootCode',
  RootName: 'rootName',
  FundPath: 'fundPath',
  ParentFundCode: 'parentFundCode',
  Depth: 'depth',
  IsinCode: 'securityCode',
  CodeType: 'codeType',
  SecurityName: 'securityName',
  Cic: 'cic',
  CicCategory: 'cicCategory',
  QuotationCurrency: 'quotationCurrency',
  Country: 'country',
  IssuerCode: 'issuerCode',
  IssuerName: 'issuerName',
  IssuerGroupCode: 'issuerGroupCode',
  IssuerGroupName: 'issuerGroupName',
  NaceCode: 'naceCode',
  GicsSector: 'gicsSector',
  Rating: 'rating',
  CreditQualityStep: 'creditQualityStep',
  MaturityDate: 'maturityDate',
  CouponRate: 'couponRate',
  ModifiedDuration: 'modifiedDuration',
  CreditSensitivity: 'creditSensitivity',
  Quantity: 'quantity',
  NotionalRc: 'notionalRc',
  MarketValueQc: 'marketValueQc',
  MarketValueRc: 'marketValueRc',
  Weight: 'weight',
  LookThroughStatus: 'status',
  MissingData: 'missingData',
  IsGovernment: 'isGovernment',
  IsSupranational: 'isSupranational',
  IsCoveredBond: 'isCoveredBond',
  SecuritisationType: 'securitisationType',
  Infrastructure: 'infrastructure',
  ListedEeaOecd: 'listedEeaOecd',
  EquityType: 'equityType',
} as const satisfies Record<HierarchicalPositionColumn, LineKey>;
