/**
 * Component-test harness of the signed-in shell: the real API client (its session middleware and
 * all) pointed at a scripted fake server, a real QueryClient, the intl with the English defaults, an
 * in-memory wouter router, and react-aria's RouterProvider as the app sets it up (src/app/app.tsx).
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApi } from '../../src/api/client';
import { createQueryClient } from '../../src/api/query-client';
import type { components } from '../../src/api/schema';
import { createPortalIntl, IntlProvider } from '../../src/i18n/intl';
import { endSession, startSession } from '../../src/session/session-store';
import { AriaRouter } from '../../src/app/aria-router';

export const ACME = '10000000-0000-4000-8000-000000000001';
export const GLOBEX = '10000000-0000-4000-8000-000000000002';
export const INITECH = '10000000-0000-4000-8000-000000000003';

export type Profile = components['schemas']['UserProfile'];

export function profileOf(overrides: Partial<Profile> = {}): Profile {
  const enterprises = overrides.enterprises ?? [
    { externalEnterpriseId: ACME, enterpriseName: 'Acme Corp' },
    { externalEnterpriseId: GLOBEX, enterpriseName: 'Globex' },
    { externalEnterpriseId: INITECH, enterpriseName: 'Initech' },
  ];
  return {
    applicationUserId: '20000000-0000-4000-8000-000000000001',
    userFirstName: 'Ada',
    userLastName: 'Admin',
    email: 'admin@acme.test',
    terms: { privacyAndTerms: true },
    role: 0,
    totalCount: enterprises.length,
    ...overrides,
    enterprises,
  };
}

export const memberOf = (enterpriseId: string, role: 0 | 1 | 2 | 3) => ({
  company: 'Acme Corp',
  externalEnterpriseId: enterpriseId,
  isOwner: false,
  managers: [],
  role,
});

export const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

export type Route = (request: Request, url: URL) => Response | undefined | Promise<Response | undefined>;

/**
 * Points the app's client at a scripted server. `route` answers a request or returns undefined
 * (then the fake answers 404). Records every request as `METHOD /path?query`.
 */
export function fakeApi(route: Route) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const state = { unauthorized: 0 };
  configureApi({
    baseUrl: 'http://portal.test/api/',
    onUnauthorized: () => {
      state.unauthorized += 1;
    },
    fetch: async (request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}${url.search}`);
      if (request.method !== 'GET')
        bodies.push(
          await request
            .clone()
            .json()
            .catch(() => undefined),
        );
      return (await route(request, url)) ?? json({ message: 'Not found' }, 404, 'Not Found');
    },
  });
  return { calls, bodies, state };
}

export function signedIn(): void {
  startSession({ token: 'test-token', refreshToken: 'test-refresh', expiresIn: 3600 });
}

export function signedOut(): void {
  endSession();
}

/** Renders with the app's providers at `path`; `location.history` records every navigation. */
export function renderApp(
  ui: ReactElement,
  { path = '/', queryClient = createQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) {
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
