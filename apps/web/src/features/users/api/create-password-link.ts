import { useMutation } from '@tanstack/react-query';
import { passwordLinkSchema, type PasswordLink } from '@prisme/domain';
import { apiRequest } from '../../../api/client';

/** POST /api/admin/users/{accountId}/password-link: a single-use, one-hour link. */
export function createPasswordLink(accountId: string): Promise<PasswordLink> {
  return apiRequest(`admin/users/${encodeURIComponent(accountId)}/password-link`, {
    method: 'POST',
    schema: passwordLinkSchema,
  });
}

export function useCreatePasswordLink() {
  return useMutation({ mutationFn: createPasswordLink });
}
