import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fundReconciliationSchema, type FundReconciliation } from '@prisme/domain';
import { ApiError, apiRequest } from '../../../api/client';
import { solvencyKeys } from './get-scr-result';

/** When a fund's gap is questioned: a fraction of the manager's figure and an amount. */
export interface ReconciliationLimits {
  threshold: number;
  floor: number;
}

export const fundReconciliationKey = (perimeterId: string, limits: ReconciliationLimits) =>
  [...solvencyKeys.all, 'fund-reconciliation', perimeterId, limits] as const;

/**
 * GET /api/solvency/fund-reconciliation?perimeterID=…&threshold=…&floor=… → each fund
 * held, Prisme's SCR beside its manager's indicative figures; null when the perimeter has
 * no SCR result (404).
 */
export async function getFundReconciliation(
  perimeterId: string,
  limits: ReconciliationLimits,
  signal?: AbortSignal,
): Promise<FundReconciliation | null> {
  try {
    return await apiRequest('solvency/fund-reconciliation', {
      query: { perimeterID: perimeterId, threshold: limits.threshold, floor: limits.floor },
      withUserId: true,
      schema: fundReconciliationSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const fundReconciliationQueryOptions = (perimeterId: string, limits: ReconciliationLimits) =>
  queryOptions({
    queryKey: fundReconciliationKey(perimeterId, limits),
    queryFn: ({ signal }) => getFundReconciliation(perimeterId, limits, signal),
    // A new threshold keeps the grid on screen until its flags come back.
    placeholderData: keepPreviousData,
  });

export function useFundReconciliation(perimeterId: string, limits: ReconciliationLimits) {
  return useQuery(fundReconciliationQueryOptions(perimeterId, limits));
}
