import type { QueryClient } from '@tanstack/react-query';
import type { SimulationCash, SimulationPosition } from '@prisme/domain';
import { navigationActions, useNavigationStore } from '../../../state';
import { simulationKeys } from './query-keys';

/**
 * After any successful change of the simulation (spec §4: « any modification
 * un-transparises it and reloads cash and valuation »): the answer goes into the cache,
 * the navigation state forgets the simulation's look-through and results, and cash,
 * valuation and positions are read again (cash accounts are positions too). An answer
 * for a simulation the user has left since only fills the cache.
 */
export function onSimulationModified(
  queryClient: QueryClient,
  simulationId: string,
  answer: { positions: SimulationPosition[] } | { cash: SimulationCash[] },
): void {
  let stale;
  if ('positions' in answer) {
    queryClient.setQueryData(simulationKeys.positions(simulationId), answer.positions);
    stale = simulationKeys.cash(simulationId);
  } else {
    queryClient.setQueryData(simulationKeys.cash(simulationId), answer.cash);
    stale = simulationKeys.positions(simulationId);
  }
  if (useNavigationStore.getState().simulation.simulationId === simulationId) {
    navigationActions.simulationModified();
  }
  for (const queryKey of [stale, simulationKeys.valuation(simulationId)]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
