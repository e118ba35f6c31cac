import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { can } from '../../domain/roles';
import { PROJECTS_PAGE_SIZE, SortDirection, type SortColumn } from '../../domain/project-list';
import { rowKey, type RowItem } from '../../domain/row-kind';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { InlineAlert } from '../../ui/alert';
import { Link } from '../../ui/link';
import { Loader } from '../../ui/loader';
import { PageHeading } from '../../ui/page-heading';
import { onceLoader, preloadable } from '../../ui/preloadable';
import { profileQuery, useEffectiveRole } from '../shell/api';
import { usePageFailure } from '../shell/page-failure';
import { projectsQuery, type ProjectRow } from './api';
import { useCsvExport } from './csv-export-controls';
import { prefetchProjectDetails } from './details-prefetch';
import {
  hasFilters,
  isFiltered,
  parseListView,
  rememberListSearch,
  serializeListView,
  toProjectsQuery,
  type ListFilters,
  type ListView,
  type SearchBy,
} from './list-view';
import { filterButtonMessages, listMessages } from './messages';
import { ProjectsTable } from './projects-table';
import { SavedViews } from './saved-views';
import { SearchBar } from './search-bar';
import { useInTransition } from './transition-store';
import { loadFilterChips, preloadFilterChips } from './filter-chips-load';
import './projects.css';

const loadFilterDrawer = onceLoader(() => import('./filter-drawer'));
const FilterDrawer = preloadable(loadFilterDrawer, (module) => module.default);
/** The drawer and the chips its filters will show. */
const preloadFilters = () => {
  void loadFilterDrawer();
  preloadFilterChips();
};
const FilterChips = preloadable(loadFilterChips, (module) => module.FilterChips);

/**
 * Whether a filtered view's chips are in (or failed to load: the list then shows without them). The
 * list below the toolbar waits for them: coming after the rows, they pushed the rows down under the
 * pointer between a press and its release, and the click went nowhere.
 */
function useChipsReady(filtered: boolean): boolean {
  const [, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (filtered && !loadFilterChips.loaded)
      loadFilterChips().then(
        () => setLoaded(true),
        () => setFailed(true),
      );
  }, [filtered]);
  return !filtered || loadFilterChips.loaded !== undefined || failed;
}

/** How many further pages a deep link loads before the total is known. */
const EAGER_PAGES = 4;

/**
 * The pages' results as they are: given as useQueries' `combine`, the array stays the same object
 * while none of them changes, and so do the rows made of them.
 */
const samePages = <T,>(results: T[]) => results;

/** Counts the applied filters for the 'Filters (N)' button. */
function filterCount(filters: ListFilters): number {
  const ranges = [filters.created, filters.started].filter((r) => r.from !== null || r.to !== null).length;
  return filters.projectStatuses.length + filters.requestStatuses.length + filters.languages.length + ranges;
}

/**
 * The projects list (spec document 2 section 2 "Projects list page"): 'Projects'; a loader while
 * the first page loads; 'No projects yet' for an enterprise without any; otherwise the search, the
 * filter drawer, chips, the count line and the table, 25 rows a page, each further page appended.
 *
 * The view (search, filters, sort, page) is the URL query (list-view.ts). Page 0 is its own query
 * and keeps showing the previous view's rows while a new view loads; pages 1..n are one query each,
 * fetched in parallel for a deep link. Nothing else is waited for: the role only enables actions,
 * and the languages load when the drawer opens.
 *
 * Decisions where the spec is silent: a filtered view with no match keeps the search and filters
 * and says so (instead of 'No projects yet'); the first page failing goes to the error page (spec
 * section 8), a later page failing says so under the rows with 'Try again', keeping what is shown;
 * search, filters and sort push a history entry, 'Load more' replaces it (Back leaves the list view
 * rather than unloading pages one by one).
 */
