import {
  DATA_GROUPING_LIMIT,
  LOOK_THROUGH_STATUS_CODES,
  LOOK_THROUGH_STATUSES,
  MISSING_DATA_ITEMS,
} from '@prisme/domain';
import type { BreakdownAxis, BreakdownItem, LookThroughSummary } from '@prisme/domain';
import { unitLinkedPositions } from './grouping-limit';
import { InstrumentTable } from './instruments';
import { itemsFromMasks, MASK_COUNT, MISSING_ITEMS } from './missing-data';
import { SEEN_THROUGH_CODES, STATUS, STATUS_COUNT } from './status';
import { AXES, shareOf, Slices } from './summary-axes';
import { QualityGroups } from './summary-quality';
import type { LookThroughInput, LookThroughResult } from './types';

/** The summary fields the engine computes; the caller adds the perimeter's identity. */
export type LookThroughSummaryFigures = Omit<
  LookThroughSummary,
  | 'perimeterID'
  | 'rolename'
  | 'valuationDate'
  | 'portfolios'
  | 'compartments'
  | 'lookThroughLevel'
  | 'transparisationDate'
  | 'referenceCurrency'
>;

/**
 * The "Indicateurs Transparisés" of a look-through: totals, shares by status, the
 * breakdowns, the quality by held fund and by portfolio, and the missing data. Pure.
 * Shares are of the signed total value (the base of Art. 84(3)'s 20 % limit): a short
 * position lowers the base as it lowers the assets.
 */
export function summariseLookThrough(
  result: LookThroughResult,
  input: LookThroughInput,
): LookThroughSummaryFigures {
  const { count, lines } = result;
  const instruments = new InstrumentTable(input.instruments);
  const slices = new Slices(instruments);
  const levelSlots = Array.from({ length: result.levelCap + 1 }, (_, d) =>
    slices.slot('level', String(d)),
  );
  const statusSlots = LOOK_THROUGH_STATUS_CODES.map((s) =>
    slices.slot('status', s, LOOK_THROUGH_STATUSES[s]),
  );

  // Per position: its quotation currency, its portfolio, and its fund when it holds one.
  const funds = new QualityGroups();
  const portfolios = new QualityGroups();
  const positionCount = input.positions.length;
  const positionCurrency = new Int32Array(positionCount);
  const positionFund = new Int32Array(positionCount);
  const positionPortfolio = new Int32Array(positionCount);
  for (let p = 0; p < positionCount; p++) {
    const position = input.positions[p]!;
    const instrument = position.instrumentIndex;
    positionCurrency[p] = slices.currencySlot(position.quotationCurrency);
    positionPortfolio[p] = portfolios.id(position.portfolioCode, null);
    const { code, name } = input.instruments[instrument]!;
    positionFund[p] = instruments.isFund(instrument) ? funds.id(code, name) : -1;
  }
  const resolved = slices.resolved;
  for (let i = 0; i < count; i++) {
    const instrument = lines.instrument[i]!;
    if (!resolved[instrument]) slices.resolve(instrument);
  }
  slices.allocate();
  funds.allocate();
  portfolios.allocate();

  const { sums, counts, ofInstrument } = slices;
  const statusValue = new Float64Array(STATUS_COUNT);
  const statusCount = new Float64Array(STATUS_COUNT);
  const maskCount = new Float64Array(MASK_COUNT);
  const maskValue = new Float64Array(MASK_COUNT);
  const { values: fundValues, masks: fundMasks } = funds;
  const { values: portfolioValues, masks: portfolioMasks } = portfolios;
  const unitLinked = unitLinkedPositions(input);
  let total = 0;
  let groupingCounted = 0;
  for (let i = 0; i < count; i++) {
    const v = lines.exposureRc[i]!;
    const s = lines.status[i]!;
    const root = lines.root[i]!;
    if (s === STATUS.data_grouping && !unitLinked[root]) groupingCounted += v;
    const at = lines.instrument[i]! * 5;
    total += v;
    statusValue[s]! += v;
    statusCount[s]!++;
    // The held position itself (empty path) is quoted in its own currency.
    const currency = lines.path[i] === 0 ? positionCurrency[root]! : ofInstrument[at + 1]!;
    const level = levelSlots[lines.depth[i]!]!;
    const status = statusSlots[s]!;
    const cic = ofInstrument[at]!;
    const country = ofInstrument[at + 2]!;
    const rating = ofInstrument[at + 3]!;
    const sector = ofInstrument[at + 4]!;
    sums[level]! += v;
    sums[status]! += v;
    sums[currency]! += v;
    sums[cic]! += v;
    sums[country]! += v;
    sums[rating]! += v;
    sums[sector]! += v;
    counts[level]!++;
    counts[status]!++;
    counts[currency]!++;
    counts[cic]!++;
    counts[country]!++;
    counts[rating]!++;
    counts[sector]!++;
    const fund = positionFund[root]!;
    const portfolio = positionPortfolio[root]!;
    const mask = lines.missing[i]!;
    if (fund >= 0) {
      fundValues[fund * STATUS_COUNT + s]! += v;
      fundMasks[fund * MASK_COUNT + mask]!++;
    }
    portfolioValues[portfolio * STATUS_COUNT + s]! += v;
    portfolioMasks[portfolio * MASK_COUNT + mask]!++;
    maskCount[mask]!++;
    maskValue[mask]! += v;
  }
  const missingItems = itemsFromMasks(maskCount, maskValue);

  let seenThrough = 0;
  for (const s of SEEN_THROUGH_CODES) seenThrough += statusValue[s]!;
  const breakdowns = Object.fromEntries(AXES.map((axis) => [axis, slices.items(axis, total)]));
  return {
    totalMarketValuation: total,
    lineCount: count,
    lookedThroughShare: shareOf(seenThrough, total),
    dataGroupingShare: shareOf(statusValue[STATUS.data_grouping]!, total),
    dataGroupingCountedShare: shareOf(groupingCounted, total),
    groupingLimitShare: shareOf(statusValue[STATUS.grouping_limit]!, total),
    dataGroupingLimit: DATA_GROUPING_LIMIT,
    breakdowns: breakdowns as Record<BreakdownAxis, BreakdownItem[]>,
    byFund: funds.qualities(),
    byPortfolio: portfolios.qualities(),
    missing: MISSING_ITEMS.map((item, b) => ({
      item,
      label: MISSING_DATA_ITEMS[item],
      lineCount: missingItems.counts[b]!,
      marketValue: missingItems.values[b]!,
    })),
    // The statuses that occur, in the domain's order (the legend of the charts).
    statuses: LOOK_THROUGH_STATUS_CODES.filter((_, code) => statusCount[code]! > 0),
  };
}
