import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { esgPillarWeightSchema, type EsgPillarWeight } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { esgParameterKeys } from './esg-parameter-keys';

/** GET /api/esg/param-piliers?userID: the user's pillar weights, else the defaults. */
export function getEsgPillars(signal?: AbortSignal): Promise<EsgPillarWeight[]> {
  return apiRequest('esg/param-piliers', {
    withUserId: true,
    schema: z.array(esgPillarWeightSchema),
    signal,
  });
}

export const esgPillarsQueryOptions = () =>
  queryOptions({
    queryKey: esgParameterKeys.pillars(),
    queryFn: ({ signal }) => getEsgPillars(signal),
  });

export const useEsgPillars = () => useQuery(esgPillarsQueryOptions());
