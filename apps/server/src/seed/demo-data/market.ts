import { CURRENCIES } from './countries';
import { MAX_MATURITY, eurCurve20241231 } from './eur-curve';
import { clamp, round, type Random } from './random';
import { weights } from './text-table';

/**
 * Market data over the 24 month-ends (index 0 = 2023-01-31, 23 = 2024-12-31). Only the EUR
 * curve at 2024-12-31 is published data; every other figure here is synthetic: plausible
 * levels moving smoothly, so that history views make sense.
 */

export const MONTHS = 24;

export interface Market {
  /** Units of currency per euro, by month (stored rounded, so amounts convert exactly). */
  fx: Record<string, number[]>;
  /** Spot rates by month and maturity 1…150: eur[m][t - 1]. */
  eur: number[][];
  usd: number[][];
  /** Symmetric adjustment by month, synthetic, in [-0.10, 0.10]. */
  symmetricAdjustment: number[];
  /** Cumulated log-return of the equity market since month 0. */
  equityFactor: number[];
  /** Multiplier of credit spreads (1 = average). */
  creditFactor: number[];
}

/** Start (2023-01) and end (2024-12) levels: plausible values, not ECB fixings. */
const FX_PATH: Record<string, [number, number, number]> = {
  // currency: [start, end, monthly volatility]
  USD: [1.0861, 1.0389, 0.018],
  GBP: [0.8847, 0.8292, 0.01],
  CHF: [1.0035, 0.9412, 0.012],
  JPY: [141.5, 163.06, 0.022],
  SEK: [11.25, 11.459, 0.014],
  NOK: [10.83, 11.795, 0.016],
  DKK: [7.4384, 7.4578, 0.0004],
  PLN: [4.71, 4.275, 0.01],
  CAD: [1.452, 1.4948, 0.014],
  AUD: [1.543, 1.6772, 0.017],
  MXN: [20.5, 21.55, 0.03],
  BRL: [5.58, 6.4253, 0.03],
};

/** A path from start to end with a smooth random wander in between (Brownian bridge). */
function bridge(rng: Random, start: number, end: number, volatility: number): number[] {
  const walk = [0];
  for (let m = 1; m < MONTHS; m++) walk.push(walk[m - 1]! + volatility * rng.normal());
  const last = walk[MONTHS - 1]!;
  return walk.map((w, m) => {
    const t = m / (MONTHS - 1);
    return start * Math.exp(t * Math.log(end / start) + w - t * last);
  });
}

function fxRates(rng: Random): Record<string, number[]> {
  const fx: Record<string, number[]> = { EUR: new Array<number>(MONTHS).fill(1) };
  for (const currency of CURRENCIES) {
    const path = FX_PATH[currency];
    if (!path) continue;
    const decimals = path[0] > 50 ? 2 : 4;
    fx[currency] = bridge(rng.fork(currency), ...path).map((v) => round(v, decimals));
  }
  return fx;
}

/** Knots written "month:value …". */
const knotsOf = (text: string) => weights(text).map(([m, v]) => [Number(m), v] as [number, number]);

/** Linear interpolation over monthly knots [month, value]. */
function knots(points: readonly [number, number][], m: number): number {
  const hi = points.findIndex(([km]) => km >= m);
  if (hi <= 0) return points[Math.max(hi, 0)]![1];
  const [m0, v0] = points[hi - 1]!;
  const [m1, v1] = points[hi]!;
  return v0 + ((m - m0) / (m1 - m0)) * (v1 - v0);
}

// Shape of EUR rates over 2023-2024, relative to 31/12/2024: short and long shifts.
const SHORT_SHIFT = knotsOf('0:0.0105 5:0.0155 8:0.017 11:0.0115 14:0.014 17:0.0125 20:0.006 23:0');
const LONG_SHIFT = knotsOf(
  '0:0.0075 5:0.007 9:0.0105 11:0.0025 14:0.0045 17:0.0055 20:0.0025 23:0',
);

