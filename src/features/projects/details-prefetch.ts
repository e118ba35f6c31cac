import type { QueryClient } from '@tanstack/react-query';
import type { RowItem } from '../../domain/row-kind';
import { onceLoader } from '../../ui/preloadable';
import { projectDetailsQuery, reportConfigurationQuery } from './api';

/** The details page's module, loaded once: the signed-in area's route renders it (src/ui/preloadable.tsx). */
export const loadProjectDetailsPage = onceLoader(() => import('./project-details-page'));

/**
 * How long a pointer or the focus rests on a row before its details are fetched: passing over the
 * rows on the way elsewhere, or tabbing through them, fetches nothing.
 */
export const OPEN_INTENT_MS = 100;

/**
 * Starts what the project details page needs to show an item (prefetch a route's
 * data where the link is): its chunk, its details and, for a project, its report configuration (the
 * page loads that beside the details). The page's own query options, so the page finds the calls
 * under way or their answers fresh (staleTime 60 s) and makes none of its own; nothing already fresh
 * is fetched again. A failure is the page's to show: a prefetch never throws, and the page fetches a
 * failed item again when it opens.
 */
export function prefetchProjectDetails(queryClient: QueryClient, enterpriseId: string, item: RowItem): void {
  void loadProjectDetailsPage().catch(() => {
    // The page's to report: opening it loads the chunk again, and a failure there shows the
    // chunk-load error page (src/app/page-error-boundary.tsx).
  });
  void queryClient.prefetchQuery(projectDetailsQuery(enterpriseId, item.id, item.type));
  if (item.type === 'p') void queryClient.prefetchQuery(reportConfigurationQuery(enterpriseId, item.id));
}
