import { durationSourceOrder, isEeaCountry, LOOK_THROUGH_STATUS_CODES } from '@prisme/domain';
import type { ScrParameters, ScrRegulatoryTables } from '@prisme/domain';
import { LIST_BIT, matchClientLists } from './client-lists';
import { NAN_COLUMNS, rowsOf } from './columns';
import { sharedLines } from './line-blocks';
import type { ListMatches } from './client-lists';
import { LINE_FLAG } from './types';
import type { ScrColumns, ScrInput } from './types';

/**
 * The asset kind of a line, from its CIC (reference §10) and its look-through status
 * (§8): what every submodule starts from.
 */
export const KIND = {
  unknown: 0,
  liability: 1,
  governmentBond: 2, // CIC 1x
  corporateBond: 3, // CIC 2x
  equity: 4, // CIC 3x
  fundWhole: 5, // CIC 4x not looked through: type 2 equity, Art. 168(3)/84
  fundEquityGrouping: 6, // data grouping of an equity fund (41), Art. 84(3)
  fundDebtGrouping: 7, // data grouping of a debt or money-market fund (42, 43)
  fundPropertyGrouping: 8, // data grouping of a real-estate fund (45)
  fundOtherGrouping: 9, // data grouping of any other fund type: type 2 equity
  structuredNote: 10, // CIC 5x
  collateralised: 11, // CIC 6x
  cashAtBank: 12, // counterparty default module, Art. 189(2)
  deposit: 13, // other CIC 7x
  loan: 14, // CIC 8x
  property: 15, // CIC 9x
  otherInvestment: 16, // CIC 0x: type 2 equity, Art. 168(3)
  derivative: 17, // CIC A-F
  residual: 18, // unexplained part of a fund: type 2 equity, Art. 168(3)
} as const;

const status = (name: (typeof LOOK_THROUGH_STATUS_CODES)[number]) =>
  LOOK_THROUGH_STATUS_CODES.indexOf(name);
const FUND_KEPT_WHOLE = new Uint8Array(LOOK_THROUGH_STATUS_CODES.length);
for (const s of ['not_looked_through', 'level_cap', 'cycle'] as const)
  FUND_KEPT_WHOLE[status(s)] = 1;
const DATA_GROUPING = status('data_grouping');
const RESIDUAL = status('residual');

/**
 * What every submodule starts from. Per row (types.ts ScrColumns: the lines that differ
 * only by their value): each row is classified once, its lines only scaled by their value.
 */
export interface LineContext {
  /** The row of each line, the number of rows and the lines of each row. */
  row: Int32Array;
  /** The lines' values (ScrColumns.marketValue), shared when passes run on two threads. */
  values: Float64Array;
  rows: number;
  rowLines: Int32Array;
  kind: Uint8Array;
  /** 4th CIC character as a digit (0 when unknown). */
  cicSub: Uint8Array;
  /** Interest-rate duration chosen by modifiedDurationPriority (NaN when none). */
  duration: Float64Array;
  /** Spread duration of the same source (credit sensitivity first), NaN when none. */
  spreadDuration: Float64Array;
  /** Share of the line deducted from own funds, Art. 68 (null: nothing deducted). */
  deducted: Float64Array | null;
  lists: ListMatches;
  /** Per country index: EEA member. */
  countryEea: Uint8Array;
  /** Per country index: the currency index of its government's domestic currency, or -1. */
  countryDomestic: Int32Array;
  /** Index of the reference currency in the currency dictionary (-1 when absent). */
  referenceCurrency: number;
}

function kindOfCic(cic: string, defaultCic: ReadonlySet<string>): number {
  const cat = cic.charAt(2);
  const sub = cic.slice(2, 4);
  switch (cat) {
    case '1':
      return KIND.governmentBond;
    case '2':
      return KIND.corporateBond;
    case '3':
      return KIND.equity;
    case '4':
      return KIND.fundWhole;
    case '5':
      return KIND.structuredNote;
    case '6':
      return KIND.collateralised;
    case '7':
      return defaultCic.has(sub) ? KIND.cashAtBank : KIND.deposit;
    case '8':
      return KIND.loan;
    case '9':
      return KIND.property;
    case '0':
      return KIND.otherInvestment;
    case 'A':
    case 'B':
    case 'C':
    case 'D':
    case 'E':
    case 'F':
      return KIND.derivative;
    default:
      return KIND.unknown;
  }
}

/** Art. 84(3): a fund kept whole as a data grouping, by the fund type of its CIC. */
function groupingKind(sub: number): number {
  if (sub === 1) return KIND.fundEquityGrouping;
  if (sub === 2 || sub === 3) return KIND.fundDebtGrouping;
  if (sub === 5) return KIND.fundPropertyGrouping;
  return KIND.fundOtherGrouping;
}

