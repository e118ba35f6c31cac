import { useEffect } from 'react';
import type { PortalIntl } from '../i18n/intl';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Router } from 'wouter';
import { usePageViewTracking } from '../features/consent/page-views';
import { IntlProvider } from '../i18n/intl';
import { AppRoutes } from './app-routes';
import { AriaRouter } from './aria-router';

/** Page views on each navigation, with analytics consent only (src/features/consent/page-views.ts). */
function PageViews() {
  usePageViewTracking();
  return null;
}

function ariaLocale(locale: string): string {
  const [language = 'en', region = 'us'] = locale.split('-');
  return `${language}-${region.toUpperCase()}`;
}

/**
 * The portal. `ssrPath` only when prerendering a page at build time (src/prerender-entry.tsx): the path
 * (with the base) that wouter renders, as there is no browser location.
 */
export function App({
  intl,
  base,
  ssrPath,
  onHydrated,
}: {
  intl: PortalIntl;
  base: string;
  ssrPath?: string;
  /** Hydrating a prerendered page: runs once it is hydrated (src/main.tsx). */
  onHydrated?: () => void;
}) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit
  useEffect(() => onHydrated?.(), []);
  return (
    <IntlProvider intl={intl}>
      {/* React Aria's own strings (hidden dismiss buttons, date fields) follow the portal's locale,
          not the browser's; its dictionaries are keyed like pt-PT. */}
      <I18nProvider locale={ariaLocale(intl.locale)}>
        {/* Server state (React Query) lives in the lazily loaded areas that fetch: src/api/query-scope.tsx. */}
        <Router base={base} ssrPath={ssrPath}>
          <AriaRouter>
            <PageViews />
            <AppRoutes />
          </AriaRouter>
        </Router>
      </I18nProvider>
    </IntlProvider>
  );
}
