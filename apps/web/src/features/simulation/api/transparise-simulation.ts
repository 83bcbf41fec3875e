import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComputationResponse } from '@prisme/domain';
import { runSimulationComputation } from '../../../api/computation';
import { PARAMETER_QUERY_ROOTS } from '../../../api/query-roots';
import { useJob } from '../../../api/use-job';
import { navigationActions, useNavigationStore } from '../../../state';
import { simulationKeys } from './query-keys';

/**
 * « Transpariser la simulation » (spec §4 Simulation): POST /api/simulation/computation
 * without compute flags while its progress is polled. On success the simulation is
 * transparised under the new perimeter id, the look-through state points at it, and the
 * parameters (their « dans le périmètre » flags follow the look-through) are read again.
 * An answer for a simulation the user has left since is dropped.
 */
export function useTranspariseSimulation() {
  const queryClient = useQueryClient();
  const job = useJob();
  const mutation = useMutation<ComputationResponse, Error, string>({
    mutationKey: simulationKeys.transparise,
    mutationFn: (simulationId) =>
      runSimulationComputation(simulationId, {}, job.onProgress, job.begin()),
    onSuccess: (response, simulationId) => {
      if (useNavigationStore.getState().simulation.simulationId !== simulationId) return;
      navigationActions.simulationTransparised(
        response.perimeter.perimeterID,
        response.globalMarketValuation,
        response.computationDate,
      );
      for (const queryKey of Object.values(PARAMETER_QUERY_ROOTS)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onSettled: job.end,
  });
  return { ...mutation, job };
}
