import { LINE_FLAGS } from '../lookthrough/types';
import type { LookThroughInput, LookThroughResult } from '../lookthrough/types';
import { isoDay } from '../lookthrough/composition-choice';
import { LOOK_THROUGH_STATUS_CODES } from '@prisme/domain';
import { allocateColumns, columnsWithDictionaries, LAZY_NUMBERS, NAN_COLUMNS } from './columns';
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
 * currency; its instrument's attributes and its look-through status, which tells the
 * SCR how a fund kept whole is treated, are its row's (types.ts ScrColumns): the lines of
 * one instrument in the same portfolio and compartment, with the same status, held
 * through a fund or directly (then in the position's currency), owed or not, are one row,
 * classified and shocked once (issue 41 §2: a million lines are some 130,000 rows). The
 * instruments' attributes are read once into typed arrays, each row's copied from them;
 * a number no instrument gives (a duration to call, a delta…) is one column of NaN shared
 * by those columns. The lines' values are the look-through's own column, not copied. The
 * engine only reads its columns.
 */
export function scrColumnsOfLookThrough(
  result: LookThroughResult,
  input: LookThroughInput,
): ScrColumns {
  const n = result.count;
  const { columns: empty, d } = columnsWithDictionaries(0, LAZY_NUMBERS);
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
  const lines = result.lines;
  const { row, rows, first } = rowsOfLines(result, input, positions, a.owed);
  const c = allocateColumns(rows, empty.dict, LAZY_NUMBERS);
  const { instrument: instrumentOf, root, depth, exposureRc, notionalRc, flags, status } = lines;
  for (let w = 0; w < rows; w++) {
    const i = first[w]!;
    const s = instrumentOf[i]!;
    const r = root[i]!;
    const value = exposureRc[i]!;
    const held = depth[i]! > 0;
    c.portfolio[w] = positionPortfolio[r]!;
    c.compartment[w] = positionCompartment[r]!;
    c.code[w] = a.code[s]!;
    c.cic[w] = a.cic[s]!;
    // Art. 188(1): the currency of the exposure; a held line is in its quotation currency.
    const currency = a.currency[s]!;
    c.currency[w] = !held ? positionCurrency[r]! : currency >= 0 ? currency : reference;
    c.issuer[w] = a.issuer[s]!;
    c.issuerGroup[w] = a.group[s]!;
    c.country[w] = a.country[s]!;
    c.cqs[w] = a.cqs[s]!;
    c.maturity[w] = a.maturity[s]!;
    c.flags[w] = a.flags[s]! | (owedByFund(held, a.owed[s]!, value) ? LINE_FLAG.owedByFund : 0);
    c.securitisation[w] = a.securitisation[s]!;
    c.infrastructure[w] = a.infrastructure[s]!;
    c.equityType[w] = a.equityType[s]!;
    // Both use LOOK_THROUGH_STATUS_CODES of the domain: the code carries over as it is.
    c.lookThroughStatus[w] = status[i]!;
  }
  const id = new Float64Array(n);
  let notional: Float64Array | null = null;
  for (let i = 0; i < n; i++) {
    id[i] = i;
    if (flags[i]! & LINE_FLAGS.hasNotional) (notional ??= nanColumn(n))[i] = notionalRc[i]!;
  }
  // Every duration the TPT or the referential gives (90, 91, 144): the SCR parameter
  // modifiedDurationPriority chooses among them (classify.ts chooseDurations).
  const shared = nanColumn(rows);
  NAN_COLUMNS.add(shared);
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
    const column = new Float64Array(rows);
    for (let w = 0; w < rows; w++) column[w] = values[instrumentOf[first[w]!]!]!;
    c[key] = column;
  }
  c.convexity = shared;
  c.solvencyRatio = shared;
  c.collateralValue = shared;
  const perLineNaN = nanColumn(n);
  NAN_COLUMNS.add(perLineNaN);
  return {
    ...c,
    length: n,
    row,
    rows,
    id,
    marketValue: exposureRc,
    notional: notional ?? perLineNaN,
  };
}

/** A held line owed by its fund: a stated liability, or a negative cash, deposit or loan. */
const owedByFund = (held: boolean, owed: number, value: number): boolean =>
  held && ((owed & 1) !== 0 || (value < 0 && (owed & 2) !== 0));

/**
 * The row of each line, numbered in the order of their first lines: the instrument, the
 * status, held or direct, owed or not, and the position's portfolio and compartment (and
 * currency, for a line held directly). Chained per (instrument, status, held, owed): no
 * string and no map per line.
 */
function rowsOfLines(
  result: LookThroughResult,
  input: LookThroughInput,
  positions: readonly { portfolio: number; compartment: number; currency: number }[],
  owedOf: Uint8Array,
): { row: Int32Array; rows: number; first: Int32Array } {
  const n = result.count;
  const { instrument, root, depth, status, exposureRc } = result.lines;
  // Each position's class: its (portfolio, compartment), and with its currency.
  const held = new Int32Array(positions.length);
  const direct = new Int32Array(positions.length);
  const heldIndex = new Map<string, number>();
  const directIndex = new Map<string, number>();
  positions.forEach((p, r) => {
    const key = `${p.portfolio}|${p.compartment}`;
    held[r] = heldIndex.get(key) ?? heldIndex.set(key, heldIndex.size).size - 1;
    const full = `${key}|${p.currency}`;
    direct[r] = directIndex.get(full) ?? directIndex.set(full, directIndex.size).size - 1;
  });
  const statuses = LOOK_THROUGH_STATUS_CODES.length;
  const head = new Int32Array(input.instruments.length * statuses * 4).fill(-1);
  const row = new Int32Array(n);
  const next = new Int32Array(n);
  const sub = new Int32Array(n);
  const first = new Int32Array(n);
  let rows = 0;
  for (let i = 0; i < n; i++) {
    const s = instrument[i]!;
    const r = root[i]!;
    const isHeld = depth[i]! > 0;
    const owed = owedByFund(isHeld, owedOf[s]!, exposureRc[i]!);
    const b = ((s * statuses + status[i]!) << 2) | (isHeld ? 2 : 0) | (owed ? 1 : 0);
    const k = isHeld ? held[r]! : direct[r]!;
    let w = head[b]!;
    while (w >= 0 && sub[w] !== k) w = next[w]!;
    if (w < 0) {
      w = rows++;
      sub[w] = k;
      next[w] = head[b]!;
      head[b] = w;
      first[w] = i;
    }
    row[i] = w;
  }
  return { row, rows, first: first.subarray(0, rows) };
}

const nanColumn = (n: number) => new Float64Array(n).fill(NaN);
