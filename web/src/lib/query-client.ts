import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Lists are kept fresh by realtime invalidations (ARCHITECTURE "Realtime"), so a short stale time
 * is enough. A 4xx answer will not change by asking again: only outages and 5xx are retried, once.
 * The API client has already shown the error, so queries and mutations add no toast of their own.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        failureCount < 1 && !(error instanceof ApiError && error.status !== null && error.status < 500),
    },
    mutations: { retry: false },
  },
});
