/**
 * The EUR basic risk-free curve without VA at 31/12/2024 (solvency2-market-risk §9.1), in
 * percent. 1-21 come from Implementing Regulation (EU) 2025/216 [C]; 22-30 and the points
 * 35…150 were recomputed with Smith-Wilson (UFR 3.30 %) [R]. Both are "as given" (not
 * synthetic). The maturities between the given points are filled by linear interpolation
 * and flagged synthetic.
 */
const GIVEN_PERCENT: Record<number, number> = {
  1: 2.236,
  2: 2.093,
  3: 2.093,
  4: 2.12,
  5: 2.142,
  6: 2.17,
  7: 2.198,
  8: 2.222,
  9: 2.243,
  10: 2.267,
  11: 2.286,
  12: 2.308,
  13: 2.325,
  14: 2.334,
  15: 2.332,
  16: 2.319,
  17: 2.301,
  18: 2.283,
  19: 2.268,
  20: 2.259,
  21: 2.257,
  22: 2.261,
  23: 2.27,
  24: 2.282,
  25: 2.296,
  26: 2.312,
  27: 2.33,
  28: 2.348,
  29: 2.367,
  30: 2.386,
  35: 2.479,
  40: 2.564,
  45: 2.637,
  50: 2.698,
  55: 2.751,
  60: 2.795,
  70: 2.866,
  80: 2.92,
  90: 2.962,
  100: 2.996,
  110: 3.024,
  120: 3.047,
  130: 3.066,
  140: 3.083,
  150: 3.097,
};

export const EUR_CURVE_ID = 'EUR_RFR_NO_VA';
export const USD_CURVE_ID = 'USD_RFR_NO_VA';
export const CURVE_DATE = '2024-12-31';
export const MAX_MATURITY = 150;

export interface CurvePoint {
  maturity: number;
  /** Annual compounding, 0.02236 = 2.236 %. */
  rate: number;
  synthetic: boolean;
}

/** Percent with three decimals → the stored fraction, without float noise (2.236 → 0.02236). */
const fromPercent = (percent: number) => Math.round(percent * 1000) / 100_000;

/** The 150 points of the 31/12/2024 curve. */
export function eurCurve20241231(): CurvePoint[] {
  const given = Object.keys(GIVEN_PERCENT)
    .map(Number)
    .sort((a, b) => a - b);
  const points: CurvePoint[] = [];
  for (let t = 1; t <= MAX_MATURITY; t++) {
    const exact = GIVEN_PERCENT[t];
    if (exact !== undefined) {
      points.push({ maturity: t, rate: fromPercent(exact), synthetic: false });
      continue;
    }
    const lo = given.filter((m) => m < t).at(-1)!;
    const hi = given.find((m) => m > t)!;
    const w = (t - lo) / (hi - lo);
    const percent = GIVEN_PERCENT[lo]! + w * (GIVEN_PERCENT[hi]! - GIVEN_PERCENT[lo]!);
    points.push({ maturity: t, rate: Math.round(percent * 1e5) / 1e7, synthetic: true });
  }
  return points;
}
