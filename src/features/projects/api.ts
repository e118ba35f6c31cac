/**
 * The projects area's calls: React Query options and hooks over the generated client. Every call
 * is in openapi/enterprise-api.yaml and has its Pact interactions in contracts/projects.pact.test.ts.
 */
import { queryOptions, useInfiniteQuery, useMutation, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../api/client';
import { $api } from '../../api/query-hooks';
import type { components } from '../../api/schema';
import { DELIVERABLES_PAGE_SIZE } from '../../domain/deliverables';
import type { ItemType } from '../../domain/row-kind';
import { ProjectStatus } from '../../domain/statuses';
import { projectsSearchCall, SEARCH_PATH } from './search-call';

type Schemas = components['schemas'];
export type ProjectsQuery = Schemas['ProjectsAndRequestsQuery'];
export type ProjectsPage = Schemas['ProjectsAndRequestsPage'];
export type ProjectRow = Schemas['ProjectListRow'];
/** The details call's answer as the API sends it. */
export type ApiProjectDetails = Schemas['ProjectInformation'];
/**
 * An item's details as the portal holds them (spec: "The project details response receives the
 * enterpriseId added by the client"): the API's answer and the enterprise it was asked for, so what
 * shows the item builds its links and calls from the item itself.
 */
export type ProjectDetails = ApiProjectDetails & { enterpriseId: string };
export type ProjectRequestResult = Schemas['ProjectRequestResult'];
export type Deliverable = Schemas['Deliverable'];
export type DeliverablePage = Schemas['DeliverablePage'];
export type Language = Schemas['Language'];
export type ReportEmbedConfig = Schemas['ReportEmbedConfig'];

const DETAILS_PATH = '/enterprises/{enterpriseId}/projects-and-requests/{itemId}/details/';
const DELIVERABLES_PATH = '/{enterpriseId}/projects/{projectId}/deliverables/';

/** POST enterprises/{id}/projects-and-requests/search/: one page of the list (keyed by its body). */
export const projectsQuery = (enterpriseId: string, query: ProjectsQuery) =>
  $api.queryOptions(...projectsSearchCall(enterpriseId, query));

/**
 * The same search outside React Query, for the CSV export: its pages of 100 never enter the cache,
 * so the list on the screen stays exactly as it is whatever the export meets.
 */
export async function fetchProjectsPage(
  enterpriseId: string,
  query: ProjectsQuery,
  signal?: AbortSignal,
): Promise<ProjectsPage> {
  const { data } = await api.POST(SEARCH_PATH, { params: { path: { enterpriseId } }, body: query, signal });
  if (!data) throw new Error('The search answer has no body.');
  return data;
}

/** GET enterprises/{id}/languages/: the languages the filter offers. */
export const enterpriseLanguagesQuery = (enterpriseId: string) =>
  $api.queryOptions('get', '/enterprises/{enterpriseId}/languages/', { params: { path: { enterpriseId } } });

/**
 * GET enterprises/{id}/projects-and-requests/{item}/details/?type: the one place that reads the
 * details, which adds the enterprise id they were asked for; the cache holds them so.
 */
export function projectDetailsQuery(enterpriseId: string, itemId: string, type: ItemType) {
  const call = $api.queryOptions('get', DETAILS_PATH, {
    params: { path: { enterpriseId, itemId }, query: { type } },
  });
  return queryOptions({
    queryKey: call.queryKey,
    queryFn: async (context): Promise<ProjectDetails> => ({ ...(await call.queryFn(context)), enterpriseId }),
  });
}

/**
 * An item's details already in the cache under its other address: a project with its request has
 * the same details at its project id (type 'p') and at its request id (type 'pr'), and its tabs
 * link to both (the request details at the request's id), so going from one to the other shows
 * the details at once instead of a loader.
 */
export function cachedDetails(
  queryClient: QueryClient,
  enterpriseId: string,
  itemId: string,
  type: ItemType,
): { data: ProjectDetails; updatedAt: number } | undefined {
  for (const query of queryClient.getQueryCache().findAll({ predicate: isDetailsOf(enterpriseId) })) {
    const data = query.state.data as ProjectDetails | undefined;
    const id = type === 'p' ? data?.projectId : data?.projectRequestResult?.projectRequestId;
    if (data && id === itemId) return { data, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/** GET {enterpriseId}/projects/{projectId}/report/configuration/: which reports a project has. */
export const reportConfigurationQuery = (enterpriseId: string, projectId: string) =>
  $api.queryOptions('get', '/{enterpriseId}/projects/{projectId}/report/configuration/', {
    params: { path: { enterpriseId, projectId } },
  });

/** GET {enterpriseId}/progress/{projectId}/powerbi/{reportId}/: one report's embed configuration and token. */
export const reportEmbedQuery = (enterpriseId: string, projectId: string, reportId: string) =>
  $api.queryOptions('get', '/{enterpriseId}/progress/{projectId}/powerbi/{reportId}/', {
    params: { path: { enterpriseId, projectId, reportId } },
  });

/** GET {enterpriseId}/projects/{projectId}/preview-info/: the project name and its job previews. */
export const previewInfoQuery = (enterpriseId: string, projectId: string) =>
  $api.queryOptions('get', '/{enterpriseId}/projects/{projectId}/preview-info/', {
    params: { path: { enterpriseId, projectId } },
  });

/** GET {enterpriseId}/projects/{projectId}/deliverables/?pageNumber&itemsPerPage=10: one page. */
export async function fetchDeliverablesPage(
  enterpriseId: string,
  projectId: string,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<DeliverablePage> {
  const { data } = await api.GET(DELIVERABLES_PATH, {
    params: { path: { enterpriseId, projectId }, query: { pageNumber, itemsPerPage: DELIVERABLES_PAGE_SIZE } },
    signal,
  });
  if (!data) throw new Error('The deliverables answer has no body.');
  return data;
}

/** The deliverables of a project, 10 at a time; each further page is appended ('Load more'). */
export function useDeliverables(enterpriseId: string, projectId: string | null) {
  return useInfiniteQuery({
    queryKey: ['get', DELIVERABLES_PATH, { params: { path: { enterpriseId, projectId } } }, 'pages'] as const,
    queryFn: ({ pageParam, signal }) => fetchDeliverablesPage(enterpriseId, projectId ?? '', pageParam, signal),
    initialPageParam: 0,
    enabled: projectId !== null,
    getNextPageParam: (last: DeliverablePage, pages: DeliverablePage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.totalCount && last.list.length > 0 ? last.page + 1 : undefined;
    },
  });
}

/** Marks the deliverables of a project stale (their download counts changed), refetching what shows. */
export const invalidateDeliverables = (queryClient: QueryClient, enterpriseId: string, projectId: string) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[1] === DELIVERABLES_PATH &&
      pathParams(queryKey)?.projectId === projectId &&
      pathParams(queryKey)?.enterpriseId === enterpriseId,
  });

/** GET the short-lived download link of a deliverable, with `X-Requested-With: XMLHttpRequest`. */
export async function requestDownloadLink(
  enterpriseId: string,
  projectId: string,
  deliverableId: string,
): Promise<string> {
  const { data } = await api.GET('/{enterpriseId}/projects/{projectId}/deliverables/{deliverableId}/download/', {
    params: { path: { enterpriseId, projectId, deliverableId }, header: { 'X-Requested-With': 'XMLHttpRequest' } },
  });
  if (!data?.url) throw new Error('The download link answer has no url.');
  return data.url;
}

// ───────────────────────────── delete and cancel ─────────────────────────────

/** DELETE enterprises/{id}/projects-and-requests/{item}/?type ('p' a project, 'pr' a request only). */
export async function deleteItem({
  enterpriseId,
  itemId,
  type,
}: {
  enterpriseId: string;
  itemId: string;
  type: ItemType;
}): Promise<void> {
  await api.DELETE('/enterprises/{enterpriseId}/projects-and-requests/{itemId}/', {
    params: { path: { enterpriseId, itemId }, query: { type } },
  });
}
export const useDeleteItem = () => useMutation({ mutationFn: deleteItem });

/** POST {enterpriseId}/progress/{projectId}/cancel/ (docs/product-decisions.md: POST, 204). */
export async function cancelProject({
  enterpriseId,
  projectId,
}: {
  enterpriseId: string;
  projectId: string;
}): Promise<void> {
  await api.POST('/{enterpriseId}/progress/{projectId}/cancel/', { params: { path: { enterpriseId, projectId } } });
}
export const useCancelProject = () => useMutation({ mutationFn: cancelProject });

function pathParams(queryKey: QueryKey): Record<string, unknown> | undefined {
  const init = queryKey[2] as { params?: { path?: Record<string, unknown> } } | undefined;
  return init?.params?.path;
}

const isSearchOf = (enterpriseId: string) => (query: { queryKey: QueryKey }) =>
  query.queryKey[0] === 'post' &&
  query.queryKey[1] === SEARCH_PATH &&
  pathParams(query.queryKey)?.enterpriseId === enterpriseId;

const isDetailsOf = (enterpriseId: string) => (query: { queryKey: QueryKey }) =>
  query.queryKey[1] === DETAILS_PATH && pathParams(query.queryKey)?.enterpriseId === enterpriseId;

export interface DeletedItem {
  projectId: string | null;
  projectRequestId: string | null;
}

/**
 * Delete success (spec document 2 section 4): the item leaves every cached page of the enterprise's
 * list and each total lowers by one; its details are dropped. The list is then marked stale so pages
 * loaded later line up with the server's (the active ones refetch in the background).
 */
export async function forgetDeletedItem(
  queryClient: QueryClient,
  enterpriseId: string,
  item: DeletedItem,
): Promise<void> {
  const isDeleted = (row: ProjectRow) =>
    (item.projectId !== null && row.projectId === item.projectId) ||
    (item.projectRequestId !== null && row.projectRequestId === item.projectRequestId);
  // The total lowers only in the views (search, filters, sort) that held the item.
  const viewOf = (queryKey: QueryKey) => {
    const { pageNumber: _pageNumber, ...view } =
      (queryKey[2] as { body?: ProjectsQuery }).body ?? ({} as ProjectsQuery);
    return JSON.stringify(view);
  };
  const viewsWithItem = new Set(
    queryClient
      .getQueriesData<ProjectsPage>({ predicate: isSearchOf(enterpriseId) })
      .filter(([, page]) => page?.list.some(isDeleted))
      .map(([queryKey]) => viewOf(queryKey)),
  );
  for (const [queryKey, page] of queryClient.getQueriesData<ProjectsPage>({ predicate: isSearchOf(enterpriseId) })) {
    if (!page || !viewsWithItem.has(viewOf(queryKey))) continue;
    queryClient.setQueryData<ProjectsPage>(queryKey, {
      list: page.list.filter((row) => !isDeleted(row)),
      totalCount: Math.max(0, page.totalCount - 1),
    });
  }
  queryClient.removeQueries({
    predicate: (query) => {
      if (!isDetailsOf(enterpriseId)(query)) return false;
      const itemId = pathParams(query.queryKey)?.itemId;
      return itemId === item.projectId || itemId === item.projectRequestId;
    },
  });
  await queryClient.invalidateQueries({ predicate: isSearchOf(enterpriseId) });
}

/**
 * Cancel success: the workflow status of the project's cached details becomes Cancelled (the status
 * is kept, spec document 2 section 4).
 */
export function markCancelled(queryClient: QueryClient, enterpriseId: string, projectId: string): void {
  queryClient.setQueriesData<ProjectDetails>({ predicate: isDetailsOf(enterpriseId) }, (details) =>
    details && details.projectId === projectId ? { ...details, workflowStatus: ProjectStatus.Cancelled } : details,
  );
}
