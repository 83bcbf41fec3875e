import { queryOptions, useQuery } from '@tanstack/react-query';
import { managedClientsSchema, type ManagedClient } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { CLIENTS_PATH } from '../lib/structure-paths';
import { structureKeys } from './structure-keys';

/** GET /api/admin/clients (administrators): every client with its portfolios and compartments. */
export function getStructure(signal?: AbortSignal): Promise<ManagedClient[]> {
  return apiRequest(CLIENTS_PATH, { schema: managedClientsSchema, signal });
}

export const structureQueryOptions = () =>
  queryOptions({ queryKey: structureKeys.tree, queryFn: ({ signal }) => getStructure(signal) });

export function useStructure() {
  return useQuery(structureQueryOptions());
}
