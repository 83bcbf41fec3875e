import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { esgSectorSchema, type EsgSector } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { esgParameterKeys } from './esg-parameter-keys';

/** GET /api/esg/sectors: « Par défaut » (« * ») first, then the NACE and GICS sectors. */
export function getEsgSectors(signal?: AbortSignal): Promise<EsgSector[]> {
  return apiRequest('esg/sectors', { schema: z.array(esgSectorSchema), signal });
}

export const esgSectorsQueryOptions = () =>
  queryOptions({
    queryKey: esgParameterKeys.sectors(),
    queryFn: ({ signal }) => getEsgSectors(signal),
    staleTime: Infinity,
  });

export const useEsgSectors = () => useQuery(esgSectorsQueryOptions());
