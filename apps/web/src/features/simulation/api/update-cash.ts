import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SimulationCash } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { cashListSchema } from './get-cash';
import { onSimulationModified } from './on-modified';

export interface CashChange {
  currency: string;
  /** In the currency. */
  amount: number;
}

/**
 * PUT /api/simulation/{id}/cash/{currency} {amount} → the cash by currency; only a
 * currency with a cash account in the simulation (else a French 400).
 */
export function putCash(
  simulationId: string,
  { currency, amount }: CashChange,
): Promise<SimulationCash[]> {
  return apiRequest(
    `simulation/${encodeURIComponent(simulationId)}/cash/${encodeURIComponent(currency)}`,
    { method: 'PUT', body: { amount }, schema: cashListSchema },
  );
}

export function useUpdateCash(simulationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CashChange) => putCash(simulationId, change),
    onSuccess: (cash) => onSimulationModified(queryClient, simulationId, { cash }),
  });
}
