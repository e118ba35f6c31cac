/**
 * The projects list's view lives in the URL query (the URL is state), so a link
 * reproduces the view and Back restores it:
 *
 *   by=id&q=…           the search (by: name, the default, or id) and its text
 *   ps=1000,3000        project statuses          rs=0,10   request statuses
 *   lang=en-us,de-de    languages
 *   cf=2025-03-01&ct=…  creation date range (yyyy-MM-dd, either end may be alone)
 *   sf=…&st=…           start date range
 *   sort=name&dir=asc   the sort (default creationDate, desc)
 *   page=2              how many pages after the first are shown (load more)
 *
 * Anything unreadable in a hand-edited URL is dropped rather than failing the page.
 */
import { dayRangeBounds, isIsoDay, type DayRange } from '../../domain/dates';
import { isGuid, normalizeGuid } from '../../domain/guid';
import {
  DEFAULT_SORT,
  PROJECTS_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  SortDirection,
  isSortColumn,
  type SortColumn,
} from '../../domain/project-list';
import { isProjectStatus, isRequestStatus, type ProjectStatus, type RequestStatus } from '../../domain/statuses';
import type { ProjectsQuery } from './api';

export type SearchBy = 'name' | 'id';

export interface ListFilters {
  projectStatuses: ProjectStatus[];
  requestStatuses: RequestStatus[];
  languages: string[];
  created: DayRange;
  started: DayRange;
}

export interface ListView {
  searchBy: SearchBy;
  search: string;
  filters: ListFilters;
  sort: SortColumn;
  direction: SortDirection;
  /** The last page shown (0-based): pages 0..page are loaded and shown. */
  page: number;
}

/** A deep link may ask for many pages; beyond this it is not a view a person built. */
export const MAX_PAGE = 40;

export const emptyFilters = (): ListFilters => ({
  projectStatuses: [],
  requestStatuses: [],
  languages: [],
  created: { from: null, to: null },
  started: { from: null, to: null },
});

export const defaultView = (): ListView => ({
  searchBy: 'name',
  search: '',
  filters: emptyFilters(),
  sort: DEFAULT_SORT.column,
  direction: DEFAULT_SORT.direction,
  page: 0,
});

const LANGUAGE = /^[a-z]{2}-[a-z]{2}$/i;

