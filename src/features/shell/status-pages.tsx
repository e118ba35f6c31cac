import { defineMessages } from '../../i18n/messages';
import { useParams } from 'wouter';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { Link } from '../../ui/link';
import { PageHeading } from '../../ui/page-heading';

export const statusPageMessages = defineMessages({
  notFound: { id: 'notFound.title', defaultMessage: "We're Sorry. We can't find the page you're looking for" },
  notFoundLink: { id: 'notFound.link', defaultMessage: 'Go to projects' },
  error: { id: 'error.title', defaultMessage: "We've got a glitch..." },
  errorLink: { id: 'error.link', defaultMessage: 'Go to Projects' },
  noEnterprise: { id: 'noEnterprise.title', defaultMessage: 'Your account is not assigned to an enterprise' },
  contactUs: { id: 'noEnterprise.contactUs', defaultMessage: 'Contact us' },
});

function projectsHref(enterpriseId: string | undefined) {
  return enterpriseId ? paths.enterprise(enterpriseId) : paths.index();
}

export function NotFoundPage() {
  const intl = useIntl();
  const { enterpriseId } = useParams<{ enterpriseId?: string }>();
  return (
    <main id="main" className="page">
      <PageHeading title={intl.formatMessage(statusPageMessages.notFound)} />
      <Link href={projectsHref(enterpriseId)}>{intl.formatMessage(statusPageMessages.notFoundLink)}</Link>
    </main>
  );
}

export function ErrorPage() {
  const intl = useIntl();
  const { enterpriseId } = useParams<{ enterpriseId?: string }>();
  return (
    <main id="main" className="page">
      <PageHeading title={intl.formatMessage(statusPageMessages.error)} />
      <Link href={projectsHref(enterpriseId)}>{intl.formatMessage(statusPageMessages.errorLink)}</Link>
    </main>
  );
}

/** Shown to a signed-in user with no enterprise: they cannot use the portal. */
export function NoEnterprisePage({ contactUsUrl }: { contactUsUrl: string }) {
  const intl = useIntl();
  return (
    <main id="main" className="page">
      <PageHeading title={intl.formatMessage(statusPageMessages.noEnterprise)} />
      <Link href={contactUsUrl}>{intl.formatMessage(statusPageMessages.contactUs)}</Link>
    </main>
  );
}
