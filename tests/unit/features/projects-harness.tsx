/**
 * Component-test harness of the projects area: the real API client (session middleware and all)
 * pointed at a scripted fake server, a real QueryClient, the intl with the English defaults, an
 * in-memory wouter router and react-aria's RouterProvider as the app sets them up.
 */
import { configureApi } from '../../../src/api/client';
import type { components } from '../../../src/api/schema';

export const ACME = '10000000-0000-4000-8000-000000000001';
export type Row = components['schemas']['ProjectListRow'];
export type Details = components['schemas']['ProjectInformation'];

export const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
  headers: Headers;
}

export type Route = (call: Call) => Response | Promise<Response> | undefined;

/**
 * happy-dom 20 (as rstest loads it) drops the headers of `new Request(input, { headers })` when
 * `headers` is a Headers object: its Headers constructor does not recognise the instance and copies
 * its (symbol-keyed) fields as a plain record, i.e. nothing. The client's session middleware builds
 * requests that way, so without this the fake server would never see Authorization or
 * X-Requested-With. Browsers are not affected (the browser tests check the real requests).
 */
function keepRequestHeaders(): void {
  const Native = globalThis.Request as typeof Request & { headersKept?: boolean };
  if (Native.headersKept) return;
  class RequestKeepingHeaders extends Native {
    static override headersKept = true;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init?.headers instanceof Headers ? { ...init, headers: [...init.headers.entries()] } : init);
    }
  }
  globalThis.Request = RequestKeepingHeaders;
}

/** Points the app's client at a scripted server; unanswered requests get 404. Records every call. */
export function fakeApi(route: Route) {
  keepRequestHeaders();
  const calls: Call[] = [];
  configureApi({
    baseUrl: 'http://portal.test/api/',
    fetch: async (request) => {
      const url = new URL(request.url);
      const body =
        request.method === 'GET'
          ? undefined
          : await request
              .clone()
              .json()
              .catch(() => undefined);
      const call = {
        method: request.method,
        path: url.pathname.replace(/^\/api/, ''),
        search: url.search,
        body,
        headers: request.headers,
      };
      calls.push(call);
      return (await route(call)) ?? json({ message: 'Not found' }, 404, 'Not Found');
    },
  });
  return calls;
}

/** The shell harness's providers and session helpers serve the projects tests too. */
export { currentPath, renderApp as renderWithApp, signedIn, signedOut } from '../../support/fake-api';

export const profile = (role = 0) => ({
  applicationUserId: '20000000-0000-4000-8000-000000000001',
  userFirstName: 'Ada',
  userLastName: 'Admin',
  email: 'admin@acme.test',
  terms: { privacyAndTerms: true },
  role,
  totalCount: 1,
  enterprises: [{ externalEnterpriseId: ACME, enterpriseName: 'Acme Corp' }],
});

export const member = (role = 0) => ({
  company: 'Acme Corp',
  externalEnterpriseId: ACME,
  isOwner: false,
  managers: [],
  role,
});

let n = 0;
/** A list row; ids are GUIDs numbered per call. */
export function row(overrides: Partial<Row> = {}): Row {
  n += 1;
  const id = String(n).padStart(12, '0');
  return {
    projectId: `30000000-0000-4000-8000-${id}`,
    projectRequestId: `40000000-0000-4000-8000-${id}`,
    name: `Project ${n}`,
    status: 1000,
    requestType: 1,
    progress: 0.5,
    languages: ['en-us'],
    creationDate: '2025-03-10T09:30:00.000Z',
    startDate: '2025-03-17T08:00:00.000Z',
    ...overrides,
  };
}

/** Answers the profile and member settings of an Admin (or the given role). */
export const userRoutes =
  (role = 0): Route =>
  (call) => {
    if (call.path === '/users/self/profile/') return json(profile(role));
    if (call.path === `/enterprise/${ACME}/member-settings/`) return json(member(role));
    return undefined;
  };