/**
 * Shift of the curve at maturity t: short and long components blended with t, fading
 * beyond the last liquid point (20 y) so that the long end keeps converging to the UFR.
 * In 2023 the UFR was 3.45 % instead of 3.30 % (§9.2): the far end is lifted by 15 bp.
 */
function shiftAt(m: number, t: number, noise: number): number {
  const blend = Math.exp(-(t - 1) / 5);
  const core = knots(SHORT_SHIFT, m) * blend + knots(LONG_SHIFT, m) * (1 - blend) + noise;
  const fade = t <= 20 ? 1 : Math.max(0, 1 - (t - 20) / 40);
  const ufr = m <= 11 ? 0.0015 * clamp((t - 20) / 70, 0, 1) : 0;
  return core * fade + ufr;
}

function eurCurves(rng: Random): number[][] {
  const base = eurCurve20241231().map((p) => p.rate);
  return Array.from({ length: MONTHS }, (_, m) => {
    if (m === MONTHS - 1) return base; // the published curve, untouched
    const noise = 0.0004 * rng.normal();
    return base.map((r, i) => round(r + shiftAt(m, i + 1, noise), 6));
  });
}

/** USD: a synthetic upward curve near 4.2-4.5 %, converging slowly to 3.30 %. */
function usdCurves(rng: Random): number[][] {
  return Array.from({ length: MONTHS }, (_, m) => {
    const level = 0.0042 * (1 - m / (MONTHS - 1)) + 0.0008 * rng.normal();
    return Array.from({ length: MAX_MATURITY }, (_, i) => {
      const t = i + 1;
      const r30 = 0.0415 + 0.003 * (1 - Math.exp(-Math.min(t, 30) / 8)) + level;
      const converge = t <= 30 ? 0 : 1 - Math.exp(-(t - 30) / 45);
      return round(r30 + (0.033 - r30) * converge, 6);
    });
  });
}

/** Synthetic SA: a slow wave around zero, kept inside the ±10 % corridor (Art. 172). */
function symmetricAdjustments(rng: Random): number[] {
  return Array.from({ length: MONTHS }, (_, m) =>
    round(
      clamp(
        0.032 * Math.sin((2 * Math.PI * m) / 20 + 0.6) - 0.004 + 0.004 * rng.normal(),
        -0.1,
        0.1,
      ),
      4,
    ),
  );
}

export function buildMarket(rng: Random): Market {
  const equity = [0];
  const credit: number[] = [];
  const marketRng = rng.fork('factors');
  for (let m = 1; m < MONTHS; m++) equity.push(equity[m - 1]! + 0.008 + 0.035 * marketRng.normal());
  for (let m = 0; m < MONTHS; m++)
    credit.push(1 + 0.18 * Math.sin(m / 3.5) + 0.04 * marketRng.normal());
  return {
    fx: fxRates(rng.fork('fx')),
    eur: eurCurves(rng.fork('eur')),
    usd: usdCurves(rng.fork('usd')),
    symmetricAdjustment: symmetricAdjustments(rng.fork('sa')),
    equityFactor: equity,
    creditFactor: credit,
  };
}

/** Offsets of the other currencies' rates over EUR (only used to price bonds). */
const CURVE_OFFSET: Record<string, number> = {
  GBP: 0.019,
  CHF: -0.016,
  JPY: -0.012,
  SEK: 0.002,
  NOK: 0.016,
  DKK: 0.0002,
  PLN: 0.035,
  CAD: 0.009,
  AUD: 0.018,
  MXN: 0.07,
  BRL: 0.1,
};

/** The risk-free rate of a currency at month m for a maturity in years (interpolated). */
export function riskFreeRate(market: Market, currency: string, m: number, years: number): number {
  const curve = currency === 'USD' ? market.usd[m]! : market.eur[m]!;
  const t = clamp(years, 1, MAX_MATURITY);
  const i = Math.floor(t);
  const lo = curve[i - 1]!;
  const hi = curve[Math.min(i, MAX_MATURITY - 1)]!;
  const rate = lo + (t - i) * (hi - lo);
  return currency === 'USD' || currency === 'EUR'
    ? rate
    : Math.max(0.0005, rate + (CURVE_OFFSET[currency] ?? 0));
}
