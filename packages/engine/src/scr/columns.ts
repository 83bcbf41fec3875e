import { LOOK_THROUGH_STATUS_CODES } from '@prisme/domain';
import {
  COUNTERPARTY_CODES,
  EQUITY_TYPE_CODES,
  INFRASTRUCTURE_CODES,
  LINE_FLAG,
  SECURITISATION_CODES,
} from './types';
import type { ScrColumns, ScrDictionaries, ScrLine } from './types';

/** Interns strings: each distinct value gets one index. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly index = new Map<string, number>();

  /** The index of `value`, or -1 for null, undefined or ''. */
  add(value: string | null | undefined): number {
    if (value === null || value === undefined || value === '') return -1;
    let i = this.index.get(value);
    if (i === undefined) {
      i = this.values.length;
      this.values.push(value);
      this.index.set(value, i);
    }
    return i;
  }
}

/**
 * Ask columnsWithDictionaries to leave the numbers an instrument gives unallocated (empty
 * arrays), for a caller that sets each of them (scrColumnsOfLookThrough).
 */
export const LAZY_NUMBERS = true;

/**
 * Columns known to hold NaN only (a number no instrument gives, shared by the columns
 * that lack it): their readers skip them without scanning a million lines.
 */
export const NAN_COLUMNS = new WeakSet<Float64Array>();

/**
 * The row of each line and the number of rows (types.ts ScrColumns): the columns' own, or
 * one row per line.
 */
export function rowsOf(cols: ScrColumns): { row: Int32Array; rows: number } {
  if (cols.row) return { row: cols.row, rows: cols.rows ?? cols.length };
  const row = new Int32Array(cols.length);
  for (let i = 0; i < row.length; i++) row[i] = i;
  return { row, rows: cols.length };
}

/**
 * Empty columns of `n` lines (every number NaN, every index -1, CQS unrated); `lazy`: the
 * numbers an instrument gives (notional, durations, sensitivities, delta, convexity,
 * solvency ratio, collateral) left empty for the caller to set.
 */
export function allocateColumns(n: number, dict: ScrDictionaries, lazy = false): ScrColumns {
  const filled = () => new Float64Array(n).fill(NaN);
  const nan = lazy ? () => new Float64Array(0) : filled;
  const idx = () => new Int32Array(n).fill(-1);
  return {
    length: n,
    id: new Float64Array(n),
    portfolio: idx(),
    compartment: idx(),
    code: idx(),
    cic: idx(),
    currency: idx(),
    issuer: idx(),
    issuerGroup: idx(),
    country: idx(),
    marketValue: new Float64Array(n),
    notional: nan(),
    cqs: new Int8Array(n).fill(-1),
    modifiedDuration: nan(),
    modifiedDurationToCall: nan(),
    modifiedDurationExpected: nan(),
    creditSensitivity: nan(),
    creditSensitivityExpected: nan(),
    delta: nan(),
    maturity: filled(),
    convexity: nan(),
    solvencyRatio: nan(),
    collateralValue: nan(),
    flags: new Uint16Array(n),
    securitisation: new Uint8Array(n),
    infrastructure: new Uint8Array(n),
    equityType: new Uint8Array(n),
    counterpartyKind: new Uint8Array(n),
    lookThroughStatus: new Uint8Array(n),
    dict,
  };
}

const num = (v: number | null | undefined): number =>
  v === null || v === undefined || !Number.isFinite(v) ? NaN : v;
const code = <T>(codes: readonly T[], v: T | null | undefined): number =>
  v === null || v === undefined ? 0 : Math.max(0, codes.indexOf(v));

