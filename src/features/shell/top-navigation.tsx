import { useState } from 'react';
import { useLocation, useRoute } from 'wouter';
import { paths } from '../../config/paths';
import { routes } from '../../config/route-table';
import { can } from '../../domain/roles';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { Link } from '../../ui/link';
import { DialogButton } from '../../ui/menu';
import { useEffectiveRole, type UserProfile } from './api';
import { EnterpriseSwitcher } from './enterprise-switcher';
import { PaletteButton } from './palette-button';
import { PublicApiMenu } from './public-api-menu';
import { UserMenu } from './user-menu';
import './shell.css';

export const topNavigationMessages = defineMessages({
  logo: { id: 'shell.nav.logo', defaultMessage: 'Customer Portal' },
  mainNavigation: { id: 'shell.mainNavigation', defaultMessage: 'Main' },
  projects: { id: 'shell.projects', defaultMessage: 'Projects' },
  menu: { id: 'shell.menu', defaultMessage: 'Menu' },
});

/**
 * The signed-in header (spec document 2 section 2 "Top navigation"):
 * - the logo goes to the projects page;
 * - the Projects tab is current on the enterprise page and on every project-request page;
 * - the 'Public API' dropdown shows only with an enterprise, off the project-request pages, and to
 *   users who may see it (can(role, 'publicApiMenu'): those who may manage access keys, and nobody
 *   while the hide-request-project flag is on);
 * - 'Search or jump to…', the command palette's button (./palette-button.tsx), with an enterprise;
 * - the enterprise switcher and the user menu.
 * `enterpriseId` is null when the user has no enterprise to work in (no enterprise, terms pending).
 * Below 768 px (shell.css) all but the logo collapse behind one 'Menu' button, whose dialog
 * holds the same controls; it is open only at the location it opened at, so following a link of it
 * (or picking an enterprise) closes it.
 */
export function TopNavigation({ profile, enterpriseId }: { profile: UserProfile; enterpriseId: string | null }) {
  const intl = useIntl();
  const { role, isPending: roleLoading } = useEffectiveRole(enterpriseId ?? '');
  const [onEnterprisePage] = useRoute(routes.projects.pattern);
  const [onRequestPage] = useRoute(`${routes.projectRequest.pattern}*?`);
  const projectsHref = enterpriseId ? paths.enterprise(enterpriseId) : paths.index();
  // Shown once the role in the enterprise is known (no flash of the menu for a Viewer).
  const showPublicApi = enterpriseId !== null && !onRequestPage && !roleLoading && can(role, 'publicApiMenu');
  const [location] = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);

  const controls = (
    <>
      {enterpriseId ? (
        <nav aria-label={intl.formatMessage(topNavigationMessages.mainNavigation)} className="top-nav">
          <ul className="top-nav__tabs">
            <li>
              <Link
                className="top-nav__tab"
                href={projectsHref}
                aria-current={onEnterprisePage || onRequestPage ? 'page' : undefined}
              >
                {intl.formatMessage(topNavigationMessages.projects)}
              </Link>
            </li>
          </ul>
          {showPublicApi ? <PublicApiMenu enterpriseId={enterpriseId} /> : null}
        </nav>
      ) : null}
      <div className="site-header__end">
        {enterpriseId ? <PaletteButton onOpen={() => setMenuOpenAt(null)} /> : null}
        {enterpriseId ? <EnterpriseSwitcher profile={profile} enterpriseId={enterpriseId} /> : null}
        <UserMenu profile={profile} enterpriseId={enterpriseId} />
      </div>
    </>
  );
  const menu = intl.formatMessage(topNavigationMessages.menu);
  return (
    <>
      <Link className="site-header__logo" href={projectsHref}>
        {intl.formatMessage(topNavigationMessages.logo)}
      </Link>
      {controls}
      <DialogButton
        className="ui-menu-button shell-menu__button"
        label={menu}
        title={menu}
        isOpen={menuOpenAt === location}
        onOpenChange={(open) => setMenuOpenAt(open ? location : null)}
      >
        <div className="shell-menu">{controls}</div>
      </DialogButton>
    </>
  );
}
