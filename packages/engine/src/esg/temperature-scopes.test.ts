import { describe, expect, it } from 'vitest';
import { companyTemperatureScores, targetScore, type ClimateTarget } from './temperature';

// esg-and-liquidity §2.1.1 step 1: S1-only and S2-only targets, and matching S1 and S2
// targets combined; the boundary rule (S1S2 coverage under 95 % scales the ambition) once.

const target = (over: Partial<ClimateTarget>): ClimateTarget => ({
  targetType: 'absolute', intensityMetric: null, scope: 'S1', coverageS1: 1, coverageS2: 1, coverageS3: null,
  reductionAmbition: 0.5, baseYear: 2019, startYear: null, endYear: 2030, achievedReduction: null,
  baseYearGhgS1: 60, baseYearGhgS2: 40, ...over,
}); // prettier-ignore

const midS1S2 = (targets: ClimateTarget[]) =>
  companyTemperatureScores(targets, { scope12: 100, scope3: 0 }, 'B06', 2024).mid.S1S2;
/** The rounded mid score of an ambition, 2019→2030, Kyoto gases (§2.1.1 steps 5, 6, 10). */
const scoreOf = (ambition: number) =>
  Math.round(targetScore({ ambition, baseYear: 2019, endYear: 2030 }, 'kyoto', 'mid') * 100) / 100;

describe('S1-only and S2-only targets (§2.1.1 step 1)', () => {
  it('scales a lone S1 target’s coverage by S1’s base-year share, its ambition once by the boundary rule', () => {
    // Coverage 1 × 60/100 = 0.6 < 0.95 → ambition 0.5 × 0.6 = 0.3, the §2.5 target of A.
    const cell = midS1S2([target({})]);
    expect(cell).toEqual({ score: 1.85, defaultShare: 0 });
    expect(
      targetScore({ ambition: 0.3, baseYear: 2019, endYear: 2030 }, 'kyoto', 'mid'),
    ).toBeCloseTo(1.845455, 6);
  });

  it('scales a lone S2 target likewise: coverage 0.5 × 40/100 = 0.2, ambition 0.6 × 0.2', () => {
    const cell = midS1S2([target({ scope: 'S2', coverageS2: 0.5, reductionAmbition: 0.6 })]);
    expect(cell.score).toBe(scoreOf(0.12));
  });

  it('keeps no lone S1 target whose coverage or base-year emissions are unknown', () => {
    expect(midS1S2([target({ coverageS1: null })]).defaultShare).toBe(1);
    expect(midS1S2([target({ baseYearGhgS2: null })]).defaultShare).toBe(1);
  });

  it('combines matching S1 and S2 targets: coverage- and emission-weighted ambition, then the boundary rule', () => {
    // c = (0.5×60 + 1×40)/100 = 0.7; ambition (0.4×30 + 0.15×40)/70 = 18/70; × 0.7 → 0.18.
    const cell = midS1S2([
      target({ coverageS1: 0.5, reductionAmbition: 0.4 }),
      target({ scope: 'S2', coverageS2: 1, reductionAmbition: 0.15 }),
    ]);
    expect(cell.score).toBe(scoreOf(0.18));
  });

  it('combines fully covered S1 and S2 targets without scaling: (0.4×60 + 0.15×40)/100 = 0.3', () => {
    const cell = midS1S2([
      target({ reductionAmbition: 0.4 }),
      target({ scope: 'S2', reductionAmbition: 0.15 }),
    ]);
    expect(cell.score).toBe(1.85);
  });

  it('does not combine S1 and S2 targets whose end years differ: the lone S1 of higher coverage', () => {
    const cell = midS1S2([
      target({ reductionAmbition: 0.5 }),
      target({ scope: 'S2', reductionAmbition: 0.9, endYear: 2031 }),
    ]);
    expect(cell.score).toBe(1.85);
  });
});
