/**
 * Renders a page of the component tests with the app's providers as src/app/app.tsx sets them up:
 * the intl with the English defaults, a real QueryClient, an in-memory wouter router and react-aria's
 * RouterProvider. The API behind it is ./fake-api.ts.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../src/api/query-client';
import { AriaRouter } from '../../../src/app/aria-router';
import { createPortalIntl, IntlProvider } from '../../../src/i18n/intl';
import { alerts } from '../../../src/ui/alert-store';

/**
 * Renders `ui` at `path`; `location.history` records every navigation. A failed query's one retry
 * comes at once instead of after React Query's 1 s back-off, which only made the failure tests wait:
 * which failures are retried is the app's rule (src/api/query-client.ts) and stays as it is.
 */
export function renderApp(
  ui: ReactElement,
  { path = '/', queryClient = createQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  const location = memoryLocation({ path, record: true });
  const result = render(
    <IntlProvider intl={createPortalIntl('en-us', null)}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <AriaRouter>{ui}</AriaRouter>
        </Router>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return { ...result, location, queryClient };
}

/** The current path of an in-memory location. */
export const currentPath = (location: { history?: string[] }) => location.history?.at(-1) ?? '';

/** The texts of the alerts shown through showAlert(). */
export const alertTexts = () => alerts.list.map((alert) => alert.message.defaultMessage);

/** Clears the alert store (alerts outlive a test otherwise). */
export function clearAlertStore() {
  act(() => {
    alerts.list = [];
  });
}
