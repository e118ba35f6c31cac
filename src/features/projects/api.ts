import type { components } from '../../api/schema';
import { $api } from '../../api/client';

export type ProjectsQuery = components['schemas']['ProjectsAndRequestsQuery'];

/** Spec document 2 section 9: 25 rows a page, sorted by creation date, newest first. */
export const PROJECTS_PAGE_SIZE = 25;
export const defaultProjectsQuery: ProjectsQuery = {
  itemsPerPage: PROJECTS_PAGE_SIZE,
  pageNumber: 0,
  sortBy: 'creationDate',
  sortDirection: 1,
};

/** POST enterprises/{id}/projects-and-requests/search/ as a query (keyed by its body). */
export const projectsQuery = (enterpriseId: string, query: ProjectsQuery = defaultProjectsQuery) =>
  $api.queryOptions('post', '/enterprises/{enterpriseId}/projects-and-requests/search/', {
    params: { path: { enterpriseId } },
    body: query,
  });