export default function ProjectsPage() {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = useMemo(() => parseListView(search), [search]);
  const canonical = serializeListView(view);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const withFilters = hasFilters(view.filters);
  const chipsReady = useChipsReady(withFilters);
  /** After 'Load more', focus moves to the first appended row (the button may be gone). */
  const focusAfterLoad = useRef<number | null>(null);
  /** Set by the user's first change of the view: from then on, each settled view is announced (decision 0062). */
  const [announce, setAnnounce] = useState(false);
  const tableArea = useRef<HTMLDivElement>(null);

  useEffect(() => rememberListSearch(enterpriseId, canonical), [enterpriseId, canonical]);

  const first = useQuery({
    ...projectsQuery(enterpriseId, toProjectsQuery(view, 0)),
    placeholderData: keepPreviousData,
  });
  // Pages 1..n of a deep link load beside page 0 (no waterfall) up to EAGER_PAGES; once the total is
  // known, only pages that exist load (a hand-edited page=40 does not fire 40 calls).
  const knownTotal = first.isPlaceholderData ? undefined : first.data?.totalCount;
  const lastPage = knownTotal === undefined ? EAGER_PAGES : Math.max(0, Math.ceil(knownTotal / PROJECTS_PAGE_SIZE) - 1);
  const morePages = useQueries({
    queries: Array.from({ length: Math.min(view.page, lastPage) }, (_, i) =>
      projectsQuery(enterpriseId, toProjectsQuery(view, i + 1)),
    ),
    combine: samePages,
  });
  const profile = useQuery(profileQuery());
  const { role } = useEffectiveRole(enterpriseId);
  // Spec document 2 section 8: a failure fetching the projects goes to the generic error page (/error/).
  // A later page that fails keeps the rows shown and offers to try again (ProjectsTable).
  usePageFailure(first, { scope: 'site' });
  const canManage = can(role, 'deleteOrCancelProjects');
  const isInTransition = useInTransition();
  // The drawer's chunk (its date fields are the list's largest dependency) loads when the Filters
  // button is hovered or focused, and the delete and cancel modals' when a row's menu opens
  // (./actions-menu.tsx), so the list's first load carries neither.

  const setView = useCallback(
    (next: ListView, replace = false) => {
      setAnnounce(true);
      navigate(paths.projects(enterpriseId, serializeListView(next)), { replace });
    },
    [navigate, enterpriseId],
  );

  const openHref = useCallback((href: string) => navigate(href), [navigate]);
  const queryClient = useQueryClient();
  const prefetchItem = useCallback(
    (item: RowItem) => prefetchProjectDetails(queryClient, enterpriseId, item),
    [queryClient, enterpriseId],
  );
  // Stable handlers (they read the latest view from a ref), so the memoised search bar, table head and
  // rows do not re-render on every navigation.
  const viewRef = useRef(view);
  useLayoutEffect(() => {
    viewRef.current = view;
  }, [view]);
  const onSearch = useCallback(
    (searchBy: SearchBy, text: string) => setView({ ...viewRef.current, searchBy, search: text, page: 0 }),
    [setView],
  );
  const onFilters = useCallback((filters: ListFilters) => setView({ ...viewRef.current, filters, page: 0 }), [setView]);
  const onSort = useCallback(
    (column: SortColumn) => {
      const current = viewRef.current;
      // A new column sorts ascending; the sorted column toggles.
      const direction =
        column === current.sort && current.direction === SortDirection.Ascending
          ? SortDirection.Descending
          : SortDirection.Ascending;
      setView({ ...current, sort: column, direction, page: 0 });
    },
    [setView],
  );

  const fetched = useMemo(() => {
    const seen = new Set<string>();
    const all: ProjectRow[] = [];
    for (const page of [first.data, ...morePages.map((q) => q.data)]) {
      for (const row of page?.list ?? []) {
        const key = rowKey(row);
        if (!seen.has(key)) {
          seen.add(key);
          all.push(row);
        }
      }
    }
    return all;
  }, [first.data, morePages]);

  // A new view (a sort, a search, filters) keeps every row shown until its own first page comes, not
  // only the first page of the view before: at a thousand rows, removing them at the press made a
  // sort's INP 566 ms at 4× CPU (decision 0079). They go when the new rows come.
  const [settled, setSettled] = useState(fetched);
  if (!first.isPlaceholderData && settled !== fetched) setSettled(fetched);
  const rows = first.isPlaceholderData ? settled : fetched;

  useEffect(() => {
    const index = focusAfterLoad.current;
    if (index === null || rows.length <= index) return;
    focusAfterLoad.current = null;
    tableArea.current?.querySelectorAll<HTMLElement>('.row-link')[index]?.focus();
  }, [rows.length]);

  const csvExport = useCsvExport(enterpriseId, view);

  const enterprise = profile.data?.enterprises.find((e) => e.externalEnterpriseId === enterpriseId);
  // Decision: the spec names no way to the project type selection besides its route; the projects
  // page links to it for users who may request projects (docs/product-decisions.md "Roles and permissions"), in every state of the
  // list (an empty enterprise needs it most), unless the hide-request-project flag hides the feature.
  const mayRequest = can(role, 'requestProjects'); // false too with the hide-request-project flag
  const heading = (
    <div className="projects-page__header">
      <div>
        <PageHeading title={intl.formatMessage(listMessages.title)} />
        {enterprise ? <p className="muted projects-page__enterprise">{enterprise.enterpriseName}</p> : null}
      </div>
      {mayRequest ? (
        <Link
          className="button button--primary link-button projects-page__request"
          href={paths.projectRequest(enterpriseId)}
        >
          {intl.formatMessage(listMessages.requestProject)}
        </Link>
      ) : null}
    </div>
  );

  if (first.isPending || first.isError) {
    return (
      <main id="main" className="page projects-page">
        {heading}
        <Loader label={intl.formatMessage(listMessages.loading)} />
      </main>
    );
  }

  const total = first.data.totalCount;
  const filtered = isFiltered(view);
  if (total === 0 && !filtered && !first.isPlaceholderData) {
    return (
      <main id="main" className="page projects-page">
        {heading}
        <p className="projects-page__empty">{intl.formatMessage(listMessages.empty)}</p>
      </main>
    );
  }

  const updating = first.isPlaceholderData || first.isFetching;
  const loadingMore = morePages.some((q) => q.isPending);
  const failedMore = morePages.find((q) => q.isError);
  const hasMore = !failedMore && rows.length < total && (morePages.at(-1)?.data?.list.length ?? 1) > 0;
  const count = filterCount(view.filters);

  return (
    <main id="main" className="page projects-page">
      {heading}
      <div className="projects-toolbar">
        <SearchBar
          key={`${view.searchBy}|${view.search}`}
          searchBy={view.searchBy}
          search={view.search}
          onSearch={onSearch}
        />
        <div className="projects-toolbar__actions">
          <Button
            variant="secondary"
            className="projects-toolbar__filters"
            onPress={() => setDrawerOpen(true)}
            onHoverStart={preloadFilters}
            onFocus={preloadFilters}
          >
            {count > 0
              ? intl.formatMessage(filterButtonMessages.openWithCount, { count })
              : intl.formatMessage(filterButtonMessages.open)}
          </Button>
          {rows.length > 0 || csvExport.running ? csvExport.controls : null}
        </div>
      </div>
      {csvExport.messages}
      {drawerOpen ? (
        <Suspense fallback={null}>
          <FilterDrawer
            enterpriseId={enterpriseId}
            applied={view.filters}
            onClose={() => setDrawerOpen(false)}
            onApply={(filters) => {
              setDrawerOpen(false);
              onFilters(filters);
            }}
          />
        </Suspense>
      ) : null}
      {/* What the list shows after the user changed it, said once as one sentence when it has settled
          (decision 0062): a new node each time, so the same sentence is said again after a new change;
          its removal while the list updates says nothing (aria-atomic false: additions only). */}
      <div className="visually-hidden" role="status" aria-atomic="false">
        {announce && !updating && !loadingMore ? (
          <span key={`${canonical}|${rows.length}|${total}`}>
            {rows.length > 0
              ? intl.formatMessage(listMessages.shownAnnouncement, { shown: rows.length, total })
              : intl.formatMessage(listMessages.noMatches)}
          </span>
        ) : null}
      </div>
      {chipsReady ? (
        <>
          {withFilters ? (
            // Only when the chips' load failed: React.lazy tries again, and throws if it fails again.
            <Suspense fallback={null}>
              <FilterChips filters={view.filters} onChange={onFilters} />
            </Suspense>
          ) : null}
          {profile.data ? (
            <SavedViews userId={profile.data.applicationUserId} enterpriseId={enterpriseId} view={view} />
          ) : null}
          <div className="projects-count">
            <p className="projects-count__text">
              {intl.formatMessage(filtered ? listMessages.foundCount : listMessages.count, { count: total })}
            </p>
            {updating ? <span className="muted">{intl.formatMessage(listMessages.updating)}</span> : null}
          </div>
          <div ref={tableArea}>
            {rows.length > 0 ? (
              <ProjectsTable
                rows={rows}
                total={total}
                enterpriseId={enterpriseId}
                sort={view.sort}
                direction={view.direction}
                onSort={onSort}
                canManage={canManage}
                isInTransition={isInTransition}
                busy={updating}
                onOpen={openHref}
                onPrefetch={prefetchItem}
              />
            ) : (
              <p className="projects-page__no-matches">{intl.formatMessage(listMessages.noMatches)}</p>
            )}
          </div>
          <div className="projects-more">
            {failedMore ? (
              <InlineAlert type="danger">
                {intl.formatMessage(listMessages.moreFailed)}{' '}
                <Button variant="link" onPress={() => void failedMore.refetch()}>
                  {intl.formatMessage(listMessages.tryAgain)}
                </Button>
              </InlineAlert>
            ) : null}
            {rows.length > 0 ? (
              <p className="muted">{intl.formatMessage(listMessages.shown, { shown: rows.length, total })}</p>
            ) : null}
            {hasMore ? (
              // Not `isPending`: react-aria would say the button's name assertively as it starts and stops
              // pending; the list's status says what came, and focus moves to the first new row.
              <Button
                variant="secondary"
                onPress={() => {
                  if (loadingMore || updating) return;
                  focusAfterLoad.current = rows.length;
                  setView({ ...view, page: view.page + 1 }, true);
                }}
              >
                {intl.formatMessage(listMessages.loadMore)}
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <Loader label={intl.formatMessage(listMessages.loading)} />
      )}
    </main>
  );
}