function list(params: URLSearchParams, name: string): string[] {
  const value = params.get(name);
  return value
    ? [
        ...new Set(
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ]
    : [];
}

function numbers<T extends number>(params: URLSearchParams, name: string, guard: (value: unknown) => value is T): T[] {
  return list(params, name)
    .map(Number)
    .filter(guard)
    .sort((a, b) => a - b);
}

function day(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value && isIsoDay(value) ? value : null;
}

export function parseListView(search: string): ListView {
  const params = new URLSearchParams(search);
  const view = defaultView();
  view.searchBy = params.get('by') === 'id' ? 'id' : 'name';
  view.search = (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH);
  view.filters = {
    projectStatuses: numbers(params, 'ps', isProjectStatus),
    requestStatuses: numbers(params, 'rs', isRequestStatus),
    languages: list(params, 'lang')
      .filter((code) => LANGUAGE.test(code))
      .map((code) => code.toLowerCase()),
    created: { from: day(params, 'cf'), to: day(params, 'ct') },
    started: { from: day(params, 'sf'), to: day(params, 'st') },
  };
  const sort = params.get('sort');
  if (isSortColumn(sort)) view.sort = sort;
  const dir = params.get('dir');
  if (dir === 'asc') view.direction = SortDirection.Ascending;
  else if (dir === 'desc') view.direction = SortDirection.Descending;
  const page = Number(params.get('page'));
  view.page = Number.isInteger(page) && page > 0 ? Math.min(page, MAX_PAGE) : 0;
  return view;
}

/** The query string of a view ('' for the default view), defaults left out. */
export function serializeListView(view: ListView): string {
  const params = new URLSearchParams();
  if (view.search !== '') {
    if (view.searchBy === 'id') params.set('by', 'id');
    params.set('q', view.search);
  } else if (view.searchBy === 'id') {
    params.set('by', 'id');
  }
  const { filters } = view;
  if (filters.projectStatuses.length) params.set('ps', filters.projectStatuses.join(','));
  if (filters.requestStatuses.length) params.set('rs', filters.requestStatuses.join(','));
  if (filters.languages.length) params.set('lang', filters.languages.join(','));
  if (filters.created.from) params.set('cf', filters.created.from);
  if (filters.created.to) params.set('ct', filters.created.to);
  if (filters.started.from) params.set('sf', filters.started.from);
  if (filters.started.to) params.set('st', filters.started.to);
  if (view.sort !== DEFAULT_SORT.column || view.direction !== DEFAULT_SORT.direction) {
    params.set('sort', view.sort);
    params.set('dir', view.direction === SortDirection.Ascending ? 'asc' : 'desc');
  }
  if (view.page > 0) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether the search text cannot be sent (a Project ID search that is not a GUID). */
export const isSearchInvalid = (view: Pick<ListView, 'searchBy' | 'search'>): boolean =>
  view.searchBy === 'id' && view.search.trim() !== '' && !isGuid(view.search.trim());

export function hasFilters(filters: ListFilters): boolean {
  return (
    filters.projectStatuses.length > 0 ||
    filters.requestStatuses.length > 0 ||
    filters.languages.length > 0 ||
    dayRangeBounds(filters.created) !== null ||
    dayRangeBounds(filters.started) !== null
  );
}

/** Two filters are the same when they select the same values (order and half-typed dates aside). */
export function sameFilters(a: ListFilters, b: ListFilters): boolean {
  const norm = (f: ListFilters) =>
    JSON.stringify({
      ps: [...f.projectStatuses].sort((x, y) => x - y),
      rs: [...f.requestStatuses].sort((x, y) => x - y),
      lang: [...f.languages].sort(),
      c: [f.created.from, f.created.to],
      s: [f.started.from, f.started.to],
    });
  return norm(a) === norm(b);
}

/** Whether anything is selected in the drawer (Reset all is disabled otherwise). */
export const hasSelection = (filters: ListFilters): boolean =>
  hasFilters(filters) ||
  [filters.created.from, filters.created.to, filters.started.from, filters.started.to].some((d) => d !== null);

/** Whether the list is filtered (search or filters): the count line then says 'Found:'. */
export function isFiltered(view: ListView): boolean {
  return (view.search.trim() !== '' && !isSearchInvalid(view)) || hasFilters(view.filters);
}

/** The search body of one page of the view (spec document 2 section 7, "Projects and requests query"). */
export function toProjectsQuery(view: ListView, pageNumber: number): ProjectsQuery {
  const query: ProjectsQuery = {
    itemsPerPage: PROJECTS_PAGE_SIZE,
    pageNumber,
    sortBy: view.sort,
    sortDirection: view.direction,
  };
  const text = view.search.trim();
  if (text !== '' && !isSearchInvalid(view)) {
    if (view.searchBy === 'id') query.projectId = normalizeGuid(text);
    else query.name = text;
  }
  const { filters } = view;
  if (filters.projectStatuses.length) query.projectStatuses = [...filters.projectStatuses];
  if (filters.requestStatuses.length) query.projectRequestStatuses = [...filters.requestStatuses];
  if (filters.languages.length) query.languages = [...filters.languages];
  const created = dayRangeBounds(filters.created);
  if (created) {
    query.creationDateGreaterOrEqualThan = created.greaterOrEqual;
    query.creationDateLesserOrEqualThan = created.lesserOrEqual;
  }
  const started = dayRangeBounds(filters.started);
  if (started) {
    query.startDateGreaterOrEqualThan = started.greaterOrEqual;
    query.startDateLesserOrEqualThan = started.lesserOrEqual;
  }
  return query;
}

/** The list's last URL query per enterprise, so the details page's 'Projects' link returns to the same view. */
const lastListSearch = new Map<string, string>();
export const rememberListSearch = (enterpriseId: string, search: string): void => {
  lastListSearch.set(enterpriseId, search);
};
export const rememberedListSearch = (enterpriseId: string): string => lastListSearch.get(enterpriseId) ?? '';
