import { LOOK_THROUGH_STATUS_CODES } from '@prisme/domain';
import type { LookThroughStatus, MissingDataItem } from '@prisme/domain';
import { itemsFromMasks, MASK_COUNT, MISSING_ITEMS } from './missing-data';
import { STATUS_COUNT } from './status';
import { LINE_FLAGS } from './types';
import type { LookThroughLines, LookThroughStatistics, LookThroughWarning, Tally } from './types';

/** Counts and values by status, depth and missing item, in one pass over the columns. */
export function computeStatistics(
  lines: LookThroughLines,
  count: number,
  levelCap: number,
  heldRc: number,
  warnings: LookThroughWarning[],
): LookThroughStatistics {
  const statusCount = new Float64Array(STATUS_COUNT);
  const statusValue = new Float64Array(STATUS_COUNT);
  const depthCount = new Float64Array(levelCap + 2);
  const depthValue = new Float64Array(levelCap + 2);
  const maskCount = new Float64Array(MASK_COUNT);
  const maskValue = new Float64Array(MASK_COUNT);
  const { status, depth, exposureRc, missing, flags } = lines;
  let total = 0;
  let fxMissing = 0;
  for (let i = 0; i < count; i++) {
    const v = exposureRc[i]!;
    total += v;
    statusCount[status[i]!]!++;
    statusValue[status[i]!]! += v;
    depthCount[depth[i]!]!++;
    depthValue[depth[i]!]! += v;
    if (flags[i]! & LINE_FLAGS.fxMissing) fxMissing++;
    maskCount[missing[i]!]!++;
    maskValue[missing[i]!]! += v;
  }
  const items = itemsFromMasks(maskCount, maskValue);
  const missingCount = Float64Array.from(items.counts);
  const missingValue = Float64Array.from(items.values);
  const tally = (counts: Float64Array, values: Float64Array, k: number): Tally => ({
    lineCount: counts[k]!,
    exposureRc: values[k]!,
  });
  const byStatus = {} as Record<LookThroughStatus, Tally>;
  LOOK_THROUGH_STATUS_CODES.forEach((s, k) => (byStatus[s] = tally(statusCount, statusValue, k)));
  const byMissing = {} as Record<MissingDataItem, Tally>;
  MISSING_ITEMS.forEach((item, k) => (byMissing[item] = tally(missingCount, missingValue, k)));
  const byDepth: Tally[] = [];
  for (let d = 0; d <= levelCap; d++) byDepth.push(tally(depthCount, depthValue, d));
  return {
    lineCount: count,
    heldRc,
    exposureRc: total,
    byStatus,
    byDepth,
    byMissing,
    incompleteLineCount: count - maskCount[0]!,
    fxMissingLineCount: fxMissing,
    warnings,
  };
}
