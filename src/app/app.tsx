import type { PortalIntl } from '../i18n/intl';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Router } from 'wouter';
import { usePageViewTracking } from '../features/profile/page-views';
import { IntlProvider } from '../i18n/intl';
import { AppRoutes } from './routes';
import { AriaRouter } from './aria-router';

/** Page views on each navigation, with analytics consent only (src/features/profile/page-views.ts). */
function PageViews() {
  usePageViewTracking();
  return null;
}

function ariaLocale(locale: string): string {
  const [language = 'en', region = 'us'] = locale.split('-');
  return `${language}-${region.toUpperCase()}`;
}

export function App({ intl, queryClient, base }: { intl: PortalIntl; queryClient: QueryClient; base: string }) {
  return (
    <IntlProvider intl={intl}>
      {/* React Aria's own strings (hidden dismiss buttons, date fields) follow the portal's locale,
          not the browser's; its dictionaries are keyed like pt-PT. */}
      <I18nProvider locale={ariaLocale(intl.locale)}>
        <QueryClientProvider client={queryClient}>
          <Router base={base}>
            <AriaRouter>
              <PageViews />
              <AppRoutes />
            </AriaRouter>
          </Router>
        </QueryClientProvider>
      </I18nProvider>
    </IntlProvider>
  );
}
