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

/**
 * Off → on; entering simulation mode hides the green tick (spec §4 Green tick). The
 * client's own transparised perimeter and its results are kept as the base the
 * simulation's results are shown beside (issue 17 §4).
 */
export const simulationModeEntered = (state: NavigationState): NavigationState => ({
  ...state,
  showGreenTick: false,
  simulation: {
    ...initialSimulation,
    simulationMode: true,
    base:
      state.lookThrough.status === 'loaded' && state.lookThrough.perimeterId
        ? {
            perimeterId: state.lookThrough.perimeterId,
            done: {
              scr: state.results.scr.done,
              esg: state.results.esg.done,
              risk: state.results.risk.done,
            },
            outdated: state.parameters.parametersChanged,
          }
        : null,
  },
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

/**
 * A computation on the simulation transparised it: the dependent items come back. The
 * look-through state points at the simulation's perimeter, so that every page reading it
 * (indicators, results, exports) shows the simulated portfolio.
 */
export const simulationTransparised = (
  state: NavigationState,
  perimeterId: string,
  totalMarketValuation: number,
  transparisationDate: string,
): NavigationState => ({
  ...state,
  lookThrough: { status: 'loaded', perimeterId, totalMarketValuation, transparisationDate },
  simulation: { ...state.simulation, perimeterId, transparised: true },
});

/**
 * Any modification un-transparises the simulation: its look-through and results no
 * longer describe it, so they go (the caller reloads cash and valuation).
 */
export const simulationModified = (state: NavigationState): NavigationState => ({
  ...state,
  lookThrough: initialLookThrough,
  results: initialResults,
  simulation: { ...state.simulation, perimeterId: null, transparised: false, modified: true },
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
