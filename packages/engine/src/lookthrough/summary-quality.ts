import type { LookThroughQuality } from '@prisme/domain';
import { itemsFromMasks, MASK_COUNT, MISSING_ITEMS } from './missing-data';
import { SEEN_THROUGH_CODES, STATUS, STATUS_COUNT } from './status';
import { byValueThenKey, shareOf } from './summary-axes';

/**
 * How the value of each group of lines (a held fund, a portfolio) was looked through:
 * value by status (`values[group × STATUS_COUNT + status]`) and lines by missing-data
 * mask (`masks[group × MASK_COUNT + mask]`), summed by the caller's loop once the groups
 * are known.
 */
export class QualityGroups {
  private readonly ids = new Map<string, number>();
  private readonly codes: string[] = [];
  private readonly names: (string | null)[] = [];
  values = new Float64Array(0);
  masks = new Float64Array(0);

  id(code: string, name: string | null): number {
    let id = this.ids.get(code);
    if (id === undefined) {
      id = this.codes.length;
      this.ids.set(code, id);
      this.codes.push(code);
      this.names.push(name);
    }
    return id;
  }

  allocate(): void {
    this.values = new Float64Array(this.codes.length * STATUS_COUNT);
    this.masks = new Float64Array(this.codes.length * MASK_COUNT);
  }

  qualities(): LookThroughQuality[] {
    const out: LookThroughQuality[] = [];
    for (let id = 0; id < this.codes.length; id++) {
      const value = (status: number) => this.values[id * STATUS_COUNT + status]!;
      let marketValue = 0;
      for (let s = 0; s < STATUS_COUNT; s++) marketValue += value(s);
      let seenThrough = 0;
      for (const s of SEEN_THROUGH_CODES) seenThrough += value(s);
      const counts = itemsFromMasks(this.masks, undefined, id * MASK_COUNT).counts;
      const missing: Record<string, number> = {};
      MISSING_ITEMS.forEach((item, b) => (missing[item] = counts[b]!));
      out.push({
        code: this.codes[id]!,
        name: this.names[id]!,
        marketValue,
        lookedThroughShare: shareOf(seenThrough, marketValue),
        targetAllocationShare: shareOf(value(STATUS.target_allocation), marketValue),
        lastReportedShare: shareOf(value(STATUS.last_reported), marketValue),
        dataGroupingShare: shareOf(value(STATUS.data_grouping), marketValue),
        notLookedThroughShare: shareOf(value(STATUS.not_looked_through), marketValue),
        groupingLimitShare: shareOf(value(STATUS.grouping_limit), marketValue),
        missing,
      });
    }
    return out.sort(byValueThenKey((q) => q.code));
  }
}
