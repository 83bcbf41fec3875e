import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** A 4xx will answer the same again: only network and server failures are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Results must only change when the user asks (spec §4 flags say what is stale).
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}

/** The one QueryClient of the app; logout clears it. */
export const queryClient = createQueryClient();
