import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { configureApi } from '../api/client';

/** A JSON answer as the server writes it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An ApiError body of the contract. */
export const apiErrorBody = (statusCode: number, code: string, message = '') => ({
  statusCode,
  code,
  error: code,
  message,
});

/** The API client as after sign-in: user u1 with token tok-1. */
export function connectTestApi(): void {
  configureApi({
    productSlug: 'prisme',
    toolsSlug: 'tools',
    getAccessToken: async () => 'tok-1',
    getUserId: () => 'u1',
  });
}

/** Renders with a fresh query cache that does not retry, so failures show at once. */
export function renderWithQuery(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    queryClient,
    ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>),
  };
}
