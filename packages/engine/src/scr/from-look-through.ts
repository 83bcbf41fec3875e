import { LINE_FLAGS } from '../lookthrough/types';
import type { LookThroughInput, LookThroughResult } from '../lookthrough/types';
import { isoDay } from '../lookthrough/composition-choice';
import { columnsWithDictionaries, LAZY_NUMBERS, NAN_COLUMNS } from './columns';
import { isLiabilityLike } from './liability-lines';
import {
  EQUITY_TYPE_CODES,
  INFRASTRUCTURE_CODES,
  LINE_FLAG,
  SECURITISATION_CODES,
  type ScrColumns,
  type SecuritisationType,
} from './types';

/**
 * The referential's securitisation types (apps/server schema: 'sts_senior',
 * 'sts_non_senior', 'type1', 'type2', 'resecuritisation') in the SCR's terms (Art. 178):
 * senior STS, non-senior STS, other (the former type 1 and type 2), resecuritisation.
 */
const SECURITISATION_OF: Readonly<Record<string, SecuritisationType>> = {
  sts_senior: 'senior_sts',
  senior_sts: 'senior_sts',
  sts_non_senior: 'non_senior_sts',
  non_senior_sts: 'non_senior_sts',
  type1: 'other',
  type2: 'other',
  other: 'other',
  resecuritisation: 'resecuritisation',
};

const PERPETUAL = '9999-12-31';
const DAYS_A_YEAR = 365.25;

/** An instrument's attributes the SCR's lines repeat, one typed array per field. */
function instrumentColumns(
  input: LookThroughInput,
  d: ReturnType<typeof columnsWithDictionaries>['d'],
) {
  const m = input.instruments.length;
  const valuationDay = isoDay(input.valuationDate);
  const int = () => new Int32Array(m);
  const num = () => new Float64Array(m);
  const a = {
    code: int(),
    cic: int(),
    currency: int(),
    issuer: int(),
    group: int(),
    country: int(),
    cqs: new Int8Array(m),
    maturity: num(),
    flags: new Uint16Array(m),
    /** 1: a stated liability; 2: a negative line is owed (cash, deposit, loan). */
    owed: new Uint8Array(m),
    securitisation: new Uint8Array(m),
    infrastructure: new Uint8Array(m),
    equityType: new Uint8Array(m),
    modifiedDuration: num(),
    modifiedDurationToCall: num(),
    modifiedDurationExpected: num(),
    creditSensitivity: num(),
    creditSensitivityExpected: num(),
    delta: num(),
  };
  for (let s = 0; s < m; s++) {
    const instrument = input.instruments[s]!;
    a.code[s] = d.codes.add(instrument.code);
    a.cic[s] = d.cics.add(instrument.cic?.trim().toUpperCase());
    a.currency[s] = d.currencies.add(instrument.currency?.trim().toUpperCase());
    a.issuer[s] = d.issuers.add(instrument.issuerCode);
    a.group[s] = d.groups.add(instrument.issuerGroupCode ?? instrument.issuerCode);
    a.country[s] = d.countries.add(instrument.country?.trim().toUpperCase());
    a.cqs[s] =
      instrument.creditQualityStep !== null &&
      instrument.creditQualityStep >= 0 &&
      instrument.creditQualityStep <= 6
        ? Math.round(instrument.creditQualityStep)
        : -1;
    a.maturity[s] =
      instrument.maturityDate && instrument.maturityDate !== PERPETUAL
        ? (isoDay(instrument.maturityDate) - valuationDay) / DAYS_A_YEAR
        : NaN;
    a.flags[s] =
      (instrument.isGovernment ? LINE_FLAG.government : 0) |
      (instrument.isSupranational ? LINE_FLAG.supranational : 0) |
      (instrument.isCoveredBond ? LINE_FLAG.coveredBond : 0) |
      (instrument.listedEeaOecd ? LINE_FLAG.listedEeaOecd : 0) |
      (instrument.underlyingListedEeaOecd ? LINE_FLAG.underlyingListedEeaOecd : 0) |
      (instrument.isDefaultedOrForborne ? LINE_FLAG.defaultedOrForborne : 0);
    const category = instrument.cic?.trim().toUpperCase().charAt(2) ?? '';
    // isLiabilityLike's two cases of a held line, known per instrument.
    a.owed[s] =
      (instrument.statedLiability === true ? 1 : 0) |
      (isLiabilityLike(false, category, 1, -1) ? 2 : 0);
    a.securitisation[s] = Math.max(
      0,
      SECURITISATION_CODES.indexOf(SECURITISATION_OF[instrument.securitisationType ?? ''] ?? null),
    );
    a.infrastructure[s] = Math.max(
      0,
      INFRASTRUCTURE_CODES.indexOf(
        instrument.infrastructure as (typeof INFRASTRUCTURE_CODES)[number],
      ),
    );
    a.equityType[s] = Math.max(
      0,
      EQUITY_TYPE_CODES.indexOf(instrument.equityType as (typeof EQUITY_TYPE_CODES)[number]),
    );
    a.modifiedDuration[s] = instrument.modifiedDuration ?? NaN;
    a.modifiedDurationToCall[s] = instrument.modifiedDurationToCall ?? NaN;
    a.modifiedDurationExpected[s] = instrument.modifiedDurationExpected ?? NaN;
    a.creditSensitivity[s] = instrument.creditSensitivity ?? NaN;
    a.creditSensitivityExpected[s] = instrument.creditSensitivityExpected ?? NaN;
    a.delta[s] = instrument.delta ?? NaN;
  }
  return a;
}

