import { lazy, Suspense } from 'react';
import { reportsAwaitConfiguration, showsReportsDashboard } from '../../domain/project-rules';
import type { RowKind } from '../../domain/row-kind';
import { useIntl } from '../../i18n/intl';
import { InlineAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Loader } from '../../ui/loader';
import type { ProjectDetails } from './api';
import { reportMessages } from './details-messages';
import { KeyFigures } from './key-figures';
import type { ReportRef } from './reports-dashboard';

/** Power BI (powerbi-client and its React wrapper) is its own chunk, loaded only when a report shows. */
const ReportsDashboard = lazy(() => import('./reports-dashboard'));

/** The reports of a project: its own, then each job's. */
export function projectReports(details: ProjectDetails): ReportRef[] {
  const result = details.projectResult;
  if (!result) return [];
  const seen = new Set<string>();
  const refs: ReportRef[] = [];
  const add = (reportId: string, jobName: string | null) => {
    if (!seen.has(reportId)) {
      seen.add(reportId);
      refs.push({ reportId, jobName });
    }
  };
  for (const id of result.projectReportIds) add(id, null);
  for (const job of result.jobs) for (const id of job.jobReportIds) add(id, job.name);
  return refs;
}

/**
 * The project report tab (spec document 2 section 2 "Project report"): the reports dashboard when
 * the project has reports and its status is past the pre-run group; otherwise 'Your project is being
 * prepared…'. When the report configuration (which says whether the project has reports) could not
 * be loaded and it decides, the tab says so with 'Try again' rather than 'being prepared'. The
 * reports and key figures are asked for in the enterprise the details carry.
 */
export function ReportTab({
  details,
  kind,
  reportCount,
  configPending,
  configFailed,
  onRetryConfig,
  title,
}: {
  details: ProjectDetails;
  kind: RowKind;
  reportCount: number | null;
  configPending: boolean;
  /** The report configuration call failed (its count is then unknown). */
  configFailed: boolean;
  onRetryConfig: () => void;
  title: string;
}) {
  const intl = useIntl();
  const reports = projectReports(details);
  const heading = (
    <h2 id="details-tab-title" className="details-tab-title">
      {title}
    </h2>
  );
  if (configPending) {
    return (
      <>
        {heading}
        <Loader label={intl.formatMessage(reportMessages.loading)} />
      </>
    );
  }
  if (configFailed && reportsAwaitConfiguration(kind, details.status, reports.length)) {
    // Decision: the spec names no text for this failure. A Completed project must not claim to be
    // 'being prepared' because a call failed; the tab says the reports could not be loaded, and
    // 'Try again' asks for the configuration again (no redirect: the other tabs still work).
    return (
      <>
        {heading}
        <InlineAlert type="danger">
          {intl.formatMessage(reportMessages.configFailed)}{' '}
          <Button variant="link" onPress={onRetryConfig}>
            {intl.formatMessage(reportMessages.retry)}
          </Button>
        </InlineAlert>
      </>
    );
  }
  if (details.projectId && showsReportsDashboard(kind, details.status, reportCount, reports.length)) {
    return (
      <>
        {heading}
        <div className="dashboard-body">
          <Suspense fallback={<Loader label={intl.formatMessage(reportMessages.loading)} />}>
            <ReportsDashboard enterpriseId={details.enterpriseId} projectId={details.projectId} reports={reports} />
          </Suspense>
          <KeyFigures details={details} />
        </div>
      </>
    );
  }
  return (
    <>
      {heading}
      <div className="details-panel report-preparing">
        <p>{intl.formatMessage(reportMessages.preparing)}</p>
        <p>{intl.formatMessage(reportMessages.notified)}</p>
      </div>
    </>
  );
}
