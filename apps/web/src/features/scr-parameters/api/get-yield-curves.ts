import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { choiceListSchema, type Choice } from '../lib/choices';
import { scrParameterKeys } from './scr-groups';

/** GET /api/parameters/yield-curves-id?userID=…: the curves the user can choose. */
export function getYieldCurves(signal?: AbortSignal): Promise<Choice[]> {
  return apiRequest('parameters/yield-curves-id', {
    withUserId: true,
    schema: choiceListSchema,
    signal,
  });
}

export const yieldCurvesQueryOptions = () =>
  queryOptions({
    queryKey: scrParameterKeys.yieldCurves(),
    queryFn: ({ signal }) => getYieldCurves(signal),
    staleTime: 5 * 60_000,
  });

export const useYieldCurves = () => useQuery(yieldCurvesQueryOptions());
