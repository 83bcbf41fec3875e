import { queryOptions, useQuery } from '@tanstack/react-query';
import { simulationValuationSchema, type SimulationValuation } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { simulationKeys } from './query-keys';

/**
 * GET /api/simulation/global-market-valuation/?simulationID= (spec §7) → the current and
 * the initial value of the simulation, and their difference.
 */
export function getSimulationValuation(
  simulationId: string,
  signal?: AbortSignal,
): Promise<SimulationValuation> {
  return apiRequest('simulation/global-market-valuation/', {
    query: { simulationID: simulationId },
    schema: simulationValuationSchema,
    signal,
  });
}

export const simulationValuationQueryOptions = (simulationId: string) =>
  queryOptions({
    queryKey: simulationKeys.valuation(simulationId),
    queryFn: ({ signal }) => getSimulationValuation(simulationId, signal),
  });

export function useSimulationValuation(simulationId: string) {
  return useQuery(simulationValuationQueryOptions(simulationId));
}
