import {
  QueryClientContext,
  QueryClientProvider,
  useQueryClient,
  type QueryClient,
  type QueryFunction,
} from '@tanstack/react-query';
import { use, useEffect, type ReactNode } from 'react';
import { followSignOutOfOtherTabs } from '../session/other-tabs';
import { takeEarlyCalls, type CallKey } from './early-call-store';
import { createQueryClient } from './query-client';
import { $api } from './query-hooks';

let appClient: QueryClient | undefined;

/**
 * The app's one QueryClient, created on first use (the login page never loads React Query). It
 * takes the calls start-up began before React Query was in (./early-call-store.ts).
 */
export function appQueryClient(): QueryClient {
  appClient ??= adoptEarlyCalls(createQueryClient());
  return appClient;
}

/**
 * Each early call becomes the first attempt of the query its key names: the query is fetching (or
 * done) before any screen asks, so the screen's useQuery (or the list's prefetch) joins it and sends
 * nothing. A call that has already answered is the query's data at once (decision 0053), so the
 * screens' first render shows it, not a render later. A failed early call is that query's failed
 * first attempt: the client's retry rules then apply as to any first attempt (a 4xx is final;
 * another failure is tried once more, by the query's own function, a call of its own), and no data
 * is stored. Adopted once: a QueryClient made later (a test's) gets none.
 */
export function adoptEarlyCalls(queryClient: QueryClient): QueryClient {
  for (const { key, promise, answer } of takeEarlyCalls()) {
    if (answer && answer.data !== undefined) {
      queryClient.setQueryData(key, answer.data);
      continue;
    }
    // openapi-react-query's query function, the one every $api query has (it sends its key).
    const { queryFn } = ($api.queryOptions as unknown as (...key: CallKey) => { queryFn: QueryFunction })(...key);
    let first = true;
    void queryClient.prefetchQuery({
      queryKey: key,
      queryFn: (context) => {
        if (!first) return queryFn(context);
        first = false;
        return promise;
      },
    });
  }
  return queryClient;
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
