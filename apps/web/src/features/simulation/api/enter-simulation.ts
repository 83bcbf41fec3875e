import { useMutation } from '@tanstack/react-query';
import { simulationCreatedSchema, type SimulationCreated } from '@prisme/domain';
import { apiRequest, currentUserId } from '../../../api/client';
import { isCurrentPerimeter, type PerimeterRequestBody } from '../../../lib/perimeter-request';
import { navigationActions, useNavigationStore, type NavigationState } from '../../../state';
import { simulationKeys } from './query-keys';

/** POST /api/simulation/positions with the perimeter request → the new simulation's id. */
export function postSimulation(request: PerimeterRequestBody): Promise<SimulationCreated> {
  return apiRequest('simulation/positions', {
    method: 'POST',
    body: { ...request, userID: currentUserId() },
    schema: simulationCreatedSchema,
  });
}

/** Simulation mode is on and waits for its id: a creation is under way (or was cut off). */
export const simulationBeingCreated = (state: NavigationState) =>
  state.simulation.simulationMode && state.simulation.simulationId === null;

/**
 * « Passer en simulation » (spec §4 Simulation): the mode goes on, then the perimeter is
 * copied into a simulation whose id is kept. On failure the mode goes off again (the
 * button shows the error). An answer the user overtook (quit, perimeter changed) is moot.
 */
export function useEnterSimulation() {
  return useMutation({
    mutationKey: simulationKeys.enter,
    mutationFn: postSimulation,
    onMutate: () => navigationActions.simulationModeEntered(),
    onSuccess: ({ simulationID }, request) => {
      if (simulationBeingCreated(useNavigationStore.getState()) && isCurrentPerimeter(request)) {
        navigationActions.simulationCreated(simulationID);
      }
    },
    onError: () => {
      if (simulationBeingCreated(useNavigationStore.getState())) {
        navigationActions.simulationModeLeft();
      }
    },
  });
}
