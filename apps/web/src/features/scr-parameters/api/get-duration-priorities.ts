import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { choiceListSchema, type Choice } from '../lib/choices';
import { scrParameterKeys } from './scr-groups';

/** GET /api/parameters/modified-duration-priorities: the duration sources' orders. */
export function getDurationPriorities(signal?: AbortSignal): Promise<Choice[]> {
  return apiRequest('parameters/modified-duration-priorities', {
    schema: choiceListSchema,
    signal,
  });
}

export const durationPrioritiesQueryOptions = () =>
  queryOptions({
    queryKey: scrParameterKeys.durations(),
    queryFn: ({ signal }) => getDurationPriorities(signal),
    staleTime: Infinity,
  });

export const useDurationPriorities = () => useQuery(durationPrioritiesQueryOptions());
