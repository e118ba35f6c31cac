import { defineMessages } from '../i18n/messages';
import type { ReactNode } from 'react';
import { paths } from '../config/paths';
import { useIntl } from '../i18n/intl';
import { Link } from '../ui/link';

export const shellMessages = defineMessages({
  logo: { id: 'shell.logo', defaultMessage: 'Customer Portal' },
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to main content' },
  copyright: { id: 'shell.copyright', defaultMessage: '© {year} Data Services Provider. All rights reserved.' },
});

/** The signed-out shell: header with the logo linking home, the page, the footer. */
export function SignedOutShell({ children }: { children: ReactNode }) {
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
      </header>
      {children}
      <footer className="site-footer">
        <span>{intl.formatMessage(shellMessages.copyright, { year: new Date().getFullYear() })}</span>
      </footer>
    </>
  );
}
