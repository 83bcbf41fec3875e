import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { simulationPositionSchema, type SimulationPosition } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { simulationKeys } from './query-keys';

/** Every write on the positions answers them all: one schema for the read and the writes. */
export const positionsSchema = z.array(simulationPositionSchema);

/** GET /api/simulation/{id}/positions → the simulation's positions, sold ones included. */
export function getSimulationPositions(
  simulationId: string,
  signal?: AbortSignal,
): Promise<SimulationPosition[]> {
  return apiRequest(`simulation/${encodeURIComponent(simulationId)}/positions`, {
    schema: positionsSchema,
    signal,
  });
}

export const simulationPositionsQueryOptions = (simulationId: string) =>
  queryOptions({
    queryKey: simulationKeys.positions(simulationId),
    queryFn: ({ signal }) => getSimulationPositions(simulationId, signal),
  });

export function useSimulationPositions(simulationId: string) {
  return useQuery(simulationPositionsQueryOptions(simulationId));
}