function flagsOf(l: ScrLine): number {
  let f = 0;
  if (l.isGovernment) f |= LINE_FLAG.government;
  if (l.isSupranational) f |= LINE_FLAG.supranational;
  if (l.isCoveredBond) f |= LINE_FLAG.coveredBond;
  if (l.listedEeaOecd) f |= LINE_FLAG.listedEeaOecd;
  if (l.isZeroCoupon) f |= LINE_FLAG.zeroCoupon;
  if (l.isInflationLinked) f |= LINE_FLAG.inflationLinked;
  if (l.isLiability) f |= LINE_FLAG.liability;
  if (l.isGuaranteedExempt) f |= LINE_FLAG.guaranteedExempt;
  if (l.isUnitLinked) f |= LINE_FLAG.unitLinked;
  if (l.isFinancialParticipation) f |= LINE_FLAG.financialParticipation;
  if (l.transitionalEligible) f |= LINE_FLAG.transitionalEligible;
  if (l.isOwnUseProperty) f |= LINE_FLAG.ownUseProperty;
  if (l.underlyingListedEeaOecd) f |= LINE_FLAG.underlyingListedEeaOecd;
  if (l.isOwedByFund) f |= LINE_FLAG.owedByFund;
  if (l.isDefaultedOrForborne) f |= LINE_FLAG.defaultedOrForborne;
  return f;
}

/** Empty columns of `n` lines and the dictionaries that fill their string columns. */
export function columnsWithDictionaries(n: number, lazy = false) {
  const d = {
    portfolios: new Dictionary(),
    compartments: new Dictionary(),
    codes: new Dictionary(),
    cics: new Dictionary(),
    currencies: new Dictionary(),
    issuers: new Dictionary(),
    groups: new Dictionary(),
    countries: new Dictionary(),
  };
  const columns = allocateColumns(
    n,
    {
      portfolios: d.portfolios.values,
      compartments: d.compartments.values,
      codes: d.codes.values,
      cics: d.cics.values,
      currencies: d.currencies.values,
      issuers: d.issuers.values,
      groups: d.groups.values,
      countries: d.countries.values,
    },
    lazy,
  );
  return { columns, d };
}

/** Lines as objects to the columnar form (for tests, simulations and small perimeters). */
export function toScrColumns(lines: readonly ScrLine[]): ScrColumns {
  const { columns: c, d } = columnsWithDictionaries(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    c.id[i] = l.id;
    c.portfolio[i] = d.portfolios.add(l.portfolioCode);
    c.compartment[i] = d.compartments.add(l.compartmentCode);
    c.code[i] = d.codes.add(l.code);
    c.cic[i] = d.cics.add(l.cic.trim().toUpperCase());
    c.currency[i] = d.currencies.add(l.currency.trim().toUpperCase());
    c.issuer[i] = d.issuers.add(l.issuerCode);
    c.issuerGroup[i] = d.groups.add(l.issuerGroupCode);
    c.country[i] = d.countries.add(l.country?.trim().toUpperCase());
    c.marketValue[i] = l.marketValue;
    c.notional[i] = num(l.notional);
    const q = l.creditQualityStep;
    c.cqs[i] = q === null || q === undefined || !(q >= 0 && q <= 6) ? -1 : Math.round(q);
    c.modifiedDuration[i] = num(l.modifiedDuration);
    c.modifiedDurationToCall[i] = num(l.modifiedDurationToCall);
    c.modifiedDurationExpected[i] = num(l.modifiedDurationExpected);
    c.creditSensitivity[i] = num(l.creditSensitivity);
    c.creditSensitivityExpected[i] = num(l.creditSensitivityExpected);
    c.delta[i] = num(l.delta);
    c.maturity[i] = num(l.maturity);
    c.convexity[i] = num(l.convexity);
    c.solvencyRatio[i] = num(l.solvencyRatio);
    c.collateralValue[i] = num(l.collateralValue);
    c.flags[i] = flagsOf(l);
    c.securitisation[i] = code(SECURITISATION_CODES, l.securitisationType);
    c.infrastructure[i] = code(INFRASTRUCTURE_CODES, l.infrastructure);
    c.equityType[i] = code(EQUITY_TYPE_CODES, l.equityType);
    c.counterpartyKind[i] = code(COUNTERPARTY_CODES, l.counterpartyKind);
    c.lookThroughStatus[i] = Math.max(
      0,
      LOOK_THROUGH_STATUS_CODES.indexOf(l.lookThroughStatus ?? 'direct'),
    );
  }
  return c;
}
