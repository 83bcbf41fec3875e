import { groupIndex } from '../esg/breakdowns';
import { LINE_FLAGS, type LookThroughInput, type LookThroughResult } from '../lookthrough/types';
import type { LiquidityLineGroups } from './analysis';

/**
 * Everything the liquidity engine reads of the look-through lines, summed in one pass
 * over them (issue 39): per instrument its net value, the value and units of the lines
 * that know their units, its line count and its derivative notional; per (instrument,
 * portfolio of the root position) cell its value and the part held through funds. No
 * object and no map lookup per line: the lines are read once, by integer index.
 */
export interface LiquidityLineSums {
  value: Float64Array;
  knownValue: Float64Array;
  knownUnits: Float64Array;
  lineCounts: Int32Array;
  notional: Float64Array;
  /** The cells, in ascending (instrument, portfolio) order. */
  groups: LiquidityLineGroups;
}

/** Above this many (security, portfolio) cells the lines are summed in a map, not a grid. */
const DENSE_CELLS = 4_000_000;

export function sumLiquidityLines(
  result: LookThroughResult,
  input: LookThroughInput,
): LiquidityLineSums {
  const n = input.instruments.length;
  const value = new Float64Array(n);
  const knownValue = new Float64Array(n);
  const knownUnits = new Float64Array(n);
  const lineCounts = new Int32Array(n);
  const notional = new Float64Array(n);
  const portfolios = groupIndex(input.positions.map((p) => p.portfolioCode));
  const groupOfRoot = portfolios.of;
  const groupCount = portfolios.keys.length;
  const cells = n * groupCount;
  const dense = cells <= DENSE_CELLS;
  const cellValue = new Float64Array(dense ? cells : 0);
  const cellThrough = new Float64Array(dense ? cells : 0);
  const touched = new Uint8Array(dense ? cells : 0);
  const sparse = new Map<number, [number, number]>();
  const { root, instrument, exposureRc, quantity, notionalRc, depth, flags } = result.lines;
  const { quantityUnknown, hasNotional } = LINE_FLAGS;
  for (let line = 0; line < result.count; line++) {
    const s = instrument[line]!;
    const amount = exposureRc[line]!;
    const flag = flags[line]!;
    value[s]! += amount;
    lineCounts[s]! += 1;
    if ((flag & quantityUnknown) === 0) {
      knownValue[s]! += amount;
      knownUnits[s]! += quantity[line]!;
    }
    if (flag & hasNotional) notional[s]! += notionalRc[line]!;
    const cell = s * groupCount + groupOfRoot[root[line]!]!;
    const through = depth[line]! > 0;
    if (dense) {
      cellValue[cell]! += amount;
      if (through) cellThrough[cell]! += amount;
      touched[cell] = 1;
    } else {
      const sum = sparse.get(cell) ?? [0, 0];
      sum[0] += amount;
      if (through) sum[1] += amount;
      sparse.set(cell, sum);
    }
  }
  let size = sparse.size;
  if (dense) for (let cell = 0; cell < cells; cell++) size += touched[cell]!;
  const groups: LiquidityLineGroups = {
    holding: new Int32Array(size),
    value: new Float64Array(size),
    group: new Int32Array(size),
    throughValue: new Float64Array(size),
    labels: portfolios.keys.map((key) => ({ key, label: key })),
  };
  let at = 0;
  const put = (cell: number, sum: number, through: number) => {
    groups.holding[at] = Math.floor(cell / groupCount);
    groups.group[at] = cell % groupCount;
    groups.value[at] = sum;
    groups.throughValue[at] = through;
    at += 1;
  };
  if (dense) {
    for (let cell = 0; cell < cells; cell++)
      if (touched[cell]) put(cell, cellValue[cell]!, cellThrough[cell]!);
  } else for (const [cell, [sum, through]] of sparse) put(cell, sum, through);
  return { value, knownValue, knownUnits, lineCounts, notional, groups };
}
