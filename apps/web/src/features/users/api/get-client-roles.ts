import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleNamesSchema, type RoleName } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { userKeys } from './users-keys';

/** GET /api/inventory/all-rolenames?userID=… (administrators): every client role (spec §7). */
export function getClientRoles(signal?: AbortSignal): Promise<RoleName[]> {
  return apiRequest('inventory/all-rolenames', {
    withUserId: true,
    schema: roleNamesSchema,
    signal,
  });
}

export const clientRolesQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.clientRoles,
    queryFn: ({ signal }) => getClientRoles(signal),
    staleTime: 5 * 60_000,
  });

export function useClientRoles() {
  return useQuery(clientRolesQueryOptions());
}
