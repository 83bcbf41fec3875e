import type { PiecewiseLinear } from '@prisme/domain';
import type { YieldCurve } from './types';

/**
 * A piecewise-linear function on typed arrays, flat outside its points. When every point
 * is a whole number of years (EIOPA curves, the shock tables), `dense` holds the values at
 * each whole year from x[0]: linear interpolation between whole years is then exact and
 * needs no search.
 */
export interface Interpolator {
  x: Float64Array;
  y: Float64Array;
  dense: Float64Array | null;
}

export function interpolator(p: PiecewiseLinear): Interpolator {
  if (p.x.length === 0 || p.x.length !== p.y.length)
    throw new Error('Table interpolée invalide : abscisses et ordonnées de longueurs différentes');
  const f: Interpolator = { x: Float64Array.from(p.x), y: Float64Array.from(p.y), dense: null };
  const first = f.x[0]!;
  const last = f.x[f.x.length - 1]!;
  if (f.x.every(Number.isInteger) && last - first <= 10_000) {
    const dense = new Float64Array(last - first + 1);
    for (let k = 0; k < dense.length; k++) dense[k] = search(f, first + k);
    f.dense = dense;
  }
  return f;
}

export function curveInterpolator(curve: YieldCurve): Interpolator {
  return interpolator({ x: curve.maturities, y: curve.rates });
}

/**
 * Linear interpolation, flat beyond the first and last points. Used for the spot curve
 * (reference §15.3: r(t < 1) held at r(1)) and for the shock factors, which are
 * interpolated themselves, never the shocked rates (§2.2 pitfall).
 */
export function interpolate(f: Interpolator, t: number): number {
  const dense = f.dense;
  if (dense !== null) {
    const u = t - f.x[0]!;
    if (!(u > 0)) return dense[0]!;
    const k = Math.floor(u);
    if (k >= dense.length - 1) return dense[dense.length - 1]!;
    const y0 = dense[k]!;
    return y0 + (dense[k + 1]! - y0) * (u - k);
  }
  return search(f, t);
}

function search(f: Interpolator, t: number): number {
  const x = f.x;
  const y = f.y;
  const n = x.length;
  if (!(t > x[0]!)) return y[0]!;
  if (t >= x[n - 1]!) return y[n - 1]!;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (x[mid]! <= t) lo = mid;
    else hi = mid;
  }
  const x0 = x[lo]!;
  const y0 = y[lo]!;
  return y0 + ((y[hi]! - y0) * (t - x0)) / (x[hi]! - x0);
}

/** A shocked rate pair at one maturity. */
export interface ShockedRates {
  up: number;
  down: number;
}

export interface RateShockRule {
  /** Shocked up and down rates for the base rate r at maturity t; writes into `out`. */
  shock(r: number, t: number, out: ShockedRates): void;
}

/**
 * Art. 166(2): r_up = r + max(r·s_up(t), minUp) — for r ≤ 0 the rise is exactly minUp.
 * Art. 167(2): r_down = r − max(r·s_down(t), minDown) when r > 0, unchanged otherwise.
 */
export function rule2016(
  up: Interpolator,
  down: Interpolator,
  minUp: number,
  minDown: number,
): RateShockRule {
  return {
    shock(r, t, out) {
      out.up = r + Math.max(r * interpolate(up, t), minUp);
      out.down = r > 0 ? r - Math.max(r * interpolate(down, t), minDown) : r;
    },
  };
}

/**
 * How the down floor of SII-2027 treats a base rate already below it (note §2.3 [U]):
 * - 'raise_to_floor' (the note's source, the default): r_down = max(shocked, floor), which
 *   raises such a rate to the floor;
 * - 'leave_unmoved' (product reference §15.5): a rate below the floor is not moved, and a
 *   down shock never raises a rate: r_down = min(r, max(shocked, min(r, floor))).
 */
export type DownFloorReading = 'raise_to_floor' | 'leave_unmoved';

/**
 * r_up = r·(1+s_up(t)) + b_up(t), r_down = r·(1−s_down(t)) − b_down(t) bounded by the floor
 * at t, read as `reading` says: DR 2026/269 Art. 166(2), 167(2) (note §2.3) and the EIOPA
 * 2020 opinion (reference §2.3). No minimum rise; negative rates are shocked too.
 */
export function relativeAbsoluteRule(
  sUp: Interpolator,
  bUp: Interpolator,
  sDown: Interpolator,
  bDown: Interpolator,
  floor: Interpolator,
  reading: DownFloorReading,
): RateShockRule {
  const raise = reading === 'raise_to_floor';
  return {
    shock(r, t, out) {
      out.up = r * (1 + interpolate(sUp, t)) + interpolate(bUp, t);
      const shocked = r * (1 - interpolate(sDown, t)) - interpolate(bDown, t);
      const f = interpolate(floor, t);
      out.down = raise ? Math.max(shocked, f) : Math.min(r, Math.max(shocked, Math.min(r, f)));
    },
  };
}

/**
 * EIOPA 2020 opinion (reference §2.3, §15.5; the isEIOPA2019 parameter under SII-2016): the
 * same rule with a flat floor (−1.25 %) read as 'leave_unmoved'.
 */
export function rule2019(
  sUp: Interpolator,
  bUp: Interpolator,
  sDown: Interpolator,
  bDown: Interpolator,
  floor: number,
): RateShockRule {
  const flat = interpolator({ x: [0], y: [floor] });
  return relativeAbsoluteRule(sUp, bUp, sDown, bDown, flat, 'leave_unmoved');
}
