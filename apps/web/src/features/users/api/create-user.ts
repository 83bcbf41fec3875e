import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdUserSchema, type CreatedUser, type CreateUserBody } from '@prisme/domain';
import { apiRequest } from '../../../api/client';
import { userKeys } from './users-keys';

/** POST /api/admin/users: a new account of the embedded sign-in and its first-password link. */
export function createUser(body: CreateUserBody): Promise<CreatedUser> {
  return apiRequest('admin/users', { method: 'POST', body, schema: createdUserSchema });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all, exact: true }),
  });
}
