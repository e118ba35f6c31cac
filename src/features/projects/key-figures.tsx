/**
 * Beside the embedded report, each job's key figures from `{enterpriseId}/metrics/`
 * as a table with a caption, so a screen-reader user gets what the report shows visually. Each job
 * has its own loading and failure states ('Try again'); they do not depend on the embedded report,
 * which may fail on its own.
 */
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../api/query-hooks';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { InlineAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Loader } from '../../ui/loader';
import type { ProjectDetails } from './api';
import { reportMessages } from './details-messages';

// Here, not in ./api.ts or ./details-messages.ts: those load with the projects list, this with the details.
/** The metric names the report tab's key figures ask for (those the API serves). */
export const KEY_METRICS = ['progress', 'completedTasks', 'totalTasks', 'contributors'] as const;

/** POST {enterpriseId}/metrics/: a job's key figures (a read: cached like any query). */
export const jobMetricsQuery = (enterpriseId: string, projectId: string, externalJobId: string) =>
  $api.queryOptions('post', '/{enterpriseId}/metrics/', {
    params: { path: { enterpriseId } },
    body: { ExternalJobId: externalJobId, ExternalProjectId: projectId, MetricNames: [...KEY_METRICS] },
  });

const m = defineMessages({
  caption: { id: 'projects.figures.caption', defaultMessage: 'Key figures: {job}' },
  figure: { id: 'projects.figures.figure', defaultMessage: 'Figure' },
  value: { id: 'projects.figures.value', defaultMessage: 'Value' },
  progress: { id: 'projects.figures.progress', defaultMessage: 'Progress' },
  completedTasks: { id: 'projects.figures.completedTasks', defaultMessage: 'Completed tasks' },
  totalTasks: { id: 'projects.figures.totalTasks', defaultMessage: 'Total tasks' },
  contributors: { id: 'projects.figures.contributors', defaultMessage: 'Contributors' },
  loading: { id: 'projects.figures.loading', defaultMessage: 'Loading the key figures of {job}' },
  failed: { id: 'projects.figures.failed', defaultMessage: 'The key figures of {job} could not be loaded.' },
});

type Job = NonNullable<ProjectDetails['projectResult']>['jobs'][number];

function JobFigures({ enterpriseId, projectId, job }: { enterpriseId: string; projectId: string; job: Job }) {
  const intl = useIntl();
  const metrics = useQuery(jobMetricsQuery(enterpriseId, projectId, job.externalJobId));
  if (metrics.isPending) return <Loader label={intl.formatMessage(m.loading, { job: job.name })} />;
  if (metrics.isError) {
    return (
      <InlineAlert type="danger">
        {intl.formatMessage(m.failed, { job: job.name })}{' '}
        <Button variant="link" onPress={() => void metrics.refetch()}>
          {intl.formatMessage(reportMessages.retry)}
        </Button>
      </InlineAlert>
    );
  }
  const valueOf = (name: (typeof KEY_METRICS)[number]) => {
    const value = metrics.data.metrics.find((metric) => metric.name === name)?.value;
    if (typeof value !== 'number') return '-';
    return intl.formatNumber(value, name === 'progress' ? { style: 'percent' } : undefined);
  };
  return (
    <table className="projects-table key-figures">
      <caption>{intl.formatMessage(m.caption, { job: job.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.figure)}</th>
          <th scope="col">{intl.formatMessage(m.value)}</th>
        </tr>
      </thead>
      <tbody>
        {KEY_METRICS.map((name) => (
          <tr key={name}>
            <th scope="row">{intl.formatMessage(m[name])}</th>
            <td className="projects-table__number">{valueOf(name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The jobs' figures of the project the details show, asked for in the enterprise the details carry. */
export function KeyFigures({ details }: { details: ProjectDetails }) {
  const jobs = details.projectResult?.jobs ?? [];
  if (!details.projectId || jobs.length === 0) return null;
  return (
    <div className="key-figures-list">
      {jobs.map((job) => (
        <JobFigures
          key={job.externalJobId}
          enterpriseId={details.enterpriseId}
          projectId={details.projectId ?? ''}
          job={job}
        />
      ))}
    </div>
  );
}
