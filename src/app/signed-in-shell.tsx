import type { ReactNode } from 'react';
import { externalLinks } from '../config/external-links';
import { paths } from '../config/paths';
import type { UserProfile } from '../features/shell/api';
import { CommandPalette } from '../features/shell/command-palette';
import type { PaletteSources } from '../features/shell/palette-state';
import { WorkingProjectsPage } from '../features/shell/status-pages';
import { TopNavigation } from '../features/shell/top-navigation';
import { userMenuMessages } from '../features/shell/user-menu';
import { useIntl } from '../i18n/intl';
import { AlertArea } from '../ui/alert-area';
import { AlertList } from '../ui/alert-list';
import { Link } from '../ui/link';
import { onceLoader, type OnceLoader } from '../ui/preloadable';
import { ModalHost } from './modal-host';
import { modalRegistry } from './modal-registry';
import { shellMessages } from './signed-out-shell';
import { SiteFooter } from './site-footer';
import { CookieServerSync } from '../features/consent/cookie-sync';
import { requestSignOut } from '../session/sign-out-request';

/**
 * What the command palette shows of the projects area (its projects by name, the saved views of its
 * list), loaded with the palette's dialog: the same chunk.
 */
const loadPaletteSources: OnceLoader<PaletteSources> = onceLoader(
  () => import(/* webpackChunkName: "palette" */ '../features/projects/palette-sources'),
);

/**
 * The signed-in shell: the top navigation (logo, Projects tab, Public API, enterprise switcher, user
 * menu), the page, the footer shared with the signed-out shell, the alert area, the one modal
 * host and, with an enterprise, the command palette. With no profile (it failed to load) the header
 * has the logo and 'Log out' (the user menu needs the profile; without it the user still has a way out).
 */
export function SignedInShell({
  profile,
  enterpriseId,
  projectsHome = null,
  children,
}: {
  profile: UserProfile | null;
  /** The enterprise the user works in; null with no enterprise (or before the terms are consented). */
  enterpriseId: string | null;
  /** The projects page that works (of the remembered or first enterprise): the status pages' 'Go to Projects'. */
  projectsHome?: string | null;
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
          <>
            <Link className="site-header__logo" href={paths.index()}>
              {intl.formatMessage(shellMessages.logo)}
            </Link>
            <div className="site-header__end">
              <Link href={paths.logoff()} onPressStart={requestSignOut}>
                {intl.formatMessage(userMenuMessages.logOut)}
              </Link>
            </div>
          </>
        )}
      </header>
      {/* At least a viewport tall: the footer starts below the fold, so content arriving never moves it on screen (CLS). */}
      <div className="shell__body">
        <WorkingProjectsPage value={projectsHome}>{children}</WorkingProjectsPage>
      </div>
      <SiteFooter />
      <CookieServerSync />
      <AlertArea contactSupportUrl={externalLinks.support} List={AlertList} />
      <ModalHost registry={modalRegistry} />
      {profile && enterpriseId ? (
        <CommandPalette profile={profile} enterpriseId={enterpriseId} loadSources={loadPaletteSources} />
      ) : null}
    </>
  );
}
