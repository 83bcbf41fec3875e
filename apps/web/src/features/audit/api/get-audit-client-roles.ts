import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleNamesSchema, type RoleName } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { auditKeys } from './audit-keys';

/** GET /api/inventory/all-rolenames?userID=… (administrators): the clients to filter on. */
export function getAuditClientRoles(signal?: AbortSignal): Promise<RoleName[]> {
  return apiRequest('inventory/all-rolenames', {
    withUserId: true,
    schema: roleNamesSchema,
    signal,
  });
}

export const auditClientRolesQueryOptions = () =>
  queryOptions({
    queryKey: auditKeys.clientRoles,
    queryFn: ({ signal }) => getAuditClientRoles(signal),
    staleTime: 5 * 60_000,
  });

export function useAuditClientRoles() {
  return useQuery(auditClientRolesQueryOptions());
}
