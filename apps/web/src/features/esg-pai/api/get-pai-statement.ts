import { queryOptions, useQuery } from '@tanstack/react-query';
import { paiStatementSchema, type PaiStatement } from '@prisme/domain';
import { ApiError, apiRequest } from '../../../api/client';
import { paiKeys } from './pai-keys';

/**
 * GET /api/esg/pai?perimeterID=… → the PAI statement of a computed perimeter, or null when
 * it has none (404: computed without ESG, or before PAI existed).
 */
export async function getPaiStatement(
  perimeterId: string,
  signal?: AbortSignal,
): Promise<PaiStatement | null> {
  try {
    return await apiRequest('esg/pai', {
      query: { perimeterID: perimeterId },
      withUserId: true,
      schema: paiStatementSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const paiStatementQueryOptions = (perimeterId: string) =>
  queryOptions({
    queryKey: paiKeys.statement(perimeterId),
    queryFn: ({ signal }) => getPaiStatement(perimeterId, signal),
  });

export function usePaiStatement(perimeterId: string) {
  return useQuery(paiStatementQueryOptions(perimeterId));
}
