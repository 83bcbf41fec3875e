import { describe, expect, it } from 'vitest';
import { ruleSetTables } from '@prisme/domain';
import { curveInterpolator, interpolator, relativeAbsoluteRule } from './curve';
import {
  convergenceFactor,
  extrapolatedRule,
  extrapolatedStress,
  llfrStress,
  stressBeyondFsp,
} from './extrapolation';
import { flatCurve } from './fixtures';

const t27 = ruleSetTables('SII-2027').interestRate2027!;
const table = relativeAbsoluteRule(
  interpolator(t27.sUp),
  interpolator(t27.bUp),
  interpolator(t27.sDown),
  interpolator(t27.bDown),
  interpolator(t27.downFloor),
  'raise_to_floor',
);
const flat3 = curveInterpolator(flatCurve(0.03));
const EUR = { maturities: [20, 25, 30, 40, 50], weights: [0.33, 0.12, 0.48, 0.04, 0.03] };
const settings = { firstSmoothingPoint: 20, llfr: EUR, alpha: 0.11, ufr: 0.033, ufrStress: 0.0015 };
const z = Math.log(1.03);

// Table rule on a flat 3 % curve at the EUR LLFR maturities (note §2.3 rows 20, 25, 30, 40, 50):
//   up   20: 3 %·1.25 + 0.88 % = 4.63 %; 25: 3 %·1.22 + 0.78 % = 4.44 %; 30: 3 %·1.20 + 0.69 % = 4.29 %;
//        40: 3 %·1.21 + 0.73 % = 4.36 %; 50: 3 %·1.21 + 0.73 % = 4.36 %
//   down 20: 3 %·0.50 − 0.50 % = 1.00 %; 25: 3 %·0.48 − 0.47 % = 0.97 %; 30: 3 %·0.47 − 0.41 % = 1.00 %;
//        40: 3 %·0.43 − 0.30 % = 0.99 %; 50: 3 %·0.35 − 0.18 % = 0.87 %
const UP = [0.0463, 0.0444, 0.0429, 0.0436, 0.0436];
const DOWN = [0.01, 0.0097, 0.01, 0.0099, 0.0087];
const dz = (r: number) => Math.log(1 + r) - z;
const weighted = (rates: number[]) => rates.reduce((a, r, k) => a + EUR.weights[k]! * dz(r), 0);

describe('SII-2027 extrapolation beyond the first smoothing point (note §2.3, §2.9)', () => {
  it('B(α, h) = (1 − e^(−αh))/(αh): 1 at h = 0, (1 − e^(−1.1))/1.1 = 0.6064808 at α 11 %, h 10', () => {
    expect(convergenceFactor(0.11, 0)).toBe(1);
    expect(convergenceFactor(0.11, 10)).toBeCloseTo(0.606480833, 9);
    expect(convergenceFactor(0.4, 5)).toBeCloseTo((1 - Math.exp(-2)) / 2, 12);
  });

  it('ΔLLFR = Σ w_k·Δz(t_k): up 0.0137400, down −0.0196867 on a flat 3 % curve', () => {
    // up: 0.33·ln(1.0463/1.03) + 0.12·ln(1.0444/1.03) + 0.48·ln(1.0429/1.03)
    //     + 0.04·ln(1.0436/1.03) + 0.03·ln(1.0436/1.03) = 0.0137400285
    const s = llfrStress(flat3, table, EUR);
    expect(s.up).toBeCloseTo(weighted(UP), 12);
    expect(s.up).toBeCloseTo(0.0137400285, 9);
    expect(s.down).toBeCloseTo(weighted(DOWN), 12);
    expect(s.down).toBeCloseTo(-0.0196867196, 9);
  });

  it('ΔU = ln(1 + 3.30 % ± 0.15 %) − ln(1.033); Δz at the FSP by the table', () => {
    const e = extrapolatedStress(flat3, table, settings);
    expect(e.ufrStressUp).toBeCloseTo(Math.log(1.0345 / 1.033), 12); // 0.0014510
    expect(e.ufrStressDown).toBeCloseTo(Math.log(1.0315 / 1.033), 12); // −0.0014531
    expect(e.fspStressUp).toBeCloseTo(Math.log(1.0463 / 1.03), 12); // 0.0157013
    expect(e.fspStressDown).toBeCloseTo(Math.log(1.01 / 1.03), 12); // −0.0196085
    expect(e.negativeAtLlfr).toBe(false);
  });

  it('r_up(30) = 4.3932 %, r_down(30) = 1.2392 % re-extrapolated from the FSP (20 years)', () => {
    // h = 10, B = 0.6064808; Δz(30) = (20·Δz(20) + 10·(ΔLLFR·B + ΔU·(1 − B)))/30
    //   up:   (20·0.0157013 + 10·(0.0137400·0.6064808 + 0.0014510·0.3935192))/30 = 0.0134356
    //         r = 1.03·e^0.0134356 − 1 = 4.39320 %   (the table alone would give 4.29 %)
    //   down: (20·(−0.0196085) + 10·(−0.0196867·0.6064808 − 0.0014531·0.3935192))/30 = −0.0172428
    //         r = 1.03·e^−0.0172428 − 1 = 1.23922 %  (the table alone: 1.000 %)
    const B = (1 - Math.exp(-1.1)) / 1.1;
    const dzUp =
      (20 * dz(0.0463) + 10 * (weighted(UP) * B + Math.log(1.0345 / 1.033) * (1 - B))) / 30;
    const dzDown =
      (20 * dz(0.01) + 10 * (weighted(DOWN) * B + Math.log(1.0315 / 1.033) * (1 - B))) / 30;
    const rule = extrapolatedRule(table, extrapolatedStress(flat3, table, settings));
    const out = { up: 0, down: 0 };
    rule.shock(0.03, 30, out);
    expect(out.up).toBeCloseTo(1.03 * Math.exp(dzUp) - 1, 12);
    expect(out.up).toBeCloseTo(0.0439320267, 9);
    expect(out.down).toBeCloseTo(1.03 * Math.exp(dzDown) - 1, 12);
    expect(out.down).toBeCloseTo(0.0123921572, 9);
  });

  it('up to the FSP the table applies; the stress is continuous at the FSP', () => {
    const rule = extrapolatedRule(table, extrapolatedStress(flat3, table, settings));
    const out = { up: 0, down: 0 };
    rule.shock(0.03, 20, out);
    expect(out.up).toBeCloseTo(0.0463, 12);
    expect(out.down).toBeCloseTo(0.01, 12);
    // Just beyond: Δz(20 + ε) → Δz(20).
    expect(stressBeyondFsp(20 + 1e-9, 20, 0.11, 0.0157, 0.0137, 0.00145)).toBeCloseTo(0.0157, 9);
    // Far beyond, the stress tends to ΔU: the curve converges to the stressed UFR.
    expect(stressBeyondFsp(1e7, 20, 0.11, 0.0157, 0.0137, 0.00145)).toBeCloseTo(0.00145, 6);
  });
});
