import { externalLinks } from '../../config/external-links';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { NewTabLink } from '../../ui/link';
import { PageHeading } from '../../ui/page-heading';

export const noEnterpriseMessages = defineMessages({
  title: { id: 'noEnterprise.title', defaultMessage: 'Your account is not assigned to an enterprise' },
  contactUs: { id: 'noEnterprise.contactUs', defaultMessage: 'Contact us' },
});

/**
 * Shown to a signed-in user with no enterprise: they cannot use the portal (spec document 1 section 1).
 * A module of its own: only the signed-in area shows it (the status pages come with the login page).
 */
export function NoEnterprisePage() {
  const intl = useIntl();
  return (
    <main id="main" className="page status-page">
      <PageHeading title={intl.formatMessage(noEnterpriseMessages.title)} />
      <NewTabLink href={externalLinks.contactUs}>{intl.formatMessage(noEnterpriseMessages.contactUs)}</NewTabLink>
    </main>
  );
}
