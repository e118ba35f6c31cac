import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

let appClient: QueryClient | undefined;

/** The app's one QueryClient, created on first use (the login page never loads React Query). */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}

/**
 * Server state for the screens that fetch: the signed-in area and the few signed-out pages that
 * read from the API (invitation, registration, log off, preview). It lives in their lazily loaded
 * chunks rather than around the whole app. A provider already above (a test's) is kept.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  if (use(QueryClientContext)) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
