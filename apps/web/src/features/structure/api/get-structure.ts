import { queryOptions, useQuery } from '@tanstack/react-query';
import { managedClientsSchema, type ManagedClient } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { CLIENTS_PATH } from '../lib/structure-paths';
import { structureKeys } from './structure-keys';

/** GET /api/admin/clients (administrators): every client with its portfolios and compartments. */
export function getStructure(signal?: AbortSignal): Promise<ManagedClient[]> {
  return apiRequest(CLIENTS_PATH, { schema: managedClientsSchema, signal });
}

/**
 * Read again whenever the page opens: the structure also changes by a `portfolio_structure`
 * file on « Intégration », by another administrator, or as positions and computations
 * come and go (the usage that allows a deletion).
 */
export const structureQueryOptions = () =>
  queryOptions({
    queryKey: structureKeys.tree,
    queryFn: ({ signal }) => getStructure(signal),
    staleTime: 0,
  });

export function useStructure() {
  return useQuery(structureQueryOptions());
}
