import type { ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { SETTINGS_PAGES, settingsMessages } from '../../config/settings-pages';
import { can } from '../../domain/roles';
import { useIntl } from '../../i18n/intl';
import { Link } from '../../ui/link';
import { useEffectiveRole } from '../shell/api';
import './settings.css';

/**
 * The Settings area (docs/product-decisions.md "The Settings area"): a side navigation labelled 'Settings' beside the
 * page, with the pages the user's role may open; the current one is marked (aria-current="page").
 */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const [location] = useLocation();
  const { role } = useEffectiveRole(enterpriseId);
  // The pages the role may open (src/config/settings-pages.ts), in the navigation's order.
  const pages = SETTINGS_PAGES.filter((page) => !page.capability || can(role, page.capability));
  return (
    <div className="settings-layout">
      <nav className="settings-nav" aria-label={intl.formatMessage(settingsMessages.navigation)}>
        <ul className="settings-nav__list">
          {pages.map((page) => {
            const href = page.href(enterpriseId);
            const current = href === location || href === `${location}/`;
            return (
              <li key={page.id}>
                <Link
                  href={href}
                  className={`settings-nav__link${current ? ' is-current' : ''}`}
                  aria-current={current ? 'page' : undefined}
                >
                  {intl.formatMessage(page.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="settings-layout__page">{children}</div>
    </div>
  );
}
