import { createContext, use } from 'react';
import { useParams } from 'wouter';
import { startUpPaths as paths } from '../../config/start-up-routes';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { Link } from '../../ui/link';
import { PageHeading } from '../../ui/page-heading';

export const statusPageMessages = defineMessages({
  notFound: { id: 'notFound.title', defaultMessage: "We're Sorry. We can't find the page you're looking for" },
  error: { id: 'error.title', defaultMessage: "We've got a glitch..." },
  projectsLink: { id: 'statusPage.projectsLink', defaultMessage: 'Go to Projects' },
});

/**
 * The projects page the signed-in area knows to work: that of the enterprise the user works in (the
 * remembered one, set once its membership loaded, else the first). Null outside the signed-in area.
 */
export const WorkingProjectsPage = createContext<string | null>(null);

/**
 * Where 'Go to Projects' leads. Decision: inside the signed-in area, to the projects page of the
 * enterprise the user works in, not to the enterprise in the path: an enterprise whose member settings
 * failed has its error (or not-found) page, and leading back to it would fail again, a loop (the
 * signed-in area has already forgotten it as the remembered one). Elsewhere, the projects page of the
 * enterprise in the path, or the index (which picks the enterprise).
 */
function useProjectsHref(enterpriseId: string | undefined): string {
  const working = use(WorkingProjectsPage);
  if (working) return working;
  return enterpriseId ? paths.enterprise(enterpriseId) : paths.index();
}

/** A status page: its heading, and 'Go to Projects' (spec document 2 section 2). */
function StatusPage({ kind }: { kind: 'notFound' | 'error' }) {
  const intl = useIntl();
  const { enterpriseId } = useParams<{ enterpriseId?: string }>();
  const projectsHref = useProjectsHref(enterpriseId);
  return (
    <main id="main" className="page status-page">
      <PageHeading title={intl.formatMessage(statusPageMessages[kind])} />
      <Link href={projectsHref}>{intl.formatMessage(statusPageMessages.projectsLink)}</Link>
    </main>
  );
}

/** not-found/ and enterprise/{id}/not-found/. */
export const NotFoundPage = () => <StatusPage kind="notFound" />;

/** error/ and enterprise/{id}/error/: the generic error page. */
export const ErrorPage = () => <StatusPage kind="error" />;
