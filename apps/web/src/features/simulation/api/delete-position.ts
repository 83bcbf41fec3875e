import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimulationPosition } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { positionsSchema } from './get-positions';
import { onSimulationModified } from './on-modified';

/**
 * DELETE /api/simulation/{id}/positions/{positionNo} → every position: a copied one is
 * sold (quantity 0, still listed), a bought one goes.
 */
export function deletePosition(
  simulationId: string,
  positionNo: number,
): Promise<SimulationPosition[]> {
  return apiRequest(`simulation/${encodeURIComponent(simulationId)}/positions/${positionNo}`, {
    method: 'DELETE',
    schema: positionsSchema,
  });
}

export function useDeletePosition(simulationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (positionNo: number) => deletePosition(simulationId, positionNo),
    onSuccess: (positions) => onSimulationModified(queryClient, simulationId, { positions }),
  });
}
