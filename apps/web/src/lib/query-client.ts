// TanStack Query's client for the screens that fetch lists and records (the signed-in areas mount it;
// public pages that need it later mount the same client).
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (401, 403, 404, 422) will not change by asking again.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}

let shared: QueryClient | null = null;

export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
