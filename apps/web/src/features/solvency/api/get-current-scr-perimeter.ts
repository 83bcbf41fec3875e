import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentScrPerimeterSchema, type CurrentScrPerimeter } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { solvencyKeys } from './get-scr-result';

export const currentScrPerimeterKey = [...solvencyKeys.all, 'current-perimeter'] as const;

/**
 * GET /api/solvency/current-perimeter → the user's last SCR computation of the perimeter
 * they saved, null when none: found on the server, so a computation made through the API
 * or in another browser is read as well as one made in this session (issue 35 §B.10).
 */
export function getCurrentScrPerimeter(signal?: AbortSignal): Promise<CurrentScrPerimeter | null> {
  return apiRequest('solvency/current-perimeter', {
    withUserId: true,
    schema: currentScrPerimeterSchema.nullable(),
    signal,
  });
}

export const currentScrPerimeterQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: currentScrPerimeterKey,
    queryFn: ({ signal }) => getCurrentScrPerimeter(signal),
    enabled,
    // Asked again at each visit: a computation made elsewhere since must be found.
    staleTime: 0,
  });

export function useCurrentScrPerimeter(enabled: boolean) {
  return useQuery(currentScrPerimeterQueryOptions(enabled));
}
