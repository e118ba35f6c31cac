import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components/Disclosure';
import { Redirect, useParams, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { LONG_DATE_FORMAT } from '../../domain/dates';
import { isGuid } from '../../domain/guid';
import { detailsTabs, reportTabShowsStatus, showsPreview, showsSidebarStartDate } from '../../domain/project-rules';
import { reportCount } from '../../domain/report-count';
import { can } from '../../domain/roles';
import { detailsKind, isItemType, rowItem, type ItemType, type RowItem, type RowKind } from '../../domain/row-kind';
import { statusDisplay } from '../../domain/statuses';
import { useIntl } from '../../i18n/intl';
import { Link, NewTabLink } from '../../ui/link';
import { Loader } from '../../ui/loader';
import { PageHeading } from '../../ui/page-heading';
import { pageTitleMessages } from '../../ui/page-title';
import { scrollToSection, TAB_SCROLL_MS } from '../../ui/smooth-scroll';
import { useEffectiveRole } from '../shell/api';
import { usePageFailure } from '../shell/page-failure';
import { SidebarActionsMenu } from './actions-menu';
import { cachedDetails, projectDetailsQuery, reportConfigurationQuery, type ProjectDetails } from './api';
import { DeliverablesTab } from './deliverables-tab';
import { requestTypeLabel } from './labels';
import { rememberedListSearch } from './list-view';
import { detailsMessages } from './details-messages';
import { actionMessages } from './messages';
import { ReportTab } from './report-tab';
import { RequestDetailsTab } from './request-details-tab';
import { StatusChip } from './status-chip';
import { useInTransition } from './transition-store';
import { WorkflowRibbon } from './workflow-ribbon';
import './projects.css';

export type DetailsTab = 'request-details' | 'report' | 'deliverables';
const TABS: readonly DetailsTab[] = ['request-details', 'report', 'deliverables'];
const isTab = (value: unknown): value is DetailsTab => TABS.includes(value as DetailsTab);
const TAB_TITLES = {
  'request-details': detailsMessages.tabRequestDetails,
  report: detailsMessages.tabReport,
  deliverables: detailsMessages.tabDeliverables,
} as const satisfies Record<DetailsTab, unknown>;

/**
 * A tab's one address, the one the projects list links (its rows and their menus): the request
 * details at the request's id with type 'pr' (spec document 2 section 2), the report and the
 * deliverables at the item a row opens (its project, type 'p', else its request, type 'pr').
 */
function tabItem(tab: DetailsTab, details: ProjectDetails): RowItem | null {
  const requestId = details.projectRequestResult?.projectRequestId ?? null;
  if (tab === 'request-details') return requestId === null ? null : { id: requestId, type: 'pr' };
  return rowItem({ projectId: details.projectId, projectRequestId: requestId });
}

function tabHref(tab: DetailsTab, enterpriseId: string, { id, type }: RowItem): string {
  if (tab === 'request-details') return paths.projectRequestDetails(enterpriseId, id);
  if (tab === 'report') return paths.projectReport(enterpriseId, id, type);
  return paths.projectDeliverables(enterpriseId, id, type);
}

/** The tab a details link without one opens: the request details of a request only, else the report. */
const defaultTab = (kind: RowKind): DetailsTab => (kind === 'request' ? 'request-details' : 'report');

/**
 * Project details (spec document 2 section 2 "Project details page"): the item id from the path,
 * 'type' from the query ('p' a project, 'pr' a request; a link without it means a project). A loader
 * while loading; 404 goes to the not-found page, any other failure to the error page (section 8).
 * An id that is not a GUID, or an unknown type, names no item (not found); an unknown tab path goes
 * to the enterprise page (section 2). Each tab has one address (`tabHref`): a link to another one
 * (an old `request-details/?type=p` link, with the project's id) is replaced by the tab's address.
 *
 * The report configuration loads beside the details for a project link (it needs only the project
 * id); for a request link it follows the details, which name the project. Once the details are
 * there, everything the page builds for the item (its tabs' addresses, the preview, the calls of its
 * tabs) takes the enterprise from them (`details.enterpriseId`, added by the details call).
 */
export default function ProjectDetailsPage() {
  const {
    enterpriseId = '',
    projectId: itemId = '',
    tab,
  } = useParams<{ enterpriseId: string; projectId: string; tab?: string }>();
  const search = useSearch();
  const typeParam = new URLSearchParams(search).get('type');
  const type: ItemType | null = typeParam === null ? 'p' : isItemType(typeParam) ? typeParam : null;
  const valid = isGuid(itemId) && type !== null;

  const queryClient = useQueryClient();
  const details = useQuery({
    ...projectDetailsQuery(enterpriseId, itemId, type ?? 'p'),
    enabled: valid,
    initialData: () => cachedDetails(queryClient, enterpriseId, itemId, type ?? 'p')?.data,
    initialDataUpdatedAt: () => cachedDetails(queryClient, enterpriseId, itemId, type ?? 'p')?.updatedAt,
  });
  const configProjectId = type === 'p' ? itemId : (details.data?.projectId ?? null);
  const config = useQuery({
    ...reportConfigurationQuery(enterpriseId, configProjectId ?? ''),
    enabled: valid && configProjectId !== null,
  });

  const unknownTab = tab !== undefined && !isTab(tab);
  // Spec document 2 section 4: a 404 goes to the not-found page, any other error to the generic error
  // page (an unknown tab goes to the enterprise page first).
  usePageFailure(unknownTab ? [] : details, { scope: 'site', notFound: 404 });

  if (unknownTab) return <Redirect to={paths.enterprise(enterpriseId)} replace />;
  if (!valid || type === null) return <Redirect to={paths.notFound(enterpriseId)} replace />;
  if (details.isPending || details.isError) return <DetailsLoader />;

  const kind = detailsKind(details.data);
  const tabs = detailsTabs(kind);
  const shownTab =
    tab === undefined ? defaultTab(kind) : tab === 'request-details' && !tabs.requestDetails ? 'report' : tab;
  const item = tabItem(shownTab, details.data);
  if (item === null) return <Redirect to={paths.notFound(details.data.enterpriseId)} replace />;
  if (shownTab !== tab || item.id !== itemId || item.type !== type) {
    return <Redirect to={tabHref(shownTab, details.data.enterpriseId, item)} replace />;
  }
  const count = kind !== 'request' && config.isSuccess ? reportCount(config.data) : null;
  return (
    <DetailsLayout
      tab={tab}
      details={details.data}
      kind={kind}
      reportCount={count}
      // A retry after a failure shows the loader again (the query stays in error until it succeeds).
      configPending={kind !== 'request' && (config.isPending || (config.isError && config.isFetching))}
      configFailed={kind !== 'request' && config.isError && !config.isFetching}
      onRetryConfig={() => void config.refetch()}
    />
  );
}

function DetailsLoader() {
  const intl = useIntl();
  return (
    <main id="main" className="page">
      <Loader label={intl.formatMessage(detailsMessages.loading)} />
    </main>
  );
}

interface LayoutProps {
  tab: DetailsTab;
  details: ProjectDetails;
  kind: RowKind;
  reportCount: number | null;
  configPending: boolean;
  configFailed: boolean;
  onRetryConfig: () => void;
}

function DetailsLayout({
  tab,
  details,
  kind,
  reportCount: count,
  configPending,
  configFailed,
  onRetryConfig,
}: LayoutProps) {
  const intl = useIntl();
  // The item's enterprise, as its details carry it: the links, the menu and the tabs' calls use it.
  const { enterpriseId } = details;
  const { role } = useEffectiveRole(enterpriseId);
  const isInTransition = useInTransition();
  const inTransition = isInTransition(details.projectId);
  const tabs = detailsTabs(kind);
  const requestType = requestTypeLabel(details.requestType);
  const statusLabel = statusDisplay(kind, details.status);
  const reportName =
    statusLabel && reportTabShowsStatus(kind, details.status, details.workflowStatus, count)
      ? intl.formatMessage(detailsMessages.tabReportWithStatus, { status: intl.formatMessage(statusLabel.label) })
      : intl.formatMessage(detailsMessages.tabReport);
  const tabLinks: { tab: DetailsTab; label: string; shown: boolean }[] = [
    {
      tab: 'request-details',
      label: intl.formatMessage(detailsMessages.tabRequestDetails),
      shown: tabs.requestDetails,
    },
    { tab: 'report', label: reportName, shown: tabs.report },
    { tab: 'deliverables', label: intl.formatMessage(detailsMessages.tabDeliverables), shown: tabs.deliverables },
  ];
  const noValue = '-';
  const content = useTabScroll(tab);
  const date = (iso: string | null) => (iso ? intl.formatDate(new Date(iso), LONG_DATE_FORMAT) : noValue);

  return (
    <main id="main" className="page project-details">
      <aside className="details-sidebar" aria-label={intl.formatMessage(detailsMessages.sidebar)}>
        <div className="details-sidebar__top">
          <Link
            className="details-sidebar__back"
            href={paths.projects(enterpriseId, rememberedListSearch(enterpriseId))}
          >
            <span aria-hidden="true">← </span>
            {intl.formatMessage(detailsMessages.back)}
          </Link>
          <SidebarActionsMenu
            enterpriseId={enterpriseId}
            kind={kind}
            target={{
              projectId: details.projectId,
              projectRequestId: details.projectRequestResult?.projectRequestId ?? null,
              name: details.name,
              status: details.status,
              workflowStatus: details.workflowStatus,
            }}
            canManage={can(role, 'deleteOrCancelProjects')}
            inTransition={inTransition}
          />
        </div>
        {/*
          Decision: the tabs change the path and the document title ("{tab} – {project}"), but
          activating one keeps focus on it (as in the tabs pattern): one pageKey for every tab (the
          item's project id, else its request id, though a tab's address may hold either), so the
          heading takes focus only when another project's page opens.
        */}
        <PageHeading
          title={details.name}
          documentTitle={intl.formatMessage(pageTitleMessages.sectionOfPage, {
            section: intl.formatMessage(TAB_TITLES[tab]),
            page: details.name,
          })}
          pageKey={details.projectId ?? details.projectRequestResult?.projectRequestId ?? details.name}
        />
        <div>
          <StatusChip kind={kind} status={details.status} />
        </div>
        {inTransition ? (
          <p className="details-sidebar__note alert alert--darkerblue">
            {intl.formatMessage(actionMessages.inTransition)}
          </p>
        ) : null}
        <Disclosure defaultExpanded className="disclosure">
          <Heading className="disclosure__heading">
            <AriaButton slot="trigger" className="disclosure__trigger">
              <span className="disclosure__chevron" aria-hidden="true">
                ›
              </span>
              {intl.formatMessage(detailsMessages.info)}
            </AriaButton>
          </Heading>
          <DisclosurePanel>
            <dl className="details-info">
              <dt>{intl.formatMessage(detailsMessages.requestType)}</dt>
              <dd>{requestType ? intl.formatMessage(requestType) : noValue}</dd>
              <dt>{intl.formatMessage(detailsMessages.creationDate)}</dt>
              <dd>{date(details.creationDate)}</dd>
              {showsSidebarStartDate(kind, details.status) ? (
                <>
                  <dt>{intl.formatMessage(detailsMessages.startDate)}</dt>
                  <dd>{date(details.startDate)}</dd>
                </>
              ) : null}
              <dt>{intl.formatMessage(detailsMessages.projectId)}</dt>
              <dd>{details.projectId ?? noValue}</dd>
            </dl>
          </DisclosurePanel>
        </Disclosure>
        <nav className="details-tabs" aria-label={intl.formatMessage(detailsMessages.sections)}>
          <ul>
            {tabLinks.map((link) => {
              const item = link.shown ? tabItem(link.tab, details) : null;
              return item ? (
                <li key={link.tab}>
                  <Link
                    href={tabHref(link.tab, enterpriseId, item)}
                    aria-current={link.tab === tab ? 'page' : undefined}
                  >
                    {link.label}
                  </Link>
                </li>
              ) : null;
            })}
          </ul>
        </nav>
        {/*
          Decision: the optional 'Download data' button "does nothing" in the specification, so it is
          left out: a button that does nothing would mislead; downloads are on the deliverables tab.
        */}
        {showsPreview(kind) && details.projectId ? (
          <NewTabLink
            className="button button--secondary link-button"
            href={paths.projectPreview(enterpriseId, details.projectId)}
          >
            {intl.formatMessage(detailsMessages.preview)}
          </NewTabLink>
        ) : null}
      </aside>
      <section ref={content} className="details-content" aria-labelledby="details-tab-title">
        <WorkflowRibbon kind={kind} status={details.status} workflowStatus={details.workflowStatus} />
        {tab === 'request-details' ? (
          <RequestDetailsTab details={details} mayRequest={can(role, 'requestProjects')} />
        ) : null}
        {tab === 'report' ? (
          <ReportTab
            details={details}
            kind={kind}
            reportCount={count}
            configPending={configPending}
            configFailed={configFailed}
            onRetryConfig={onRetryConfig}
            title={reportName}
          />
        ) : null}
        {tab === 'deliverables' ? <DeliverablesTab enterpriseId={enterpriseId} projectId={details.projectId} /> : null}
      </section>
    </main>
  );
}

/**
 * Spec document 2 section 9, "Scroll animation 150 ms (tabs 500 ms)": activating another tab scrolls
 * its content into view in 500 ms (at once with reduced motion), when the content's top is not in
 * the upper half of the window: below the side bar on a narrow screen, or scrolled past on a long
 * report. Focus stays on the tab (record 0026); the first render scrolls nothing.
 */
function useTabScroll(tab: DetailsTab) {
  const content = useRef<HTMLElement>(null);
  const shown = useRef(tab);
  useEffect(() => {
    if (shown.current === tab) return;
    shown.current = tab;
    const section = content.current;
    if (!section) return;
    const { top } = section.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight / 2) scrollToSection(section, TAB_SCROLL_MS);
  }, [tab]);
  return content;
}
