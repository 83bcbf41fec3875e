import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { simulationCashSchema, type SimulationCash } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { simulationKeys } from './query-keys';

export const cashListSchema = z.array(simulationCashSchema);

/** GET /api/simulation/cash/?simulationID= (spec §7) → the cash held, by currency. */
export function getSimulationCash(
  simulationId: string,
  signal?: AbortSignal,
): Promise<SimulationCash[]> {
  return apiRequest('simulation/cash/', {
    query: { simulationID: simulationId },
    schema: cashListSchema,
    signal,
  });
}

export const simulationCashQueryOptions = (simulationId: string) =>
  queryOptions({
    queryKey: simulationKeys.cash(simulationId),
    queryFn: ({ signal }) => getSimulationCash(simulationId, signal),
  });

export function useSimulationCash(simulationId: string) {
  return useQuery(simulationCashQueryOptions(simulationId));
}
