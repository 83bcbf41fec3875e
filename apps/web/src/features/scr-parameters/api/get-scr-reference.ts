import { queryOptions, useQuery } from '@tanstack/react-query';
import { scrReferenceSchema, type ScrReference } from '@prisme/domain';
import { ApiError, apiRequest } from '../../../api/client';
import { scrParameterKeys } from './scr-groups';

/**
 * GET /api/parameters/scr-reference?valuationDate=…: the EIOPA stresses (symmetric
 * adjustment included) and curve at the perimeter's date; null when none is published.
 */
export async function getScrReference(
  valuationDate: string,
  signal?: AbortSignal,
): Promise<ScrReference | null> {
  try {
    return await apiRequest('parameters/scr-reference', {
      query: { valuationDate: valuationDate.slice(0, 10) },
      schema: scrReferenceSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const scrReferenceQueryOptions = (valuationDate: string) =>
  queryOptions({
    queryKey: scrParameterKeys.reference(valuationDate),
    queryFn: ({ signal }) => getScrReference(valuationDate, signal),
  });

export function useScrReference(valuationDate: string | null) {
  return useQuery({
    ...scrReferenceQueryOptions(valuationDate ?? ''),
    enabled: valuationDate !== null,
  });
}
