import { defineMessages } from '../../i18n/messages';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { useIntl } from '../../i18n/intl';
import { Loader } from '../../ui/loader';
import { PageHeading } from '../../ui/page-heading';
import { InlineAlert } from '../../ui/alert';
import { requestErrorMessage } from '../../api/errors';
import { profileQuery } from '../shell/api';
import { projectsQuery } from './api';

export const projectsMessages = defineMessages({
  title: { id: 'projects.title', defaultMessage: 'Projects' },
  loading: { id: 'projects.loading', defaultMessage: 'Loading projects' },
  empty: { id: 'projects.empty', defaultMessage: 'No projects yet' },
  count: { id: 'projects.count', defaultMessage: '{count, plural, one {# project} other {# projects}}' },
  failed: { id: 'projects.failed', defaultMessage: 'The projects could not be loaded.' },
  projectId: { id: 'projects.projectId', defaultMessage: 'ID: {id}' },
});

/** The projects page; still plain (the full list with search, filters and sorting is its own issue). */
export default function ProjectsPage() {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const projects = useQuery(projectsQuery(enterpriseId));
  const profile = useQuery(profileQuery());
  const enterprise = profile.data?.enterprises.find((e) => e.externalEnterpriseId === enterpriseId);

  return (
    <main id="main" className="page">
      <PageHeading title={intl.formatMessage(projectsMessages.title)} />
      {enterprise ? <p className="muted">{enterprise.enterpriseName}</p> : null}
      {projects.isPending ? <Loader label={intl.formatMessage(projectsMessages.loading)} /> : null}
      {projects.isError ? (
        <InlineAlert type="danger">
          {intl.formatMessage(requestErrorMessage(projects.error) ?? projectsMessages.failed)}
        </InlineAlert>
      ) : null}
      {projects.data && projects.data.totalCount === 0 ? <p>{intl.formatMessage(projectsMessages.empty)}</p> : null}
      {projects.data && projects.data.totalCount > 0 ? (
        <>
          <p>{intl.formatMessage(projectsMessages.count, { count: projects.data.totalCount })}</p>
          <ul className="projects-list">
            {projects.data.list.map((row) => (
              <li key={row.projectId ?? row.projectRequestId}>
                <strong>{row.name}</strong>{' '}
                <span className="muted">{intl.formatMessage(projectsMessages.projectId, { id: row.projectId ?? '-' })}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </main>
  );
}
