import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { choiceListSchema, sortByName, type Choice } from '../lib/choices';
import { scrParameterKeys } from './scr-groups';

/** GET /api/parameters/currencies?userID=…, sorted by name (spec §5). */
export async function getCurrencies(signal?: AbortSignal): Promise<Choice[]> {
  const list = await apiRequest('parameters/currencies', {
    withUserId: true,
    schema: choiceListSchema,
    signal,
  });
  return sortByName(list);
}

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: scrParameterKeys.currencies(),
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: Infinity,
  });

export const useCurrencies = () => useQuery(currenciesQueryOptions());
