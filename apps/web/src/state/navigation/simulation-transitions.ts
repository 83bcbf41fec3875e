import {
  initialLookThrough,
  initialResults,
  initialSimulation,
  type NavigationState,
} from './navigation-state';

/**
 * Spec §4 Simulation, the part the menu and the perimeter need. The simulation issue
 * calls these around its requests.
 */

/** Off → on; entering simulation mode hides the green tick (spec §4 Green tick). */
export const simulationModeEntered = (state: NavigationState): NavigationState => ({
  ...state,
  showGreenTick: false,
  simulation: { ...state.simulation, simulationMode: true },
});

/** A simulation was created from the perimeter: its id, and no done flag any more. */
export const simulationCreated = (
  state: NavigationState,
  simulationId: string,
): NavigationState => ({
  ...state,
  simulation: { ...state.simulation, simulationId, transparised: false },
  results: {
    scr: { ...state.results.scr, done: false },
    esg: { ...state.results.esg, done: false },
    risk: { ...state.results.risk, done: false },
  },
});

/** A computation on the simulation transparised it: the dependent items come back. */
export const simulationTransparised = (
  state: NavigationState,
  perimeterId: string,
): NavigationState => ({
  ...state,
  simulation: { ...state.simulation, perimeterId, transparised: true },
});

/** Any modification un-transparises the simulation. */
export const simulationModified = (state: NavigationState): NavigationState => ({
  ...state,
  simulation: { ...state.simulation, transparised: false },
});

/** Turning simulation mode off clears the simulation id, the transparised flag and the perimeter. */
export const simulationModeLeft = (state: NavigationState): NavigationState => ({
  ...state,
  simulation: initialSimulation,
});

/**
 * Quitting the simulation resets the transparisation, the results of all modules and
 * the simulation (reloading the parameters and navigating are the caller's).
 */
export const simulationQuit = (state: NavigationState): NavigationState => ({
  ...state,
  lookThrough: initialLookThrough,
  results: initialResults,
  showGreenTick: false,
  simulation: initialSimulation,
});
