import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@prisme/domain';
import { loadAppConfig } from '../../../config/app-config';

/**
 * Who signs users in (the app config): with the embedded sign-in, Prisme creates accounts
 * and password links; with an external provider, that provider does.
 */
export const signInModeQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config', 'sign-in-mode'] as const,
    queryFn: async (): Promise<AppConfig['auth']['mode']> => (await loadAppConfig()).auth.mode,
    staleTime: Infinity,
  });

export function useSignInMode() {
  return useQuery(signInModeQueryOptions());
}
