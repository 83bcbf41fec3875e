import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimulationPosition } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { positionsSchema } from './get-positions';
import { onSimulationModified } from './on-modified';

export interface QuantityChange {
  positionNo: number;
  /** 0 sells the position (it stays listed); a sold one is bought back by a quantity. */
  quantity: number;
}

/** PATCH /api/simulation/{id}/positions/{positionNo} {quantity} → every position. */
export function patchQuantity(
  simulationId: string,
  { positionNo, quantity }: QuantityChange,
): Promise<SimulationPosition[]> {
  return apiRequest(`simulation/${encodeURIComponent(simulationId)}/positions/${positionNo}`, {
    method: 'PATCH',
    body: { quantity },
    schema: positionsSchema,
  });
}

export function useUpdateQuantity(simulationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: QuantityChange) => patchQuantity(simulationId, change),
    onSuccess: (positions) => onSimulationModified(queryClient, simulationId, { positions }),
  });
}
