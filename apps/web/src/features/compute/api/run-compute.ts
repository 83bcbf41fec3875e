import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ComputationResponse, JobProgress } from '@prisme/domain';
import { runComputation } from '../../../api/computation';
import { isCurrentPerimeter, type PerimeterRequestBody } from '../../../lib/perimeter-request';
import {
  AREAS,
  navigationActions,
  useNavigationStore,
  type Area,
  type NavigationState,
} from '../../../state';
import { computeFlags } from '../lib/areas';

/** The mutation of a run, so that every page of the tab knows one is under way. */
export const COMPUTE_RUN_KEY = ['compute', 'run'] as const;

export interface ComputeVariables {
  request: PerimeterRequestBody;
  areas: Area[];
}

/** The areas left loading, e.g. by a run a page reload interrupted. */
export const loadingAreas = (state: NavigationState): Area[] =>
  AREAS.filter((area) => state.results[area].loading);

/**
 * The « Lancer les calculs » action (spec §4 Compute): the done flags are cleared and
 * the chosen areas loading; the POST computes them on the perimeter while its progress
 * is polled. On success each result is stored (SCR: the green tick) with the perimeter
 * id; the server looked the perimeter through again under that id, so the look-through
 * state points at it too. On failure the areas lose their results. An answer for a
 * perimeter the user has changed since only ends the loading.
 */
export function useRunCompute() {
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const mutation = useMutation<ComputationResponse, Error, ComputeVariables>({
    mutationKey: COMPUTE_RUN_KEY,
    mutationFn: ({ request, areas }) => runComputation(request, computeFlags(areas), setProgress),
    onMutate: ({ areas }) => {
      setProgress(null);
      navigationActions.computationStarted(areas);
    },
    onSuccess: (response, { request, areas }) => {
      if (!isCurrentPerimeter(request)) {
        navigationActions.computationFailed(areas);
        return;
      }
      const perimeterId = response.perimeter.perimeterID;
      navigationActions.transparisationSucceeded(
        perimeterId,
        response.globalMarketValuation,
        response.computationDate,
      );
      // With 'scr' among the areas this also stores the SCR result: the green tick.
      navigationActions.computationSucceeded(areas, perimeterId, response.computationDate);
    },
    onError: (_error, { areas }) => navigationActions.computationFailed(areas),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

/** Whether any area is loading: a run is under way, or was interrupted. */
export const anyLoading = (state: NavigationState) => loadingAreas(state).length > 0;

/** After an interrupted run: the areas it left loading failed. */
export const recoverInterruptedCompute = () =>
  navigationActions.computationFailed(loadingAreas(useNavigationStore.getState()));
