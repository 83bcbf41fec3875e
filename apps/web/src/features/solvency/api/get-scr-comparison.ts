import { queryOptions, useQuery } from '@tanstack/react-query';
import { scrComparisonSchema, type ScrComparison } from '@prisme/domain';
import { ApiError, apiRequest } from '../../../api/client';
import { solvencyKeys } from './get-scr-result';

/** How many changed securities the page lists; the others are counted only. */
export const COMPARISON_TOP = 100;

export const scrComparisonKey = (basePerimeterId: string, perimeterId: string) =>
  [...solvencyKeys.all, 'comparison', basePerimeterId, perimeterId, COMPARISON_TOP] as const;

/**
 * GET /api/solvency/comparison?basePerimeterID&perimeterID&top → the look-through
 * securities whose value or SCR contribution differs between the base and the simulation,
 * largest contribution difference first; null when either perimeter is gone (404).
 */
export async function getScrComparison(
  basePerimeterId: string,
  perimeterId: string,
  signal?: AbortSignal,
): Promise<ScrComparison | null> {
  try {
    return await apiRequest('solvency/comparison', {
      query: { basePerimeterID: basePerimeterId, perimeterID: perimeterId, top: COMPARISON_TOP },
      withUserId: true,
      schema: scrComparisonSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const scrComparisonQueryOptions = (basePerimeterId: string, perimeterId: string) =>
  queryOptions({
    queryKey: scrComparisonKey(basePerimeterId, perimeterId),
    queryFn: ({ signal }) => getScrComparison(basePerimeterId, perimeterId, signal),
  });

export function useScrComparison(basePerimeterId: string, perimeterId: string) {
  return useQuery(scrComparisonQueryOptions(basePerimeterId, perimeterId));
}
