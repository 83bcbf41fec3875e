import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookThroughSummarySchema, type LookThroughSummary } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { transparisationKeys } from './query-keys';

/** GET /api/inventory/{perimeterId}/summary → the indicators of a transparised perimeter. */
export function getLookThroughSummary(
  perimeterId: string,
  signal?: AbortSignal,
): Promise<LookThroughSummary> {
  return apiRequest(`inventory/${encodeURIComponent(perimeterId)}/summary`, {
    withUserId: true,
    schema: lookThroughSummarySchema,
    signal,
  });
}

export const lookThroughSummaryQueryOptions = (perimeterId: string) =>
  queryOptions({
    queryKey: transparisationKeys.summary(perimeterId),
    queryFn: ({ signal }) => getLookThroughSummary(perimeterId, signal),
  });

export function useLookThroughSummary(perimeterId: string) {
  return useQuery(lookThroughSummaryQueryOptions(perimeterId));
}
