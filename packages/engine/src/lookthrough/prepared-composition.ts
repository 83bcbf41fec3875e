import type { InstrumentTable } from './instruments';
import type { FundCompositionInput } from './types';

/** Weights adding up to 1 within this are taken as complete (data-standards §2.4). */
export const WEIGHT_TOLERANCE = 1e-6;

/** Fund-of-funds layout 2: the lines of one investee fund, marked with its ID in TPT 95. */
export interface InvesteeGroup {
  code: string;
  /** The investee fund's instrument: its replaced line's, else the dictionary's; -1 if none. */
  instrument: number;
  /** The investee fund's own xx4x line in the composition, -1 when absent. */
  replacedLine: number;
  lines: Int32Array;
}

/**
 * A composition read once, whatever the number of positions that reach it: line
 * weights, field-95 groups and the weight check. Kept per composition by the expander.
 */
export interface PreparedComposition {
  /** Weight of each line (TPT 26, else TPT 24 / NAV), NaN when neither is usable. */
  weights: Float64Array;
  /** Lines that are neither replaced by a group nor in one. */
  plainLines: Int32Array;
  groups: InvesteeGroup[];
  /** Sum of the usable weights of the counted lines (replaced lines excluded). */
  weightSum: number;
  /** Σ weights ≠ 1: the difference becomes a residual line. */
  weightsOff: boolean;
}

function lineWeight(
  weight: number | null,
  marketValuePc: number | null,
  netAssetValue: number | null,
): number {
  if (weight != null && Number.isFinite(weight)) return weight;
  if (marketValuePc == null || netAssetValue == null || netAssetValue === 0) return NaN;
  const derived = marketValuePc / netAssetValue;
  return Number.isFinite(derived) ? derived : NaN;
}

/**
 * Instrument indices are built by the caller from its own dictionary: one out of range is
 * a bug in that mapping, not a data problem, and is refused. The message is built only
 * then, never per line.
 */
export function isInstrumentIndex(index: number, size: number): boolean {
  return index >= 0 && index < size && Number.isInteger(index);
}

export function badInstrumentIndex(where: string, index: number): RangeError {
  return new RangeError(`${where} : indice d’instrument ${index} hors du dictionnaire`);
}

export function prepareComposition(
  composition: FundCompositionInput,
  instruments: InstrumentTable,
): PreparedComposition {
  const { lines, netAssetValue, fundCode } = composition;
  const n = lines.length;
  const weights = new Float64Array(n);
  let groupOf: Map<string, number[]> | undefined;
  let allWeights = 0;
  for (let i = 0; i < n; i++) {
    const line = lines[i]!;
    if (!isInstrumentIndex(line.instrumentIndex, instruments.size))
      throw badInstrumentIndex(`Composition ${fundCode} ligne ${i}`, line.instrumentIndex);
    const w = lineWeight(line.weight, line.marketValuePc, netAssetValue);
    weights[i] = w;
    if (!Number.isNaN(w)) allWeights += w;
    const investee = line.investeeFundCode;
    // Field 95 naming the fund itself is not a fund of funds: the line is the fund's own.
    if (investee == null || investee === '' || investee === fundCode) continue;
    groupOf ??= new Map();
    const members = groupOf.get(investee);
    if (members) members.push(i);
    else groupOf.set(investee, [i]);
  }
  if (groupOf === undefined) {
    // The common case: no field 95, every line counts as it is.
    const plainLines = new Int32Array(n);
    for (let i = 0; i < n; i++) plainLines[i] = i;
    return {
      weights,
      plainLines,
      groups: [],
      weightSum: allWeights,
      weightsOff: isOff(allWeights),
    };
  }
  return withInvesteeGroups(composition, instruments, weights, groupOf);
}

function isOff(weightSum: number): boolean {
  return !(Math.abs(weightSum - 1) <= WEIGHT_TOLERANCE);
}

function withInvesteeGroups(
  composition: FundCompositionInput,
  instruments: InstrumentTable,
  weights: Float64Array,
  groupOf: Map<string, number[]>,
): PreparedComposition {
  const lines = composition.lines;
  // Data-standards §2.4, TPT 95: a fund line (CIC xx4x) whose holdings are given by lines
  // marked with its ID is replaced by them and must not be counted too.
  const replaced = new Uint8Array(lines.length);
  const replacedLineOf = new Map<string, number>();
  for (let i = 0; i < lines.length; i++) {
    const instrument = lines[i]!.instrumentIndex;
    const code = instruments.code(instrument);
    if (!groupOf.has(code) || !instruments.isFund(instrument)) continue;
    if (lines[i]!.investeeFundCode === code) continue;
    replaced[i] = 1;
    if (!replacedLineOf.has(code)) replacedLineOf.set(code, i);
  }

  const groups: InvesteeGroup[] = [];
  const inGroup = new Uint8Array(lines.length);
  for (const [code, members] of groupOf) {
    const counted = members.filter((i) => !replaced[i]);
    for (const i of counted) inGroup[i] = 1;
    const replacedLine = replacedLineOf.get(code) ?? -1;
    const instrument =
      replacedLine >= 0 ? lines[replacedLine]!.instrumentIndex : instruments.indexOf(code);
    groups.push({ code, instrument, replacedLine, lines: Int32Array.from(counted) });
  }

  const plain: number[] = [];
  let weightSum = 0;
  for (let i = 0; i < lines.length; i++) {
    if (replaced[i]) continue;
    if (!inGroup[i]) plain.push(i);
    const w = weights[i]!;
    if (!Number.isNaN(w)) weightSum += w;
  }
  return {
    weights,
    plainLines: Int32Array.from(plain),
    groups,
    weightSum,
    weightsOff: isOff(weightSum),
  };
}
