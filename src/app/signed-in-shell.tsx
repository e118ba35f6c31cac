import { defineMessages } from '../i18n/messages';
import type { ReactNode } from 'react';
import type { components } from '../api/schema';
import { paths } from '../config/paths';
import { useIntl } from '../i18n/intl';
import { Link } from '../ui/link';
import { SiteFooter } from './site-footer';
import { AlertArea } from '../ui/alert-area';
import { externalLinks } from '../config/external-links';
import { ModalHost } from './modal-host';
import { modalRegistry } from './modal-registry';
import { shellMessages } from './signed-out-shell';

const messages = defineMessages({
  logOut: { id: 'shell.logOut', defaultMessage: 'Log out' },
  mainNavigation: { id: 'shell.mainNavigation', defaultMessage: 'Main' },
});

/** The signed-in shell (the full navigation, switcher and user menu come with the shell issue). */
export function SignedInShell({
  profile,
  children,
}: {
  profile: components['schemas']['UserProfile'] | null;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <a className="skip-link" href="#main">
        {intl.formatMessage(shellMessages.skipToContent)}
      </a>
      <header className="site-header">
        <Link className="site-header__logo" href={paths.index()}>
          {intl.formatMessage(shellMessages.logo)}
        </Link>
        {profile ? (
          <nav aria-label={intl.formatMessage(messages.mainNavigation)} className="site-header__nav">
            <span>{`${profile.userFirstName} ${profile.userLastName}`}</span>
            <Link href={paths.logoff()}>{intl.formatMessage(messages.logOut)}</Link>
          </nav>
        ) : null}
      </header>
      {children}
      <SiteFooter />
      <AlertArea contactSupportUrl={externalLinks.support} />
      <ModalHost registry={modalRegistry} />
    </>
  );
}
