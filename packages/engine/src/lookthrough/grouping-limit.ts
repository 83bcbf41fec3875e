import { DATA_GROUPING_LIMIT } from '@prisme/domain';
import { isUnitLinkedCompartment } from '../qrt/codes';
import type { InstrumentTable } from './instruments';
import { STATUS } from './status';
import type { LookThroughInput, LookThroughLines } from './types';

/**
 * Art. 84(3) DR (reference §8): data groupings may apply to no more than 20 % of the total
 * value of the undertaking's assets (here the perimeter's held value, `heldRc`), assets
 * backing unit- or index-linked contracts not counted towards it (84(3a)). Above the
 * limit a grouping is not allowed, so neither look-through nor 84(3) is used and the
 * units are type 2 equity (Art. 168(3)): their lines take the status `grouping_limit`.
 *
 * The regulation does not say which funds keep their grouping [U]: the funds are taken
 * by value, largest first (then by code), each whole (a fund's units are not split),
 * while the total stays within the limit; a fund that does not fit is passed over and a
 * smaller one may still fit. Changes `lines.status` in place.
 */
export function applyGroupingLimit(
  lines: LookThroughLines,
  count: number,
  input: LookThroughInput,
  instruments: InstrumentTable,
  heldRc: number,
): void {
  const unitLinked = unitLinkedPositions(input);
  const valueByFund = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    if (lines.status[i] !== STATUS.data_grouping || unitLinked[lines.root[i]!]) continue;
    const fund = instruments.canonical(lines.instrument[i]!);
    valueByFund.set(fund, (valueByFund.get(fund) ?? 0) + lines.exposureRc[i]!);
  }
  const allowed = DATA_GROUPING_LIMIT * heldRc;
  const funds = [...valueByFund].sort(
    ([a, va], [b, vb]) => vb - va || (instruments.code(a) < instruments.code(b) ? -1 : 1),
  );
  const over = new Set<number>();
  let used = 0;
  for (const [fund, value] of funds) {
    if (used + value <= allowed) used += value;
    else over.add(fund);
  }
  if (over.size === 0) return;
  for (let i = 0; i < count; i++)
    if (
      lines.status[i] === STATUS.data_grouping &&
      !unitLinked[lines.root[i]!] &&
      over.has(instruments.canonical(lines.instrument[i]!))
    )
      lines.status[i] = STATUS.grouping_limit;
}

/** Per position: whether it backs unit- or index-linked contracts (Art. 84(3a)). */
export function unitLinkedPositions(input: LookThroughInput): boolean[] {
  return input.positions.map(
    (p) => p.unitLinked ?? isUnitLinkedCompartment(p.compartmentCode, null),
  );
}
