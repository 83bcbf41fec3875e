import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { describedOption, EChart } from './EChart';

// ECharts needs a real layout engine: the test checks the option it is given instead.
const chart = vi.hoisted(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() }));
vi.mock('./echarts-setup', () => ({ init: vi.fn(() => chart) }));

describe('EChart', () => {
  it('gives ECharts the French label as its description, so it writes no English one (issue 40)', async () => {
    const option = { aria: { enabled: true, decal: { show: false } }, series: [] };
    render(<EChart option={option} label="SCR par sous-module : réel et simulé" />);
    expect(screen.getByRole('img', { name: 'SCR par sous-module : réel et simulé' })).toBeTruthy();
    await waitFor(() => expect(chart.setOption).toHaveBeenCalled());
    expect(chart.setOption).toHaveBeenLastCalledWith({
      aria: {
        enabled: true,
        decal: { show: false },
        label: { description: 'SCR par sous-module : réel et simulé' },
      },
      series: [],
    });
  });

  it('replaces a description a builder gave, and leaves a chart without aria as it is', () => {
    const option = { aria: { enabled: true, label: { description: 'This is a chart' } } };
    expect(describedOption(option, 'Répartition par devise')).toEqual({
      aria: { enabled: true, label: { description: 'Répartition par devise' } },
    });
    const plain = { series: [] };
    expect(describedOption(plain, 'Répartition')).toBe(plain);
  });
});
