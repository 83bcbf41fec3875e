import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimulationNewPosition, SimulationPosition } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { positionsSchema } from './get-positions';
import { onSimulationModified } from './on-modified';

/**
 * POST /api/simulation/{id}/positions → every position: a security bought at its known
 * price in a portfolio and compartment the simulation holds (else a French 400).
 */
export function postPosition(
  simulationId: string,
  position: SimulationNewPosition,
): Promise<SimulationPosition[]> {
  return apiRequest(`simulation/${encodeURIComponent(simulationId)}/positions`, {
    method: 'POST',
    body: position,
    schema: positionsSchema,
  });
}

export function useBuyPosition(simulationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (position: SimulationNewPosition) => postPosition(simulationId, position),
    onSuccess: (positions) => onSimulationModified(queryClient, simulationId, { positions }),
  });
}
