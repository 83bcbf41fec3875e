import { queryOptions, useQuery } from '@tanstack/react-query';
import { impactResultSchema, type ImpactResult } from '@prisme/domain';
import { ApiError, apiRequest } from '../../../api/client';
import { solvencyKeys } from './get-scr-result';

export const impactKey = (perimeterId: string) =>
  [...solvencyKeys.all, 'impact-2027', perimeterId] as const;

/**
 * GET /api/solvency/impact?perimeterID=… → « Impact 2027 »: the market SCR of the
 * perimeter's look-through under both rule sets; null when the computation did not ask for
 * it (404: « Impact 2027 » not ticked on « Calculs », or no SCR at all).
 */
export async function getImpact(
  perimeterId: string,
  signal?: AbortSignal,
): Promise<ImpactResult | null> {
  try {
    return await apiRequest('solvency/impact', {
      query: { perimeterID: perimeterId },
      withUserId: true,
      schema: impactResultSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const impactQueryOptions = (perimeterId: string) =>
  queryOptions({
    queryKey: impactKey(perimeterId),
    queryFn: ({ signal }) => getImpact(perimeterId, signal),
  });

export function useImpact(perimeterId: string) {
  return useQuery(impactQueryOptions(perimeterId));
}
