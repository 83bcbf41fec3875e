import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimulationPosition } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { positionsSchema } from './get-positions';
import { onSimulationModified } from './on-modified';

/**
 * DELETE /api/simulation/{id}/positions/{positionNo} → every position: a copied one is
 * sold (quantity 0, still listed), a bought one goes. With `creditCash` its value goes to
 * the portfolio's largest cash account in its currency (refused in French without one).
 */
export function deletePosition(
  simulationId: string,
  positionNo: number,
  creditCash = false,
): Promise<SimulationPosition[]> {
  const query = creditCash ? '?creditCash=true' : '';
  const path = `simulation/${encodeURIComponent(simulationId)}/positions/${positionNo}${query}`;
  return apiRequest(path, {
    method: 'DELETE',
    schema: positionsSchema,
  });
}

export function useDeletePosition(simulationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ positionNo, creditCash }: { positionNo: number; creditCash: boolean }) =>
      deletePosition(simulationId, positionNo, creditCash),
    onSuccess: (positions) => onSimulationModified(queryClient, simulationId, { positions }),
  });
}
