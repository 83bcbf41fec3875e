import type { Area, NavigationState } from './navigation-state';

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
 * computation, so the results shown are not theirs; in simulation mode, also while the
 * base shown beside the simulation was computed under other parameters (issue 40 §1).
 * Silent before any computation.
 */
export const resultsOutdated = (state: NavigationState): boolean =>
  state.lastComputedAt !== null &&
  (state.perimeterChanged ||
    state.parameters.parametersChanged ||
    (state.simulation.simulationMode && state.simulation.base?.outdated === true));

/** The two perimeters a results page shows side by side: the base and the simulation. */
export interface SimulationComparison {
  basePerimeterId: string;
  perimeterId: string;
}

/**
 * Issue 17 §4: once the simulation is computed for an area whose base result existed
 * when simulation mode was entered, that area's results page shows both, with the
 * differences. Null otherwise (not in simulation, not computed, nothing to compare).
 */
export function simulationComparison(
  state: NavigationState,
  area: Area,
): SimulationComparison | null {
  const { simulationMode, transparised, perimeterId, base } = state.simulation;
  if (!simulationMode || !transparised || !perimeterId || !base?.done[area]) return null;
  if (!state.results[area].done) return null;
  return { basePerimeterId: base.perimeterId, perimeterId };
}
