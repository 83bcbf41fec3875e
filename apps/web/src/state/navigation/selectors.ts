import type { NavigationState } from './navigation-state';

export type BusyWith = 'parameters' | 'scr' | 'inventory';

/**
 * Spec §2: everything is disabled while parameters save, while the SCR loads or while
 * the inventory (the look-through positions) loads. Which of them, for the tooltip.
 */
export function busyWith(state: NavigationState): BusyWith | null {
  if (state.parameters.saving) return 'parameters';
  if (state.results.scr.loading) return 'scr';
  if (state.lookThrough.status === 'loading') return 'inventory';
  return null;
}

/**
 * The warning icon (spec §2): the perimeter or the parameters changed since the last
 * computation, so the results shown are not theirs. Silent before any computation.
 */
export const resultsOutdated = (state: NavigationState): boolean =>
  state.lastComputedAt !== null && (state.perimeterChanged || state.parameters.parametersChanged);
