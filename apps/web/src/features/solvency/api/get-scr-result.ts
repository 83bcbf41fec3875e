import { queryOptions, useQuery } from '@tanstack/react-query';
import { scrResultSchema, type ScrResultPayload } from '@prisme/domain';
import { ApiError, apiRequest } from '../../../api/client';

export const solvencyKeys = {
  all: ['solvency'] as const,
  result: (perimeterId: string) => [...solvencyKeys.all, 'result', perimeterId] as const,
};

/**
 * GET /api/solvency/results?perimeterID=… → the SCR result of a computed perimeter, or
 * null when it has none (404: a perimeter only transparised, or computed before).
 */
export async function getScrResult(
  perimeterId: string,
  signal?: AbortSignal,
): Promise<ScrResultPayload | null> {
  try {
    return await apiRequest('solvency/results', {
      query: { perimeterID: perimeterId },
      withUserId: true,
      schema: scrResultSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const scrResultQueryOptions = (perimeterId: string) =>
  queryOptions({
    queryKey: solvencyKeys.result(perimeterId),
    queryFn: ({ signal }) => getScrResult(perimeterId, signal),
  });

export function useScrResult(perimeterId: string) {
  return useQuery(scrResultQueryOptions(perimeterId));
}
