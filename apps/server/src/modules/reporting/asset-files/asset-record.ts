import { cicCategory, cicCategoryInfo, isValidLei } from '@prisme/domain';

/**
 * One asset of the Actuaris and Assuretat files (issue 19 §4): a look-through line of the
 * perimeter with what its direct position adds (book value, accrued interest), in the
 * units an actuarial tool reads. Pure: every figure is derived here, column by column, so
 * that both layouts (layouts.ts) show the same values. Amounts are in the perimeter's
 * reference currency (« RC »).
 */

/**
 * What a line of the perimeter's look-through gives the asset files: the columns of
 * `readLinePage` (HIERARCHICAL_POSITION_COLUMNS) it reads, with their types as stored
 * (dates as ISO texts, Drizzle's `date` in string mode).
 */
export interface AssetLine {
  LineNo: number;
  PortfolioCode: string;
  CompartmentCode: string;
  RootCode: string;
  RootName: string | null;
  FundPath: string;
  Depth: number;
  IsinCode: string;
  CodeType: string | null;
  SecurityName: string | null;
  Cic: string | null;
  QuotationCurrency: string | null;
  Country: string | null;
  IssuerCode: string | null;
  IssuerName: string | null;
  IssuerGroupName: string | null;
  NaceCode: string | null;
  GicsSector: string | null;
  Rating: string | null;
  RatingAgency: string | null;
  CreditQualityStep: number | null;
  MaturityDate: string | null;
  CouponRate: number | null;
  ModifiedDuration: number | null;
  Quantity: number | null;
  NotionalRc: number | null;
  MarketValueQc: number | null;
  MarketValueRc: number;
  InterestRateType: string | null;
  TptFields: string | null;
}

/**
 * The direct positions of one (portfolio, compartment, security) of the perimeter, summed:
 * what the client's inventory states beyond the look-through (repository.ts).
 */
export interface RootHolding {
  marketValueRc: number;
  accruedInterestRc: number;
  /** Null when a position of the group has no book value. */
  bookValueRc: number | null;
  /** The earliest acquisition date of the group, ISO; null when none is given. */
  acquisitionDate: string | null;
}

export interface AssetRecord {
  lineNo: number;
  portfolio: string;
  compartment: string;
  /** The security the client holds directly (the fund, for a looked-through line). */
  heldCode: string;
  heldName: string | null;
  /** 0 for a direct holding, n for a line seen through n levels of funds. */
  depth: number;
  /** The funds held through, « A > B »; null for a direct holding. */
  fundPath: string | null;
  code: string;
  /** ISIN, CUSIP, SEDOL, WKN, BT, BBGID, RIC, FIGI, OCANNA or CAU (TPT 15 closed list). */
  codeType: string | null;
  /** The code as the QRT reports it (S.06.02 C0040): « ISIN/FR0000120271 ». */
  qrtCode: string | null;
  name: string | null;
  cic: string | null;
  /** The CIC's category (3rd character) and its French label. */
  cicCategory: string | null;
  assetClass: string | null;
  currency: string | null;
  nominalRc: number | null;
  quantity: number | null;
  marketValueQc: number | null;
  /** Solvency II value, accrued interest included (« pied de coupon » + coupon couru). */
  marketValueRc: number;
  accruedInterestRc: number | null;
  /** Market value less accrued interest. */
  cleanValueRc: number | null;
  bookValueRc: number | null;
  /** Clean market value less book value (« plus ou moins-value latente »). */
  unrealisedGainRc: number | null;
  acquisitionDate: string | null;
  /** Annual coupon as a ratio: 0.015 = 1.5 %. */
  couponRate: number | null;
  /** Coupons a year (TPT 38: 0 other, 1, 2, 4, 12, 52). */
  couponFrequency: number | null;
  /** TPT 32: Fixed, Floating, Variable, Inflation_linked. */
  rateType: string | null;
  maturityDate: string | null;
  /** Years from the valuation date to maturity (0 when past); null for a perpetual. */
  residualMaturity: number | null;
  modifiedDuration: number | null;
  rating: string | null;
  ratingAgency: string | null;
  creditQualityStep: number | null;
  issuerName: string | null;
  /** The issuer's code when it is a valid LEI (ISO 17442 check digits), else null. */
  issuerLei: string | null;
  issuerCode: string | null;
  issuerGroupName: string | null;
  naceCode: string | null;
  gicsSector: string | null;
  country: string | null;
}

