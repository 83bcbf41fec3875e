import { queryOptions, useQuery } from '@tanstack/react-query';
import { managedUsersSchema, type ManagedUser } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { userKeys } from './users-keys';

/** GET /api/admin/users (administrators): every account with its rights, clients and state. */
export function getUsers(signal?: AbortSignal): Promise<ManagedUser[]> {
  return apiRequest('admin/users', { schema: managedUsersSchema, signal });
}

export const usersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.all, queryFn: ({ signal }) => getUsers(signal) });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
