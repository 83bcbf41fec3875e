import {
  AREAS,
  initialLookThrough,
  type Area,
  type AreaFlags,
  type NavigationState,
} from './navigation-state';

/**
 * Spec §4 Transparisation and Compute. The transparisation and compute issues call
 * these around their requests; nothing here computes anything.
 */

const mapAreas = (
  state: NavigationState,
  update: (flags: AreaFlags, area: Area) => AreaFlags,
): NavigationState['results'] => ({
  scr: update(state.results.scr, 'scr'),
  esg: update(state.results.esg, 'esg'),
  risk: update(state.results.risk, 'risk'),
});

/** The POST computing the look-through positions went out (the inventory is loading). */
export const transparisationStarted = (state: NavigationState): NavigationState => ({
  ...state,
  lookThrough: { ...initialLookThrough, status: 'loading' },
});

/**
 * The positions are computed: their perimeter id and total market valuation are stored
 * (the caller then reloads the parameters of every area, spec §4).
 */
export const transparisationSucceeded = (
  state: NavigationState,
  perimeterId: string,
  totalMarketValuation: number,
  transparisationDate: string,
): NavigationState => ({
  ...state,
  lookThrough: { status: 'loaded', perimeterId, totalMarketValuation, transparisationDate },
});

/** Spec §4: on failure the id is cleared and the positions are emptied. */
export const transparisationFailed = (state: NavigationState): NavigationState => ({
  ...state,
  lookThrough: { ...initialLookThrough, status: 'failed' },
});

/**
 * Spec §4 Compute 1-2: the done flags and the "results archived" flags are cleared, and
 * the requested areas are loading.
 */
export function computationStarted(
  state: NavigationState,
  areas: readonly Area[],
): NavigationState {
  return {
    ...state,
    results: mapAreas(state, (_flags, area) => ({ loading: areas.includes(area), done: false })),
    archives: {
      ...state.archives,
      resultArchived: { scr: false, esg: false, risk: false },
    },
  };
}

/** Spec §4 Green tick: storing an SCR result sets showGreenTick. */
export const scrResultStored = (state: NavigationState): NavigationState => ({
  ...state,
  showGreenTick: true,
});

/**
 * Spec §4 Compute 4: each requested result is stored, loading goes off and done on, the
 * perimeter id is stored. The results now reflect the perimeter and the parameters, so
 * the warning icon's two flags are cleared.
 */
export function computationSucceeded(
  state: NavigationState,
  areas: readonly Area[],
  perimeterId: string,
  computedAt: string,
): NavigationState {
  const next: NavigationState = {
    ...state,
    results: mapAreas(state, (flags, area) =>
      areas.includes(area) ? { loading: false, done: true } : flags,
    ),
    computedPerimeterId: perimeterId,
    lastComputedAt: computedAt,
    perimeterChanged: false,
    parameters: { ...state.parameters, parametersChanged: false },
  };
  return areas.includes('scr') ? scrResultStored(next) : next;
}

/** Spec §4 Compute 5: the requested areas lose their results (the caller shows the error). */
export const computationFailed = (
  state: NavigationState,
  areas: readonly Area[],
): NavigationState => ({
  ...state,
  results: mapAreas(state, (flags, area) =>
    areas.includes(area) ? { loading: false, done: false } : flags,
  ),
});

/** Spec §4 Simulation: on home, quitting the simulation marks the SCR ready. */
export const scrMarkedReady = (state: NavigationState): NavigationState => ({
  ...state,
  scrReady: true,
});

export const anyAreaLoading = (state: NavigationState): boolean =>
  AREAS.some((area) => state.results[area].loading);