/** Whether any instrument gives a value (not NaN) of an attribute. */
function anyGiven(values: Float64Array): boolean {
  for (let s = 0; s < values.length; s++) if (values[s] === values[s]) return true;
  return false;
}

/**
 * The SCR engine's columns of a look-through (reference §14 step 1: the SCR is computed
 * on the look-through lines, Art. 84). Each line keeps its exposure in the reference
 * currency, its instrument's attributes and its look-through status, which tells the
 * SCR how a fund kept whole is treated. Columnar throughout: the instruments' attributes
 * are read once into typed arrays, then each column copied from them by the lines'
 * instrument index; a number no instrument gives (a duration to call, a delta…) is one
 * column of NaN shared by those columns, neither filled nor copied line by line (issue
 * 41 §2: the memory a million lines write is the time the columns take). The engine
 * only reads its columns.
 */
export function scrColumnsOfLookThrough(
  result: LookThroughResult,
  input: LookThroughInput,
): ScrColumns {
  const n = result.count;
  const { columns: c, d } = columnsWithDictionaries(n, LAZY_NUMBERS);
  const a = instrumentColumns(input, d);
  const positions = input.positions.map((p) => ({
    portfolio: d.portfolios.add(p.portfolioCode),
    compartment: d.compartments.add(p.compartmentCode),
    currency: d.currencies.add(p.quotationCurrency.trim().toUpperCase()),
  }));
  const positionPortfolio = Int32Array.from(positions, (p) => p.portfolio);
  const positionCompartment = Int32Array.from(positions, (p) => p.compartment);
  const positionCurrency = Int32Array.from(positions, (p) => p.currency);
  const reference = d.currencies.add(input.referenceCurrency);

  const {
    instrument: instrumentOf,
    root,
    depth,
    exposureRc,
    notionalRc,
    flags,
    status,
  } = result.lines;
  let notional: Float64Array | null = null;
  for (let i = 0; i < n; i++) {
    const s = instrumentOf[i]!;
    const r = root[i]!;
    const value = exposureRc[i]!;
    const held = depth[i]! > 0;
    c.id[i] = i;
    c.portfolio[i] = positionPortfolio[r]!;
    c.compartment[i] = positionCompartment[r]!;
    c.code[i] = a.code[s]!;
    c.cic[i] = a.cic[s]!;
    // Art. 188(1): the currency of the exposure; a held line is in its quotation currency.
    const currency = a.currency[s]!;
    c.currency[i] = !held ? positionCurrency[r]! : currency >= 0 ? currency : reference;
    c.issuer[i] = a.issuer[s]!;
    c.issuerGroup[i] = a.group[s]!;
    c.country[i] = a.country[s]!;
    c.marketValue[i] = value;
    if (flags[i]! & LINE_FLAGS.hasNotional) (notional ??= nanColumn(n))[i] = notionalRc[i]!;
    c.cqs[i] = a.cqs[s]!;
    c.maturity[i] = a.maturity[s]!;
    const owed = a.owed[s]!;
    c.flags[i] =
      a.flags[s]! | (held && (owed & 1 || (value < 0 && owed & 2)) ? LINE_FLAG.owedByFund : 0);
    c.securitisation[i] = a.securitisation[s]!;
    c.infrastructure[i] = a.infrastructure[s]!;
    c.equityType[i] = a.equityType[s]!;
    // Both use LOOK_THROUGH_STATUS_CODES of the domain: the code carries over as it is.
    c.lookThroughStatus[i] = status[i]!;
  }
  // Every duration the TPT or the referential gives (90, 91, 144): the SCR parameter
  // modifiedDurationPriority chooses among them (classify.ts chooseDurations).
  const shared = nanColumn(n);
  NAN_COLUMNS.add(shared);
  if (notional) c.notional = notional;
  else c.notional = shared;
  for (const key of [
    'modifiedDuration',
    'modifiedDurationToCall',
    'modifiedDurationExpected',
    'creditSensitivity',
    'creditSensitivityExpected',
    'delta',
  ] as const) {
    const values = a[key];
    if (!anyGiven(values)) {
      c[key] = shared;
      continue;
    }
    const column = new Float64Array(n);
    for (let i = 0; i < n; i++) column[i] = values[instrumentOf[i]!]!;
    c[key] = column;
  }
  c.convexity = shared;
  c.solvencyRatio = shared;
  c.collateralValue = shared;
  return c;
}

const nanColumn = (n: number) => new Float64Array(n).fill(NaN);
