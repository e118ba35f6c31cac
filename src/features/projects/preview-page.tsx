import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useParams, useRouter } from 'wouter';
import { navigate as navigateAbsolute } from 'wouter/use-browser-location';
import { QueryScope, useSignOutOfOtherTabs } from '../../api/query-scope';
import { isApiError, requestErrorMessage } from '../../api/errors';
import { paths } from '../../config/paths';
import { externalLinks } from '../../config/external-links';
import { isGuid } from '../../domain/guid';
import { followableLink } from '../../domain/safe-link';
import { useIntl } from '../../i18n/intl';
import { hasSession, session } from '../../session/session-store';
import { InlineAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Link, NewTabLink } from '../../ui/link';
import { Loader } from '../../ui/loader';
import { PageHeading } from '../../ui/page-heading';
import { previewInfoQuery } from './api';
import { deliverableMessages, previewMessages as m } from './details-messages';
import './projects.css';

/**
 * A preview's address is followed only when it is https: or on this site (src/domain/safe-link.ts);
 * any other shows the failed download's text instead of a link.
 */
function PreviewLink({ job }: { job: { jobName: string; previewUrl: string } }) {
  const intl = useIntl();
  const href = followableLink(job.previewUrl, window.location.origin);
  if (!href) {
    return (
      <span className="alert alert--danger">
        {intl.formatMessage(deliverableMessages.failedDownload, { file: job.jobName })}{' '}
        <NewTabLink href={externalLinks.support}>{intl.formatMessage(deliverableMessages.contactSupport)}</NewTabLink>.
      </span>
    );
  }
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={intl.formatMessage(m.openLabel, { job: job.jobName })}
    >
      {intl.formatMessage(m.open)}
    </Link>
  );
}

/** Without a session the preview tab goes to login and comes back (the same rule as the signed-in area). */
function GoToLogin() {
  const { base } = useRouter();
  useEffect(() => {
    const original = `${window.location.pathname}${window.location.search}`;
    navigateAbsolute(`${base}${paths.login(original)}`, { replace: true });
  }, [base]);
  return null;
}

/**
 * The project preview (docs/product-decisions.md: `/enterprise/{enterpriseId}/projects/{projectId}/preview`,
 * outside the signed-in shell, opened in a new tab): the project name and its job previews
 * (GET {enterpriseId}/projects/{projectId}/preview-info/). Each preview opens in its own tab: the
 * Content-Security-Policy lets the portal frame only Power BI.
 */
export default function PreviewPage() {
  return (
    <QueryScope>
      <PreviewPageContent />
    </QueryScope>
  );
}

function PreviewPageContent() {
  const intl = useIntl();
  useSnapshot(session);
  useSignOutOfOtherTabs();
  const { enterpriseId = '', projectId = '' } = useParams<{ enterpriseId: string; projectId: string }>();
  const signedIn = hasSession();
  const valid = isGuid(enterpriseId) && isGuid(projectId);
  const preview = useQuery({ ...previewInfoQuery(enterpriseId, projectId), enabled: signedIn && valid });

  if (!signedIn || (preview.isError && isApiError(preview.error, 401))) return <GoToLogin />;

  const back = (
    <Link href={paths.enterprise(enterpriseId)} className="details-sidebar__back">
      {intl.formatMessage(m.backToProjects)}
    </Link>
  );

  if (!valid || (preview.isError && isApiError(preview.error, 404))) {
    return (
      <main id="main" className="page preview-page">
        <PageHeading title={intl.formatMessage(m.notFound)} />
        {valid ? back : null}
      </main>
    );
  }
  if (preview.isError) {
    return (
      <main id="main" className="page preview-page">
        <PageHeading title={intl.formatMessage(m.failed)} />
        <InlineAlert type="danger">
          {intl.formatMessage(requestErrorMessage(preview.error) ?? m.failed)}{' '}
          <Button variant="link" onPress={() => void preview.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        </InlineAlert>
      </main>
    );
  }
  if (preview.isPending) {
    return (
      <main id="main" className="page preview-page">
        <Loader label={intl.formatMessage(m.loading)} />
      </main>
    );
  }

  const { projectName, jobPreviews } = preview.data;
  return (
    <main id="main" className="page preview-page">
      <div className="preview-page__header">{back}</div>
      <PageHeading title={intl.formatMessage(m.title, { name: projectName })} />
      <h2>{intl.formatMessage(m.jobs)}</h2>
      {jobPreviews.length === 0 ? (
        <p>{intl.formatMessage(m.none)}</p>
      ) : (
        <div className="table-scroll">
          <table className="projects-table" aria-label={intl.formatMessage(m.jobs)}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.job)}</th>
                <th scope="col">{intl.formatMessage(m.language)}</th>
                <th scope="col">
                  <span className="visually-hidden">{intl.formatMessage(m.open)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {jobPreviews.map((job) => (
                <tr key={`${job.jobName}|${job.previewUrl}`}>
                  <td>{job.jobName}</td>
                  <td>
                    <span className="language-code">{job.languageCode}</span>
                  </td>
                  <td className="projects-table__actions">
                    <PreviewLink job={job} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
