import { QueryClientContext, QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { use, useEffect, type ReactNode } from 'react';
import { followSignOutOfOtherTabs } from '../session/other-tabs';
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

/**
 * On the screens of a signed-in user: another tab's sign-out ends this tab's session and empties the
 * query cache at once, so nothing of the user stays in memory while the screen goes to login.
 */
export function useSignOutOfOtherTabs(): void {
  const queryClient = useQueryClient();
  useEffect(() => followSignOutOfOtherTabs(() => queryClient.clear()), [queryClient]);
}
