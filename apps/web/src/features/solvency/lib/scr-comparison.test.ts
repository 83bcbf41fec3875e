import { describe, expect, it } from 'vitest';
import { scrResult } from '../testing/scr-result';
import { scrSimulationResult } from '../testing/scr-comparison';
import { counterpartySummary } from '../testing/counterparty';
import {
  changedCountText,
  cicComparisonRows,
  comparedTotal,
  headlineComparison,
  submoduleComparisonChartOption,
  submoduleComparisonRows,
} from './scr-comparison';

// Base (testing/scr-result): submodules 400k, 1.2M, 150k, 600k, 50k, 100k; sum 2.5M,
// diversification 500k, SCR 2M, market value 16M; CIC 1 → 20 % and CIC 3 → 80 % of 2M.
// Simulation (testing/scr-comparison): equity 1M, spread 700k, the rest alike; sum 2.4M,
// diversification 480k, SCR 1.92M, market value 15.5M; CIC 1 480k, 2 120k, 3 1.32M.

describe('SCR comparison', () => {
  it('compares the SCR marché and the market value', () => {
    const { scr, marketValue } = headlineComparison(scrResult, scrSimulationResult);
    expect(scr).toEqual({
      base: 2_000_000,
      simulated: 1_920_000,
      difference: -80_000,
      relative: -0.04,
    });
    // 15.5M − 16M = −500k, over 16M: −3.125 %.
    expect(marketValue.difference).toBe(-500_000);
    expect(marketValue.relative).toBeCloseTo(-0.03125, 12);
  });

  it('compares the counterparty charge and the SCR des actifs when both results have them', () => {
    expect(headlineComparison(scrResult, scrSimulationResult).counterparty).toBeNull();
    const simulatedCp = {
      ...counterpartySummary,
      scr: 100_000,
      assets: { ...counterpartySummary.assets, combined: 1_050_000 },
    };
    const both = headlineComparison(
      { ...scrResult, counterparty: counterpartySummary },
      { ...scrSimulationResult, counterparty: simulatedCp },
    );
    expect(both.counterparty!.difference).toBeCloseTo(100_000 - 135_169.19, 6);
    expect(both.assets!.difference).toBeCloseTo(1_050_000 - 1_069_811.7, 6);
  });

  it('compares every submodule, their sum, the diversification and the total', () => {
    const rows = submoduleComparisonRows(scrResult, scrSimulationResult);
    expect(rows.map((row) => [row.label, row.base, row.simulated, row.difference])).toEqual([
      ['Taux d’intérêt', 400_000, 400_000, 0],
      ['Actions', 1_200_000, 1_000_000, -200_000],
      ['Immobilier', 150_000, 150_000, 0],
      ['Spread', 600_000, 700_000, 100_000],
      ['Concentration', 50_000, 50_000, 0],
      ['Change', 100_000, 100_000, 0],
      ['SCR avant diversification', 2_500_000, 2_400_000, -100_000],
      // Written as the negative step: −500k → −480k is a smaller diversification, +20k.
      ['Diversification', -500_000, -480_000, 20_000],
      ['SCR marché', 2_000_000, 1_920_000, -80_000],
    ]);
    // −200k of 1.2M is −1/6; +100k of 600k is +1/6; +20k of |−500k| is +4 %.
    expect(rows[1]!.relative).toBeCloseTo(-1 / 6, 12);
    expect(rows[3]!.relative).toBeCloseTo(1 / 6, 12);
    expect(rows[7]!.relative).toBeCloseTo(0.04, 12);
    expect(rows[0]!.relative).toBe(0);
  });

  it('compares the CIC categories of either side, 0 where a side has none', () => {
    const rows = cicComparisonRows(scrResult, scrSimulationResult);
    expect(rows.map((row) => row.key)).toEqual(['1', '2', '3']);
    const [state, corporate, equity] = rows;
    expect(state!.base).toBeCloseTo(400_000, 6);
    expect(state!.difference).toBeCloseTo(80_000, 6);
    expect(state!.relative).toBeCloseTo(0.2, 12);
    expect(corporate).toMatchObject({
      label: 'Obligations d’entreprise',
      base: 0,
      simulated: 120_000,
      difference: 120_000,
      relative: null,
    });
    // 1.32M − 1.6M = −280k, over 1.6M: −17.5 %.
    expect(equity!.difference).toBeCloseTo(-280_000, 6);
    expect(equity!.relative).toBeCloseTo(-0.175, 12);
  });

  it('draws réel and simulé side by side for each submodule', () => {
    const option = submoduleComparisonChartOption(scrResult, scrSimulationResult);
    const series = option['series'] as { name: string; data: number[]; stack?: string }[];
    expect(series.map((s) => s.name)).toEqual(['Réel', 'Simulé']);
    expect(series.every((s) => s.stack === undefined)).toBe(true);
    expect(series[0]!.data).toEqual([400_000, 1_200_000, 150_000, 600_000, 50_000, 100_000]);
    expect(series[1]!.data).toEqual([400_000, 1_000_000, 150_000, 700_000, 50_000, 100_000]);
    expect((option['xAxis'] as { data: string[] }).data).toHaveLength(6);
  });
});

describe('changed securities', () => {
  it('counts them in French and says when only the largest are listed', () => {
    expect(changedCountText(0, 0)).toBe('Aucun titre modifié');
    expect(changedCountText(1, 1)).toBe('1 titre modifié');
    expect(changedCountText(3, 3)).toBe('3 titres modifiés');
    expect(changedCountText(1_250, 100).replace(/\s/g, ' ')).toBe(
      '1 250 titres modifiés ; les 100 plus grands écarts de contribution au SCR sont listés',
    );
  });

  it('totals compared rows side by side', () => {
    const total = comparedTotal(cicComparisonRows(scrResult, scrSimulationResult));
    // 400k + 1.6M = 2M against 480k + 120k + 1.32M = 1.92M.
    expect(total.base).toBeCloseTo(2_000_000, 6);
    expect(total.simulated).toBeCloseTo(1_920_000, 6);
    expect(total.relative).toBeCloseTo(-0.04, 12);
  });
});
