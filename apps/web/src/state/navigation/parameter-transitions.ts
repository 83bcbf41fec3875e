import type { NavigationState, ParameterGroup } from './navigation-state';

/**
 * Spec §4 Parameters, for the parameter screens of later issues: one changed flag per
 * group, a global parametersChanged (until the next computation), a global saving flag.
 */

export const parameterChanged = (
  state: NavigationState,
  group: ParameterGroup,
): NavigationState => ({
  ...state,
  // The simulation's base keeps the results of the parameters it was computed with.
  ...(state.simulation.base && {
    simulation: { ...state.simulation, base: { ...state.simulation.base, outdated: true } },
  }),
  parameters: {
    ...state.parameters,
    changed: { ...state.parameters.changed, [group]: true },
    parametersChanged: true,
  },
});

export const parameterSaveStarted = (state: NavigationState): NavigationState => ({
  ...state,
  parameters: { ...state.parameters, saving: true },
});

/** A successful save clears that group's flag; saving any parameter set clears the tick. */
export const parameterSaved = (state: NavigationState, group: ParameterGroup): NavigationState => ({
  ...state,
  showGreenTick: false,
  parameters: {
    ...state.parameters,
    changed: { ...state.parameters.changed, [group]: false },
    saving: false,
  },
});

/**
 * A failed save, or a failed load, ends the saving flag (spec §4). Reloading a failed
 * client-data list is the caller's.
 */
export const parameterRequestFailed = (state: NavigationState): NavigationState => ({
  ...state,
  parameters: { ...state.parameters, saving: false },
});
