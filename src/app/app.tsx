import type { PortalIntl } from '../i18n/intl';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Router, useLocation, useRouter } from 'wouter';
import { IntlProvider } from '../i18n/intl';
import { AppRoutes } from './routes';

/** Lets react-aria-components links and menus route in-app through wouter. */
function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const { base } = useRouter();
  return (
    <RouterProvider navigate={(href) => navigate(href)} useHref={(href) => (href.startsWith('/') ? `${base}${href}` : href)}>
      {children}
    </RouterProvider>
  );
}

export function App({ intl, queryClient, base }: { intl: PortalIntl; queryClient: QueryClient; base: string }) {
  return (
    <IntlProvider intl={intl}>
      <QueryClientProvider client={queryClient}>
        <Router base={base}>
          <AriaRouter>
            <AppRoutes />
          </AriaRouter>
        </Router>
      </QueryClientProvider>
    </IntlProvider>
  );
}