/** TPT field 15 (and the referential's code type): code → the QRT prefix (§3.7). */
export const CODE_TYPES: Readonly<Record<string, string>> = {
  '1': 'ISIN',
  '2': 'CUSIP',
  '3': 'SEDOL',
  '4': 'WKN',
  '5': 'BT',
  '6': 'BBGID',
  '7': 'RIC',
  '8': 'FIGI',
  '9': 'OCANNA',
  '99': 'CAU',
};

const COUPON_FREQUENCIES = new Set([0, 1, 2, 4, 12, 52]);
const DAY_MS = 86_400_000;
const PERPETUAL_FROM = '9999-01-01';

/** The key of a line's direct position: its portfolio, compartment and held security. */
export function rootKey(portfolio: string, compartment: string, security: string): string {
  return `${portfolio}\u0000${compartment}\u0000${security}`;
}

/** TPT 38 when the fund's file states it and it is kept with the line's TPT fields. */
export function couponFrequencyOf(tptFields: string | null): number | null {
  if (!tptFields) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(tptFields);
  } catch {
    return null;
  }
  const raw = (fields as Record<string, unknown> | null)?.['38'];
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return COUPON_FREQUENCIES.has(value) ? value : null;
}

/** Years between two ISO dates, on 365.25 days a year; 0 when `to` is past. */
export function yearsBetween(from: string, to: string): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  return Math.max(0, days / 365.25);
}

/**
 * A line as an asset of the files. The direct position's book value is spread over its
 * looked-through lines in proportion to their market value (a fund's book value « au
 * prorata »); its accrued interest belongs to a direct line only (a fund's lines have
 * theirs inside the fund's price, and the TPT lines' clean values are not kept).
 */
export function assetRecord(
  line: AssetLine,
  root: RootHolding | undefined,
  valuationDate: string,
): AssetRecord {
  const share =
    root && root.marketValueRc !== 0 ? line.MarketValueRc / root.marketValueRc : undefined;
  const accruedInterestRc =
    line.Depth === 0 && share !== undefined ? root!.accruedInterestRc * share : null;
  const bookValueRc =
    share !== undefined && root!.bookValueRc !== null ? root!.bookValueRc * share : null;
  const cleanValueRc = accruedInterestRc === null ? null : line.MarketValueRc - accruedInterestRc;
  const codeType = line.CodeType ? (CODE_TYPES[line.CodeType] ?? null) : null;
  const category = line.Cic ? cicCategory(line.Cic) : undefined;
  const perpetual = line.MaturityDate !== null && line.MaturityDate >= PERPETUAL_FROM;
  return {
    lineNo: line.LineNo,
    portfolio: line.PortfolioCode,
    compartment: line.CompartmentCode,
    heldCode: line.RootCode,
    heldName: line.RootName,
    depth: line.Depth,
    fundPath: line.Depth === 0 || line.FundPath === '' ? null : line.FundPath,
    code: line.IsinCode,
    codeType,
    qrtCode: codeType ? `${codeType}/${line.IsinCode}` : null,
    name: line.SecurityName,
    cic: line.Cic,
    cicCategory: category ?? null,
    assetClass: category ? cicCategoryInfo(category).labelFr : null,
    currency: line.QuotationCurrency,
    nominalRc: line.NotionalRc,
    quantity: line.Quantity,
    marketValueQc: line.MarketValueQc,
    marketValueRc: line.MarketValueRc,
    accruedInterestRc,
    cleanValueRc,
    bookValueRc,
    unrealisedGainRc:
      cleanValueRc !== null && bookValueRc !== null ? cleanValueRc - bookValueRc : null,
    acquisitionDate: line.Depth === 0 ? (root?.acquisitionDate ?? null) : null,
    couponRate: line.CouponRate === null ? null : line.CouponRate / 100,
    couponFrequency: couponFrequencyOf(line.TptFields),
    rateType: line.InterestRateType,
    maturityDate: line.MaturityDate,
    residualMaturity:
      line.MaturityDate === null || perpetual
        ? null
        : yearsBetween(valuationDate, line.MaturityDate),
    modifiedDuration: line.ModifiedDuration,
    rating: line.Rating,
    ratingAgency: line.RatingAgency,
    creditQualityStep: line.CreditQualityStep,
    issuerName: line.IssuerName,
    issuerLei: line.IssuerCode && isValidLei(line.IssuerCode) ? line.IssuerCode : null,
    issuerCode: line.IssuerCode,
    issuerGroupName: line.IssuerGroupName,
    naceCode: line.NaceCode,
    gicsSector: line.GicsSector,
    country: line.Country,
  };
}
