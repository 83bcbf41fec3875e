import { describe, expect, it } from 'vitest';
import { scrResult } from '../testing/scr-result';
import { stackedBars, waterfallChartOption, waterfallSteps } from './waterfall';

describe('SCR waterfall', () => {
  const steps = waterfallSteps(scrResult);

  it('climbs through the six submodules, comes down by the diversification, ends at the SCR', () => {
    expect(steps.map((step) => step.label)).toEqual([
      'Taux d’intérêt',
      'Actions',
      'Immobilier',
      'Spread',
      'Concentration',
      'Change',
      'Diversification',
      'SCR marché',
    ]);
    // Submodules of the fixture: 400k, 1.2M, 150k, 600k, 50k, 100k.
    expect(steps.slice(0, 6).map((step) => [step.start, step.end])).toEqual([
      [0, 400_000],
      [400_000, 1_600_000],
      [1_600_000, 1_750_000],
      [1_750_000, 2_350_000],
      [2_350_000, 2_400_000],
      [2_400_000, 2_500_000],
    ]);
    expect(steps[6]).toMatchObject({ start: 2_500_000, end: 2_000_000, amount: -500_000 });
    expect(steps[7]).toMatchObject({ kind: 'total', start: 0, end: 2_000_000 });
  });

  it('stacks each bar on an invisible base at its lower end', () => {
    const { base, bar } = stackedBars(steps);
    expect(base).toEqual([0, 400_000, 1_600_000, 1_750_000, 2_350_000, 2_400_000, 2_000_000, 0]);
    expect(bar).toEqual([
      400_000, 1_200_000, 150_000, 600_000, 50_000, 100_000, 500_000, 2_000_000,
    ]);
  });

  it('gives ECharts a transparent base series and the bars in one stack', () => {
    const option = waterfallChartOption(scrResult);
    const [base, bars] = option.series;
    expect(base!.stack).toBe(bars!.stack);
    expect(base!.itemStyle!.color).toBe('transparent');
    expect(option.xAxis.data).toHaveLength(8);
    const tooltip = option.tooltip.formatter([{ dataIndex: 6 }]).replace(/\s/g, ' ');
    expect(tooltip).toBe('Diversification<br/>-500 000,00 €');
  });
});
