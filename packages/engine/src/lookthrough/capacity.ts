import { MAX_LOOK_THROUGH_DEPTH } from '@prisme/domain';
import type { CompositionIndex } from './composition-index';
import type { InstrumentTable } from './instruments';
import type { PositionInput } from './types';

/** Beyond this the columns start smaller and double: an estimate can overshoot. */
const MAX_INITIAL_LINES = 1 << 22;

/**
 * How many lines the look-through will give, near enough to allocate the columns once
 * rather than doubling them (a copy of every column each time). A fund counts the lines
 * of its chosen composition, its funds recursively down to the level, memoised by fund
 * and levels left, so each composition is read at most once per level. Cycles and field
 * 95 are ignored: they only make the estimate too high, which the cap bounds.
 */
export function estimateLineCount(
  positions: readonly PositionInput[],
  instruments: InstrumentTable,
  compositions: CompositionIndex,
  levelCap: number,
): number {
  const memo = new Map<number, number>();
  const size = (fund: number, left: number): number => {
    if (left === 0) return 1;
    const key = fund * (MAX_LOOK_THROUGH_DEPTH + 1) + left;
    const known = memo.get(key);
    if (known !== undefined) return known;
    memo.set(key, 1); // a cycle meeting this fund again counts it as one line
    const chosen = compositions.choose(fund);
    let count = 1; // the fund kept whole, or the residual line of its composition
    if (chosen >= 0) {
      const lines = compositions.composition(chosen).lines;
      for (let i = 0; i < lines.length && count < MAX_INITIAL_LINES; i++) {
        const instrument = lines[i]!.instrumentIndex;
        const valid = instrument >= 0 && instrument < instruments.size;
        count +=
          valid && instruments.isFund(instrument)
            ? size(instruments.canonical(instrument), left - 1)
            : 1;
      }
    }
    memo.set(key, count);
    return count;
  };
  let total = 0;
  for (let p = 0; p < positions.length && total < MAX_INITIAL_LINES; p++) {
    const instrument = positions[p]!.instrumentIndex;
    const valid = instrument >= 0 && instrument < instruments.size;
    total +=
      valid && instruments.isFund(instrument)
        ? size(instruments.canonical(instrument), levelCap)
        : 1;
  }
  return Math.min(total, MAX_INITIAL_LINES);
}
