import { queryOptions, useQuery } from '@tanstack/react-query';
import { esgResultSchema, type EsgResult } from '@prisme/domain';
import { ApiError, apiRequest } from '../../../api/client';

export const esgResultKeys = {
  all: ['esg-result'] as const,
  result: (perimeterId: string) => [...esgResultKeys.all, perimeterId] as const,
};

/**
 * GET /api/esg/results?perimeterID=… → the ESG analysis of a computed perimeter, or null
 * when it has none (404: a perimeter transparised or computed without ESG).
 */
export async function getEsgResult(
  perimeterId: string,
  signal?: AbortSignal,
): Promise<EsgResult | null> {
  try {
    return await apiRequest('esg/results', {
      query: { perimeterID: perimeterId },
      withUserId: true,
      schema: esgResultSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const esgResultQueryOptions = (perimeterId: string) =>
  queryOptions({
    queryKey: esgResultKeys.result(perimeterId),
    queryFn: ({ signal }) => getEsgResult(perimeterId, signal),
  });

export function useEsgResult(perimeterId: string) {
  return useQuery(esgResultQueryOptions(perimeterId));
}
