import { describe, expect, it } from 'vitest';
import type { BreakdownItem } from '@prisme/domain';
import { breakdownChartOption, OTHERS_LABEL, topSlices } from './breakdown-chart-option';

const item = (key: string, marketValue: number, share: number): BreakdownItem => ({
  key,
  label: `Libellé ${key}`,
  marketValue,
  share,
  lineCount: 1,
});

describe('breakdown chart option', () => {
  it('keeps the largest slices and sums the rest into « Autres »', () => {
    const slices = topSlices([item('a', 10, 0.1), item('b', 60, 0.6), item('c', 30, 0.3)], 2);
    expect(slices).toEqual([
      { name: 'Libellé b', value: 60, share: 0.6 },
      { name: 'Libellé c', value: 30, share: 0.3 },
      { name: OTHERS_LABEL, value: 10, share: 0.1 },
    ]);
  });

  it('draws a ring for a few slices, with French tooltips', () => {
    const option = breakdownChartOption([item('EUR', 1234.5, 0.75), item('USD', 411.5, 0.25)]);
    const series = option.series[0] as { type: string; data: Array<{ name: string }> };
    expect(series.type).toBe('pie');
    expect(series.data.map((d) => d.name)).toEqual(['Libellé EUR', 'Libellé USD']);
    const text = option.tooltip.formatter({
      data: { name: 'Euro', value: 1234.5, share: 0.75 },
    } as never);
    expect(text.replace(/[\u202f\u00a0]/g, ' ')).toBe('Euro<br/>1 234,50 (75,00 %)');
    expect(option.aria).toEqual({ enabled: true });
  });

  it('leaves out the labels of slivers and of overlapping slices (issue 40 §6)', () => {
    const option = breakdownChartOption([
      item('0', 95, 0.95),
      item('1', 2, 0.02),
      item('2', 2, 0.02),
      item('3', 1, 0.01),
    ]);
    expect(option.series[0]).toMatchObject({
      avoidLabelOverlap: true,
      minShowLabelAngle: 4, // 1 % of the ring is 3.6°: no label, the table says it
      labelLayout: { hideOverlap: true },
    });
  });

  it('draws bars, largest on top, for many slices', () => {
    const items = Array.from({ length: 20 }, (_, i) => item(`k${i}`, i + 1, (i + 1) / 210));
    const option = breakdownChartOption(items) as ReturnType<typeof breakdownChartOption> & {
      yAxis: { data: string[] };
    };
    expect((option.series[0] as { type: string }).type).toBe('bar');
    expect(option.yAxis.data).toHaveLength(16);
    expect(option.yAxis.data.at(-1)).toBe('Libellé k19');
    expect(option.yAxis.data[0]).toBe(OTHERS_LABEL);
  });
});
