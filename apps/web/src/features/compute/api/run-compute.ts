import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComputationResponse, RuleSetId } from '@prisme/domain';
import {
  runComputation,
  runSimulationComputation,
  type ComputeFlags,
} from '../../../api/computation';
import { PARAMETER_QUERY_ROOTS } from '../../../api/query-roots';
import { useJob } from '../../../api/use-job';
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
  /** In simulation mode: the simulation computed instead of the perimeter. */
  simulationId?: string | null;
  /** The SCR's rule set and « Impact 2027 » (issue 37), sent when the SCR is computed. */
  scrRules?: ScrRules;
}

export interface ScrRules {
  ruleSet: RuleSetId;
  computeImpact2027: boolean;
}

/** The request's flags: the areas', and with the SCR its rule set, always the one chosen. */
export function inventoryFlags(areas: readonly Area[], rules?: ScrRules): ComputeFlags {
  const flags = computeFlags(areas);
  if (!flags.computeSCR || !rules) return flags;
  return {
    ...flags,
    ruleSet: rules.ruleSet,
    ...(rules.computeImpact2027 ? { computeImpact2027: true } : {}),
  };
}

/** The areas left loading, e.g. by a run a page reload interrupted. */
export const loadingAreas = (state: NavigationState): Area[] =>
  AREAS.filter((area) => state.results[area].loading);

/**
 * The « Lancer les calculs » action (spec §4 Compute): the done flags are cleared and
 * the chosen areas loading; the POST computes them on the perimeter, or in simulation
 * mode on the simulation, while its progress is polled. On success each result is
 * stored (SCR: the green tick) with the perimeter id; the server looked the perimeter
 * (or the simulation) through again under that id, so the look-through state points at
 * it too. On failure the areas lose their results. An answer the user has overtaken
 * (perimeter changed, simulation left or replaced) only ends the loading.
 */
export function useRunCompute() {
  const queryClient = useQueryClient();
  const job = useJob();
  const mutation = useMutation<ComputationResponse, Error, ComputeVariables>({
    mutationKey: COMPUTE_RUN_KEY,
    mutationFn: ({ request, areas, simulationId, scrRules }) => {
      const token = job.begin();
      const flags = inventoryFlags(areas, scrRules);
      return simulationId
        ? runSimulationComputation(simulationId, flags, job.onProgress, token)
        : runComputation(request, flags, job.onProgress, token);
    },
    onMutate: ({ areas }) => {
      navigationActions.computationStarted(areas);
    },
    onSuccess: (response, { request, areas, simulationId }) => {
      const perimeterId = response.perimeter.perimeterID;
      const date = response.computationDate;
      if (simulationId) {
        if (useNavigationStore.getState().simulation.simulationId !== simulationId) {
          navigationActions.computationFailed(areas);
          return;
        }
        // Spec §4 Simulation: a computation transparises the simulation, and the
        // parameters are read again for its look-through.
        navigationActions.simulationTransparised(perimeterId, response.globalMarketValuation, date);
        for (const queryKey of Object.values(PARAMETER_QUERY_ROOTS)) {
          void queryClient.invalidateQueries({ queryKey });
        }
      } else {
        if (!isCurrentPerimeter(request)) {
          navigationActions.computationFailed(areas);
          return;
        }
        navigationActions.transparisationSucceeded(
          perimeterId,
          response.globalMarketValuation,
          date,
        );
      }
      // With 'scr' among the areas this also stores the SCR result: the green tick.
      navigationActions.computationSucceeded(areas, perimeterId, date);
    },
    onError: (_error, { areas }) => navigationActions.computationFailed(areas),
    onSettled: job.end,
  });
  return { ...mutation, job };
}

/** Whether any area is loading: a run is under way, or was interrupted. */
export const anyLoading = (state: NavigationState) => loadingAreas(state).length > 0;

/** After an interrupted run: the areas it left loading failed. */
export const recoverInterruptedCompute = () =>
  navigationActions.computationFailed(loadingAreas(useNavigationStore.getState()));
