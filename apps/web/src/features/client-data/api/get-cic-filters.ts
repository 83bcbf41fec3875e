import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { cicFilterOptionSchema, type CicFilterOption } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { clientDataKeys } from './client-list-keys';

const answer = z.array(cicFilterOptionSchema);

/** GET /api/parameters/…-cic-filters: the CIC subcategories a list accepts. */
export function getCicFilters(path: string, signal?: AbortSignal): Promise<CicFilterOption[]> {
  return apiRequest(path, { schema: answer, signal });
}

export const cicFiltersQueryOptions = (path: string) =>
  queryOptions({
    queryKey: clientDataKeys.cicFilters(path),
    queryFn: ({ signal }) => getCicFilters(path, signal),
    staleTime: Infinity,
  });

/** The list's CIC choices; a list without a filter endpoint takes any known CIC. */
export function useCicFilters(path: string | undefined) {
  return useQuery({ ...cicFiltersQueryOptions(path ?? ''), enabled: path !== undefined });
}
