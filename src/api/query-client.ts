import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

/**
 * One QueryClient for the app. Data stays fresh for 60 s, so going back to a screen within that
 * time issues no call; 4xx answers are final and never retried; other failures are retried once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
