import { defineMessages } from '../i18n/define-messages';
import type { ReactNode } from 'react';
import { startUpPaths as paths } from '../config/start-up-routes';
import { useIntl } from '../i18n/intl';
import { Link } from '../ui/link';
import { SiteFooter } from './site-footer';
import { AlertArea } from '../ui/alert-area';
import { externalLinks } from '../config/external-links';
import { LazyCookiePolicyModal } from '../features/consent/cookie-policy-modal-lazy';
import { ModalType } from '../ui/modal-store';
import { ModalHost } from './modal-host';

export const shellMessages = defineMessages({
  logo: { id: 'shell.logo', defaultMessage: 'Customer Portal' },
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to main content' },
});

/**
 * The one modal the signed-out area opens: the cookie policy, from the footer and the cookie banner.
 * The signed-in shell's registry (./modal-registry.ts) has the rest; keeping them off this one
 * keeps their loaders out of the login page's bundle.
 */
const signedOutModals = { [ModalType.CookiePolicy]: LazyCookiePolicyModal };

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
      {/* At least a viewport tall: the footer starts below the fold, so content arriving never moves it on screen (CLS). */}
      <div className="shell__body">{children}</div>
      <SiteFooter languageSwitch />
      <AlertArea contactSupportUrl={externalLinks.support} />
      <ModalHost registry={signedOutModals} />
    </>
  );
}
