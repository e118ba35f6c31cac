import { useQueryClient } from '@tanstack/react-query';
import { projectsQuery } from './api';
import { parseListView, toProjectsQuery } from './list-view';
import { projectsListEnterprise } from './search-call';

/**
 * Starts the projects list's first page as soon as the signed-in area renders, beside the profile
 * call rather than after it (the area renders its routes only once the profile is in): the search
 * needs nothing but the enterprise id and the list view, both in the URL. It is React Query's
 * prefetch with exactly the options the page uses (projects-page.tsx: `projectsQuery(enterpriseId,
 * toProjectsQuery(view, 0))`), so the page finds the call under way, or its answer fresh (staleTime
 * 60 s), and makes no call of its own. Like React Query's usePrefetchQuery, it runs while rendering
 * and only when the cache does not hold that page yet.
 */
export function usePrefetchProjectsList(location: string, search: string, enabled: boolean): void {
  const queryClient = useQueryClient();
  const enterpriseId = enabled ? projectsListEnterprise(location) : null;
  if (enterpriseId === null) return;
  const options = projectsQuery(enterpriseId, toProjectsQuery(parseListView(search), 0));
  if (queryClient.getQueryState(options.queryKey) === undefined) void queryClient.prefetchQuery(options);
}
