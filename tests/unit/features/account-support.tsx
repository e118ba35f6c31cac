/**
 * Component-test harness of the signed-out area: the real API client (session middleware and all)
 * pointed at a scripted fake server, a real QueryClient, the English defaults, an in-memory router
 * and react-aria's RouterProvider as src/app/app.tsx sets it up.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApi } from '../../../src/api/client';
import { createQueryClient } from '../../../src/api/query-client';
import { createPortalIntl, IntlProvider } from '../../../src/i18n/intl';
import { alerts } from '../../../src/ui/alert-store';

export const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
export const noContent = () => new Response(null, { status: 204 });
export const problem = (status: number, statusText = 'Error') => json({ message: statusText }, status, statusText);

export interface SentRequest {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

/** Points the app's client at a scripted server; records every request with its JSON body. */
export function fakeApi(route: (request: SentRequest) => Response | Promise<Response> | undefined) {
  const sent: SentRequest[] = [];
  configureApi({
    baseUrl: 'http://localhost/api/',
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const text = await request.clone().text();
      const entry = {
        method: request.method,
        path: url.pathname,
        query: url.search,
        body: text ? JSON.parse(text) : undefined,
      };
      sent.push(entry);
      return (await route(entry)) ?? problem(404, 'Not Found');
    },
  });
  return sent;
}

function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>;
}

/** Renders a signed-out page at `path`; `location.history` records where it navigated. */
export function renderAccountPage(ui: ReactElement, path: string) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
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

/** The texts of the alerts shown through showAlert(). */
export const alertTexts = () => alerts.list.map((alert) => alert.message.defaultMessage);

/** Clears the alert store (alerts outlive a test otherwise). */
export function clearAlertStore() {
  act(() => {
    alerts.list = [];
  });
}
