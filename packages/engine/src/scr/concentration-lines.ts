/**
 * The concentration's passes over lines (Art. 182-187), block by block on one thread or
 * two (line-blocks.ts): computeConcentration (concentration.ts) runs them by name.
 */
/** What the concentration's pass over lines reads and writes. */
export interface ConcentrationLines {
  row: Int32Array;
  marketValue: Float64Array;
  /** Per row: 0 out of the base, else in it (2: exempt, no name). */
  inBase: Uint8Array;
  share: Float64Array;
  name: Int32Array;
  cqs: Int8Array;
  unratedCqs: number;
  names: number;
  base: Float64Array;
}

/**
 * Lines [from, to): each line's value in the base (Art. 184); sums: the assets, then per
 * name its exposure, its CQS weighted by value (unrated as unratedCqs, Art. 182(5)) and its
 * rated lines.
 */
export function concentrationExposureLines(
  s: ConcentrationLines,
  from: number,
  to: number,
  sums: Float64Array,
): void {
  const m = s.names;
  for (let i = from; i < to; i++) {
    const w = s.row[i]!;
    if (s.inBase[w] === 0) continue;
    const v = s.marketValue[i]! * s.share[w]!;
    s.base[i] = v;
    sums[0]! += v;
    const j = s.name[i]!;
    if (j < 0) continue;
    const q = s.cqs[w]!;
    sums[1 + j]! += v;
    sums[1 + m + j]! += v * (q >= 0 ? q : s.unratedCqs);
    if (q >= 0) sums[1 + 2 * m + j] = 1;
  }
}

/** Lines [from, to): ∂SCR/∂v of each line's name (ConcentrationOutcome.alpha). */
export function concentrationAlphaLines(
  s: {
    name: Int32Array;
    concOf: Float64Array;
    gOf: Float64Array;
    xsOf: Float64Array;
    exposure: Float64Array;
    mixed: Uint8Array;
    gLine: Float64Array | null;
    scr: number;
    alpha: Float64Array;
  },
  from: number,
  to: number,
): void {
  for (let i = from; i < to; i++) {
    const j = s.name[i]!;
    if (j < 0 || !(s.concOf[j]! > 0)) continue;
    const g = s.gOf[j]!;
    s.alpha[i] =
      (s.concOf[j]! * (g + (s.mixed[j] ? (s.xsOf[j]! * (s.gLine![i]! - g)) / s.exposure[j]! : 0))) /
      s.scr;
  }
}