export function buildContext(input: ScrInput, tables: ScrRegulatoryTables): LineContext {
  const cols = input.lines;
  const { row, rows } = rowsOf(cols);
  const rowLines = new Int32Array(rows);
  for (let i = 0; i < cols.length; i++) rowLines[row[i]!]!++;
  const defaultCic = new Set(tables.counterpartyDefaultCic);
  const cicKind = cols.dict.cics.map((c) => kindOfCic(c, defaultCic));
  const cicSubDigit = cols.dict.cics.map((c) => {
    const d = c.charCodeAt(3) - 48;
    return d >= 0 && d <= 9 ? d : 0;
  });
  const kind = new Uint8Array(rows);
  const cicSub = new Uint8Array(rows);
  for (let i = 0; i < rows; i++) {
    const ci = cols.cic[i]!;
    const st = cols.lookThroughStatus[i]!;
    const sub = ci >= 0 ? cicSubDigit[ci]! : 0;
    cicSub[i] = sub;
    let k: number = ci >= 0 ? cicKind[ci]! : KIND.unknown;
    // A fund's payables and borrowings too (liability-lines.ts, issue 35 §B.9).
    if (cols.flags[i]! & (LINE_FLAG.liability | LINE_FLAG.owedByFund)) k = KIND.liability;
    else if (st === RESIDUAL) k = KIND.residual;
    else if (k === KIND.fundWhole && st === DATA_GROUPING) k = groupingKind(sub);
    else if (FUND_KEPT_WHOLE[st] && k !== KIND.fundWhole) k = KIND.fundWhole;
    kind[i] = k;
  }
  const lists = matchClientLists(cols, input.clientLists, rows);
  const currencyIndex = new Map(cols.dict.currencies.map((c, i) => [c, i]));
  const countries = cols.dict.countries;
  return {
    row: sharedLines(row),
    values: sharedLines(cols.marketValue),
    rows,
    rowLines,
    kind,
    cicSub,
    ...chooseDurations(cols, input.parameters),
    deducted: deductedShares(input, lists, row, rows),
    lists,
    countryEea: Uint8Array.from(countries, (c) => (isEeaCountry(c) ? 1 : 0)),
    countryDomestic: Int32Array.from(countries, (c) => {
      const cur = tables.sovereignDomesticCurrency[c];
      return cur === undefined ? -1 : (currencyIndex.get(cur) ?? -1);
    }),
    referenceCurrency: currencyIndex.get(input.parameters.currency.referenceCurrency.code) ?? -1,
  };
}

/**
 * The first duration available in the order of modifiedDurationPriority (TPT 90/91/144),
 * per row, and the spread duration of the same source (Art. 176(3)): the credit sensitivity to
 * maturity (92) or to the expected maturity (145), else that source's modified duration;
 * the TPT has no credit sensitivity to the next call, so the call source gives 91.
 */
export function chooseDurations(cols: ScrColumns, p: ScrParameters) {
  const rows = cols.rows ?? cols.length;
  const bySource = {
    maturity: [cols.modifiedDuration, cols.creditSensitivity],
    call: [cols.modifiedDurationToCall, cols.modifiedDurationToCall],
    expected: [cols.modifiedDurationExpected, cols.creditSensitivityExpected],
  } as const;
  // A source no line gives is skipped (a column of NaN says nothing).
  const order = durationSourceOrder(p.interestRate.modifiedDurationPriority)
    .map((s) => bySource[s])
    .filter(([rates, credit]) => anyNumber(rates) || anyNumber(credit));
  // One source alone: its durations are the column itself (the engine only reads them).
  const [only] = order;
  if (order.length === 1 && only![0] === only![1])
    return { duration: only![0], spreadDuration: only![0] };
  const duration = new Float64Array(rows).fill(NaN);
  const spreadDuration = new Float64Array(rows).fill(NaN);
  if (order.length === 1) {
    const [rates, credit] = only!;
    for (let i = 0; i < rows; i++) {
      const d = rates[i]!;
      const c = credit[i]!;
      if (d !== d && c !== c) continue;
      duration[i] = d;
      spreadDuration[i] = c === c ? c : d;
    }
    return { duration, spreadDuration };
  }
  for (let i = 0; i < rows; i++) {
    for (const [rates, credit] of order) {
      const d = rates[i]!;
      const c = credit[i]!;
      if (d !== d && c !== c) continue; // this source says nothing: the next one
      duration[i] = d;
      spreadDuration[i] = c === c ? c : d;
      break;
    }
  }
  return { duration, spreadDuration };
}

/** Whether a column holds any number (not NaN). */
function anyNumber(values: Float64Array): boolean {
  if (NAN_COLUMNS.has(values)) return false;
  for (let i = 0; i < values.length; i++) if (values[i] === values[i]) return true;
  return false;
}

/**
 * Art. 68(3) [approximation]: non-strategic participations in financial and credit
 * institutions beyond financialInstitutionInOwnFundTreshold × own funds are deducted from
 * own funds, pro rata; the deducted part escapes the equity (168(5)), concentration
 * (184(2)(c)) and currency (188(6)) shocks. Needs `ownFunds`.
 */
function deductedShares(
  input: ScrInput,
  lists: ListMatches,
  row: Int32Array,
  rows: number,
): Float64Array | null {
  const cols = input.lines;
  const threshold = input.parameters.equity.financialInstitutionInOwnFundTreshold;
  if (input.ownFunds === undefined || threshold === undefined) return null;
  const counted = (r: number) =>
    (cols.flags[r]! & LINE_FLAG.financialParticipation) !== 0 &&
    !(lists.bits[r]! & LIST_BIT.strategic);
  let total = 0;
  for (let i = 0; i < cols.length; i++)
    if (counted(row[i]!)) total += Math.max(0, cols.marketValue[i]!);
  const excess = total - threshold * input.ownFunds;
  if (!(excess > 0)) return null;
  const share = excess / total;
  const out = new Float64Array(rows);
  for (let r = 0; r < rows; r++) if (counted(r)) out[r] = share;
  return out;
}
