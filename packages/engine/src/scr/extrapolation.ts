import type { LlfrWeights } from '@prisme/domain';
import { interpolate } from './curve';
import type { Interpolator, RateShockRule, ShockedRates } from './curve';

/**
 * SII-2027 interest-rate shocks above a currency's first smoothing point (FSP): DR 2026/269
 * Art. 166(2a), 167(2a) re-extrapolate the stressed curve from a stressed last liquid
 * forward rate (LLFR) and a stressed UFR (note §2.3, §2.9). How the stresses combine into
 * the LLFR stress is [U] (EIOPA Q&A 3568); the reading here is the « spot differences » one
 * (docs/decisions/scr-2027/0164-beyond-first-smoothing-point.md):
 * - in continuously compounded rates z = ln(1+r), each LLFR maturity t_k (the FSP and the
 *   weight maturities) is stressed by the table rule "as if paragraph 2 applied" (the floor
 *   included for down): Δz(t_k) = ln(1 + r_s(t_k)) − ln(1 + r(t_k));
 * - ΔLLFR = Σ w_k · Δz(t_k), the Art. 46(1c) weights;
 * - the forward from the FSP moves as f_s = f + ΔLLFR·B(α,h) + ΔU·(1 − B(α,h)), h = t − FSP,
 *   from f(FSP, FSP+h) = ln(1+UFR) + (LLFR − ln(1+UFR))·B(α,h) (note §2.9) with LLFR and
 *   UFR both shifted; ΔU = ln(1+UFR±stress) − ln(1+UFR);
 * - z_s(t) = (FSP·z_s(FSP) + h·f_s)/t with f(FSP, t) = (t·z(t) − FSP·z(FSP))/h from the
 *   base curve, i.e. Δz(t) = (FSP·Δz(FSP) + h·(ΔLLFR·B + ΔU·(1 − B)))/t.
 * Everything is a pure function of the base curve and the settings.
 */
export interface ExtrapolationSettings {
  firstSmoothingPoint: number;
  llfr: LlfrWeights;
  alpha: number;
  ufr: number;
  ufrStress: number;
}

/** B(α, h) = (1 − e^(−αh))/(αh), its limit 1 at h = 0 (note §2.9). */
export function convergenceFactor(alpha: number, h: number): number {
  const x = alpha * h;
  return x < 1e-12 ? 1 : -Math.expm1(-x) / x;
}

/** Δz = ln(1 + r_s) − ln(1 + r) of the table rule at maturity t of the base curve. */
function tableStress(curve: Interpolator, table: RateShockRule, t: number, out: ShockedRates) {
  const r = interpolate(curve, t);
  table.shock(r, t, out);
  const z = Math.log1p(r);
  return { up: Math.log1p(out.up) - z, down: Math.log1p(out.down) - z };
}

/** ΔLLFR of each scenario: Σ w_k · Δz(t_k) (the « spot differences » reading). */
export function llfrStress(
  curve: Interpolator,
  table: RateShockRule,
  llfr: LlfrWeights,
): { up: number; down: number } {
  const out: ShockedRates = { up: 0, down: 0 };
  let up = 0;
  let down = 0;
  llfr.maturities.forEach((t, k) => {
    const w = llfr.weights[k]!;
    const d = tableStress(curve, table, t, out);
    up += w * d.up;
    down += w * d.down;
  });
  return { up, down };
}

/** What the re-extrapolation of one currency's curve uses (for display and tests). */
export interface ExtrapolatedStress {
  firstSmoothingPoint: number;
  alpha: number;
  /** Δz at the FSP by the table rule, per scenario. */
  fspStressUp: number;
  fspStressDown: number;
  llfrStressUp: number;
  llfrStressDown: number;
  /** ΔU = ln(1 + UFR ± stress) − ln(1 + UFR). */
  ufrStressUp: number;
  ufrStressDown: number;
  /** Some LLFR maturity has a negative base rate (where the floor readings can differ). */
  negativeAtLlfr: boolean;
}

export function extrapolatedStress(
  curve: Interpolator,
  table: RateShockRule,
  s: ExtrapolationSettings,
): ExtrapolatedStress {
  const fsp = s.firstSmoothingPoint;
  const atFsp = tableStress(curve, table, fsp, { up: 0, down: 0 });
  const llfr = llfrStress(curve, table, s.llfr);
  const u = Math.log1p(s.ufr);
  return {
    firstSmoothingPoint: fsp,
    alpha: s.alpha,
    fspStressUp: atFsp.up,
    fspStressDown: atFsp.down,
    llfrStressUp: llfr.up,
    llfrStressDown: llfr.down,
    ufrStressUp: Math.log1p(s.ufr + s.ufrStress) - u,
    ufrStressDown: Math.log1p(s.ufr - s.ufrStress) - u,
    negativeAtLlfr: [fsp, ...s.llfr.maturities].some((t) => interpolate(curve, t) < 0),
  };
}

/** Δz(t) beyond the FSP: (FSP·Δz(FSP) + h·(ΔLLFR·B + ΔU·(1 − B)))/t, h = t − FSP. */
export function stressBeyondFsp(
  t: number,
  fsp: number,
  alpha: number,
  fspStress: number,
  llfrStress: number,
  ufrStress: number,
): number {
  const h = t - fsp;
  const b = convergenceFactor(alpha, h);
  return (fsp * fspStress + h * (llfrStress * b + ufrStress * (1 - b))) / t;
}

/**
 * The shock rule of one currency under SII-2027: the table rule up to the FSP, the
 * re-extrapolated stress beyond it: r_s(t) = (1 + r(t))·e^Δz(t) − 1.
 */
export function extrapolatedRule(table: RateShockRule, e: ExtrapolatedStress): RateShockRule {
  const { firstSmoothingPoint: fsp, alpha } = e;
  return {
    shock(r, t, out) {
      if (!(t > fsp)) {
        table.shock(r, t, out);
        return;
      }
      const g = 1 + r;
      out.up =
        g * Math.exp(stressBeyondFsp(t, fsp, alpha, e.fspStressUp, e.llfrStressUp, e.ufrStressUp)) -
        1;
      out.down =
        g *
          Math.exp(
            stressBeyondFsp(t, fsp, alpha, e.fspStressDown, e.llfrStressDown, e.ufrStressDown),
          ) -
        1;
    },
  };
}
