import { createContext, use } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useParams } from 'wouter';
import { externalLinks } from '../../config/external-links';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/messages';
import { Link } from '../../ui/link';
import { PageHeading } from '../../ui/page-heading';

export const statusPageMessages = defineMessages({
  notFound: { id: 'notFound.title', defaultMessage: "We're Sorry. We can't find the page you're looking for" },
  notFoundLink: { id: 'notFound.link', defaultMessage: 'Go to Projects' },
  error: { id: 'error.title', defaultMessage: "We've got a glitch..." },
  errorLink: { id: 'error.link', defaultMessage: 'Go to Projects' },
  noEnterprise: { id: 'noEnterprise.title', defaultMessage: 'Your account is not assigned to an enterprise' },
  contactUs: { id: 'noEnterprise.contactUs', defaultMessage: 'Contact us' },
  opensInNewTab: { id: 'noEnterprise.opensInNewTab', defaultMessage: '(opens in a new tab)' },
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

/** not-found/ and enterprise/{id}/not-found/ (spec document 2 section 2). */
export function NotFoundPage() {
  const intl = useIntl();
  const { enterpriseId } = useParams<{ enterpriseId?: string }>();
  const projectsHref = useProjectsHref(enterpriseId);
  return (
    <main id="main" className="page status-page">
      <PageHeading title={intl.formatMessage(statusPageMessages.notFound)} />
      <Link href={projectsHref}>{intl.formatMessage(statusPageMessages.notFoundLink)}</Link>
    </main>
  );
}

/** error/ and enterprise/{id}/error/: the generic error page (spec document 2 section 2). */
export function ErrorPage() {
  const intl = useIntl();
  const { enterpriseId } = useParams<{ enterpriseId?: string }>();
  const projectsHref = useProjectsHref(enterpriseId);
  return (
    <main id="main" className="page status-page">
      <PageHeading title={intl.formatMessage(statusPageMessages.error)} />
      <Link href={projectsHref}>{intl.formatMessage(statusPageMessages.errorLink)}</Link>
    </main>
  );
}

/** Shown to a signed-in user with no enterprise: they cannot use the portal (spec document 1 section 1). */
export function NoEnterprisePage() {
  const intl = useIntl();
  return (
    <main id="main" className="page status-page">
      <PageHeading title={intl.formatMessage(statusPageMessages.noEnterprise)} />
      <Link href={externalLinks.contactUs} target="_blank" rel="noopener noreferrer">
        {intl.formatMessage(statusPageMessages.contactUs)}{' '}
        <VisuallyHidden>{intl.formatMessage(statusPageMessages.opensInNewTab)}</VisuallyHidden>
      </Link>
    </main>
  );
}
