import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen } from '@testing-library/react';
import { announcePerimeterChange } from '../../lib/perimeter-channel';
import { navigationActions, resetAllStores } from '../../state';
import {
  ComputationStatus,
  OUTDATED_RESULTS_MESSAGE,
  SCR_RESULT_MESSAGE,
} from './ComputationStatus';
import { useReloadOnPerimeterChange } from './ReportLayout';

const selection = {
  portfolios: ['P-VIE'],
  valuationDate: '2024-12-31',
  compartments: ['GEN'],
  lookThroughLevel: 'FULL' as const,
};
const icon = (name: string) => screen.queryByRole('img', { name });

describe('the app bar signs (spec §2)', () => {
  beforeEach(() => resetAllStores());

  it('shows nothing before any computation, even after perimeter changes', () => {
    navigationActions.perimeterRestored(selection);
    navigationActions.lookThroughLevelChosen('1');
    render(<ComputationStatus />);
    expect(icon(OUTDATED_RESULTS_MESSAGE)).toBeNull();
    expect(icon(SCR_RESULT_MESSAGE)).toBeNull();
  });

  it('shows the green tick once an SCR result exists, then the warning after a change', () => {
    navigationActions.perimeterRestored(selection);
    navigationActions.computationSucceeded(['scr'], 'per-1', '2025-01-10T08:00:00Z');
    const { rerender } = render(<ComputationStatus />);
    expect(icon(SCR_RESULT_MESSAGE)).toBeTruthy();
    expect(icon(OUTDATED_RESULTS_MESSAGE)).toBeNull();

    navigationActions.parameterChanged('equity');
    rerender(<ComputationStatus />);
    expect(icon(OUTDATED_RESULTS_MESSAGE)).toBeTruthy();
    // A perimeter change also clears the tick (spec §4).
    navigationActions.valuationDateChosen('2024-11-30');
    rerender(<ComputationStatus />);
    expect(icon(SCR_RESULT_MESSAGE)).toBeNull();
    expect(icon(OUTDATED_RESULTS_MESSAGE)).toBeTruthy();
  });
});

describe('full-page report tabs (spec §2)', () => {
  it('reload when another tab announces a saved perimeter change, until unmounted', async () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useReloadOnPerimeterChange(reload));
    announcePerimeterChange();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    unmount();
    announcePerimeterChange();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).toHaveBeenCalledOnce();
  });
});
