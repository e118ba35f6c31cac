import type { ReactNode } from 'react';
import { externalLinks } from '../config/external-links';
import { paths } from '../config/paths';
import type { UserProfile } from '../features/shell/api';
import { TopNavigation } from '../features/shell/top-navigation';
import { useIntl } from '../i18n/intl';
import { AlertArea } from '../ui/alert-area';
import { Link } from '../ui/link';
import { ModalHost } from './modal-host';
import { modalRegistry } from './modal-registry';
import { shellMessages } from './signed-out-shell';
import { SiteFooter } from './site-footer';
import { CookieServerSync } from '../features/profile/cookie-sync';

/**
 * The signed-in shell: the top navigation (logo, Projects tab, Public API, enterprise switcher, user
 * menu), the page, the footer shared with the signed-out shell, the alert area and the one modal
 * host. With no profile (it failed to load) the header has the logo only.
 */
export function SignedInShell({
  profile,
  enterpriseId,
  children,
}: {
  profile: UserProfile | null;
  /** The enterprise the user works in; null with no enterprise (or before the terms are consented). */
  enterpriseId: string | null;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <a className="skip-link" href="#main">
        {intl.formatMessage(shellMessages.skipToContent)}
      </a>
      <header className="site-header">
        {profile ? (
          <TopNavigation profile={profile} enterpriseId={enterpriseId} />
        ) : (
          <Link className="site-header__logo" href={paths.index()}>
            {intl.formatMessage(shellMessages.logo)}
          </Link>
        )}
      </header>
      {/* At least a viewport tall: the footer starts below the fold, so content arriving never moves it on screen (CLS). */}
      <div className="shell__body">{children}</div>
      <SiteFooter />
      <CookieServerSync />
      <AlertArea contactSupportUrl={externalLinks.support} />
      <ModalHost registry={modalRegistry} />
    </>
  );
}
