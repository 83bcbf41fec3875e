import { describe, expect, it } from 'vitest';
import type { LiquidityScenarioResult } from '@prisme/domain';
import { buildFilter } from '../../../lib/odata-query';
import {
  classFilter,
  cumulativeChartOption,
  formatDays,
  profileChartOption,
  statusFilter,
} from './liquidity-figures';

const scenario = (name: string, shares: number[], notAssessed: number) =>
  ({
    scenario: { code: name.toUpperCase(), name, comment: null, details: [] },
    buckets: shares.map((share, k) => ({
      amount: share * 100,
      share,
      cumulativeAmount: 0,
      cumulativeShare: shares.slice(0, k + 1).reduce((a, b) => a + b, 0),
      cost: 0,
    })),
    notAssessed: {
      value: notAssessed * 100,
      share: notAssessed,
      noRuleValue: 0,
      noRuleClasses: [],
    },
  }) as unknown as LiquidityScenarioResult;

const normal = scenario('Normal', [0.384, 0.354, 0.182, 0.08, 0, 0, 0], 0);
const stressed = scenario('Stressé', [0.2, 0.3, 0.2, 0.1, 0.05, 0.05, 0.05], 0.05);

describe('liquidity figures', () => {
  it('stacks each scenario’s buckets then « non évalué », in percent', () => {
    const option = profileChartOption([normal, stressed]);
    const series = option['series'] as { name: string; data: number[] }[];
    expect(series.map((s) => s.name)).toEqual([
      '1 jour ou moins',
      '2 à 7 jours',
      '8 à 30 jours',
      '31 à 90 jours',
      '91 à 180 jours',
      '181 à 365 jours',
      'Plus de 365 jours',
      'Non évalué',
    ]);
    expect(series[0]!.data).toEqual([38.4, 20]);
    expect(series[7]!.data).toEqual([0, 5]);
  });

  it('draws the cumulative share sold by each horizon', () => {
    const series = cumulativeChartOption([normal])['series'] as { data: number[] }[];
    expect(series[0]!.data).toEqual([38.4, 73.8, 92, 100, 100, 100]);
  });

  it('filters the lines on the French labels the grid shows', () => {
    expect(buildFilter(classFilter('HY_CORP')!)).toBe("LiquidityClass eq 'HY_CORP'");
    expect(buildFilter(statusFilter('no_volume'))).toBe("LiquidityStatus eq 'no_volume'");
    expect(classFilter('')).toBeNull();
  });

  it('says days in French', () => {
    expect(formatDays(1)).toBe('1 jour');
    expect(formatDays(10)).toBe('10 jours');
    expect(formatDays(null)).toBe('jamais');
  });
});
