import type { CompositionLineInput, FundCompositionInput, LookThroughInput } from '@prisme/engine';
import { AMOUNT_NULL, AMOUNTS } from '../../modules/lookthrough/holding-lines';

/**
 * The look-through input as it crosses to the worker thread. Structured clone copies a
 * million composition lines one object at a time (longer than the engine takes to use
 * them); packed into typed arrays they are moved, not copied, and rebuilt on the other
 * side in a tenth of the time. Everything else (instruments, positions) is small and
 * goes as it is.
 */
export interface PackedLookThroughInput {
  input: Omit<LookThroughInput, 'compositions'>;
  compositions: Omit<FundCompositionInput, 'lines'>[];
  /** Lines of composition k: [lineStart[k], lineStart[k + 1]). */
  lineStart: Int32Array;
  instrumentIndex: Int32Array;
  weight: Float64Array;
  marketValuePc: Float64Array;
  quantity: Float64Array;
  nominal: Float64Array;
  /** Bits of AMOUNT_NULL (holding-lines.ts): which amounts of a line are null (the arrays then hold 0). */
  nulls: Uint8Array;
  /** TPT 95 is rare: [line, investee fund code] pairs. */
  investees: [number, string][];
}

export function packLookThroughInput(full: LookThroughInput): {
  packed: PackedLookThroughInput;
  transferList: ArrayBuffer[];
} {
  const { compositions, ...input } = full;
  const lineStart = new Int32Array(compositions.length + 1);
  compositions.forEach((c, k) => (lineStart[k + 1] = lineStart[k]! + c.lines.length));
  const count = lineStart[compositions.length]!;
  const packed: PackedLookThroughInput = {
    input,
    compositions: compositions.map(({ lines: _lines, ...composition }) => composition),
    lineStart,
    instrumentIndex: new Int32Array(count),
    weight: new Float64Array(count),
    marketValuePc: new Float64Array(count),
    quantity: new Float64Array(count),
    nominal: new Float64Array(count),
    nulls: new Uint8Array(count),
    investees: [],
  };
  let at = 0;
  for (const composition of compositions) {
    for (const line of composition.lines) {
      packed.instrumentIndex[at] = line.instrumentIndex;
      let nulls = 0;
      for (const amount of AMOUNTS) {
        const value = line[amount];
        if (value == null) nulls |= AMOUNT_NULL[amount];
        else packed[amount][at] = value;
      }
      packed.nulls[at] = nulls;
      if (line.investeeFundCode != null) packed.investees.push([at, line.investeeFundCode]);
      at++;
    }
  }
  const transferList = [
    lineStart,
    packed.instrumentIndex,
    packed.weight,
    packed.marketValuePc,
    packed.quantity,
    packed.nominal,
    packed.nulls,
  ].map((array) => array.buffer as ArrayBuffer);
  return { packed, transferList };
}

export function unpackLookThroughInput(packed: PackedLookThroughInput): LookThroughInput {
  const investeeOf = new Map(packed.investees);
  const compositions = packed.compositions.map((composition, k): FundCompositionInput => {
    const from = packed.lineStart[k]!;
    const to = packed.lineStart[k + 1]!;
    const lines: CompositionLineInput[] = new Array(to - from);
    for (let i = from; i < to; i++) {
      const nulls = packed.nulls[i]!;
      lines[i - from] = {
        instrumentIndex: packed.instrumentIndex[i]!,
        weight: nulls & AMOUNT_NULL.weight ? null : packed.weight[i]!,
        marketValuePc: nulls & AMOUNT_NULL.marketValuePc ? null : packed.marketValuePc[i]!,
        quantity: nulls & AMOUNT_NULL.quantity ? null : packed.quantity[i]!,
        nominal: nulls & AMOUNT_NULL.nominal ? null : packed.nominal[i]!,
        investeeFundCode: investeeOf.get(i) ?? null,
      };
    }
    return { ...composition, lines };
  });
  return { ...packed.input, compositions };
}
