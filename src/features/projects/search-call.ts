/**
 * The projects list's search as openapi-react-query keys its query ([method, path, init],
 * src/api/early-call-store.ts), and the location of the list: the list's query (./api.ts) and the
 * start-up's early call (src/app/early-data.ts) are built from these, so both send the same request
 * under the same key. This module holds no React Query: start-up loads it before the area's code.
 */
import type { components } from '../../api/schema';
import { paramsOf, routes } from '../../config/route-table';

export const SEARCH_PATH = '/enterprises/{enterpriseId}/projects-and-requests/search/';

/** POST enterprises/{id}/projects-and-requests/search/ with one page's query as its body. */
export const projectsSearchCall = (enterpriseId: string, query: components['schemas']['ProjectsAndRequestsQuery']) =>
  ['post', SEARCH_PATH, { params: { path: { enterpriseId } }, body: query }] as const;

/** The enterprise of a projects list location (`/enterprise/{id}/`, relative to the router base), else null. */
export function projectsListEnterprise(location: string): string | null {
  return paramsOf(routes.projects.pattern, location)?.enterpriseId ?? null;
}
