import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { impactResultSchema, type ImpactResult } from '@prisme/domain';
import { ApiError, apiRequest } from '../../../api/client';
import { scrResultQueryOptions, solvencyKeys } from './get-scr-result';

export const impactKey = (perimeterId: string) =>
  [...solvencyKeys.all, 'impact-2027', perimeterId] as const;

/**
 * GET /api/solvency/impact?perimeterID=… → « Impact 2027 »: the market SCR of the
 * perimeter's look-through under both rule sets; null when the computation did not ask for
 * it (404: « Impact 2027 » not ticked on « Calculs », or no SCR at all).
 */
export async function getImpact(
  perimeterId: string,
  client: QueryClient,
  signal?: AbortSignal,
): Promise<ImpactResult | null> {
  // The SCR result says whether an impact was computed (usually already loaded): no request
  // that would answer 404, which the browser's console would show, for the others.
  const result = await client.ensureQueryData(scrResultQueryOptions(perimeterId));
  if (result?.impact2027 !== true) return null;
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
    queryFn: ({ signal, client }) => getImpact(perimeterId, client, signal),
  });

export function useImpact(perimeterId: string) {
  return useQuery(impactQueryOptions(perimeterId));
}
