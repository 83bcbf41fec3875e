import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managedUserSchema, type ManagedUser, type UpdateUserBody } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { userKeys } from './users-keys';

/** PUT /api/admin/users/{accountId}: replaces the account's rights, clients and state. */
export function updateUser(accountId: string, change: UpdateUserBody): Promise<ManagedUser> {
  return apiRequest(`admin/users/${encodeURIComponent(accountId)}`, {
    method: 'PUT',
    body: change,
    schema: managedUserSchema,
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, change }: { accountId: string; change: UpdateUserBody }) =>
      updateUser(accountId, change),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all, exact: true }),
  });
}
