import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { directPositionSchema, type DirectPosition } from '@prisme/domain';
import { apiRequest, currentUserId } from '../../../api/client';
import type { PerimeterRequestBody } from '../../../lib/perimeter-request';
import { transparisationKeys } from './query-keys';

const directPositionsSchema = z.array(directPositionSchema);

/** POST /api/inventory/positions with the perimeter request → its direct positions. */
export function getDirectPositions(
  request: PerimeterRequestBody,
  signal?: AbortSignal,
): Promise<DirectPosition[]> {
  return apiRequest('inventory/positions', {
    method: 'POST',
    body: { ...request, userID: currentUserId() },
    schema: directPositionsSchema,
    signal,
  });
}

/** The positions of a complete perimeter; nothing is asked while it is incomplete (null). */
export const directPositionsQueryOptions = (request: PerimeterRequestBody | null) =>
  queryOptions({
    queryKey: transparisationKeys.positions(request),
    queryFn: request ? ({ signal }) => getDirectPositions(request, signal) : skipToken,
  });

export function useDirectPositions(request: PerimeterRequestBody | null) {
  return useQuery(directPositionsQueryOptions(request));
}
