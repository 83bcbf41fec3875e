import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { simulationSecuritySchema, type SimulationSecurity } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { simulationKeys } from './query-keys';

/** The server asks for two characters at least (simulationSecuritySearchSchema). */
export const MIN_SEARCH_LENGTH = 2;
export const SEARCH_TOP = 20;

const securitiesSchema = z.array(simulationSecuritySchema);

/** GET /api/simulation/securities?search=&top= → the referential's matches (code or name). */
export function searchSecurities(
  search: string,
  signal?: AbortSignal,
): Promise<SimulationSecurity[]> {
  return apiRequest('simulation/securities', {
    query: { search, top: SEARCH_TOP },
    schema: securitiesSchema,
    signal,
  });
}

export const securitySearchQueryOptions = (search: string) => {
  const text = search.trim();
  return queryOptions({
    queryKey: simulationKeys.securities(text),
    queryFn:
      text.length >= MIN_SEARCH_LENGTH ? ({ signal }) => searchSecurities(text, signal) : skipToken,
    // The list under the field stays while the next search loads.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

export function useSecuritySearch(search: string) {
  return useQuery(securitySearchQueryOptions(search));
}
