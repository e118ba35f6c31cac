/**
 * The one fake-API harness of the component tests: the app's real API client (its session
 * middleware and all) pointed at a scripted fake server. A test scripts the server with a `Route`,
 * a function of each call that answers it or returns undefined (then the fake answers 404), and
 * reads back what the page sent from the calls `fakeApi` records. ./render.tsx renders a page with
 * the app's providers; ./demo-data.ts builds the API's objects.
 */
import { configureApi } from '../../../src/api/client';
import { endSession } from '../../../src/session/session-store';
import { startSession } from '../../../src/session/start-session';

/** A JSON answer; `json(undefined, 204)` answers with no body. */
export const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });
export const noContent = () => new Response(null, { status: 204 });
/** An error answer with the API's `{ message }` body. */
export const problem = (status: number, statusText = 'Error') => json({ message: statusText }, status, statusText);

/**
 * A call the page sent: `path` is the API's path (without the `/api` base: `/users/self/profile/`),
 * `search` its query string (`?a=1` or ''), `body` the parsed JSON body (undefined without one).
 * `headers` is not enumerable, so a call compares equal to `{ method, path, search, body }`.
 */
export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
  readonly headers: Headers;
}

export type Route = (call: Call) => Response | undefined | Promise<Response | undefined>;

/** `METHOD /path?query`, the short form of a call. */
export const describeCall = (call: Call) => `${call.method} ${call.path}${call.search}`;

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

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Points the app's client at a scripted server; unanswered calls get 404. Returns the calls in the
 * order they were sent. `onUnauthorized` is the client's hook for a 401 (the app's sends to login).
 */
export function fakeApi(route: Route, { onUnauthorized }: { onUnauthorized?: () => void } = {}): Call[] {
  keepRequestHeaders();
  const calls: Call[] = [];
  configureApi({
    baseUrl: 'http://portal.test/api/',
    onUnauthorized,
    fetch: async (request) => {
      const url = new URL(request.url);
      const call = {
        method: request.method,
        path: url.pathname.replace(/^\/api/, ''),
        search: url.search,
        body: await bodyOf(request),
      } as Call;
      Object.defineProperty(call, 'headers', { value: request.headers, enumerable: false });
      calls.push(call);
      return (await route(call)) ?? json({ message: 'Not found' }, 404, 'Not Found');
    },
  });
  return calls;
}

export function signedIn(): void {
  startSession({ token: 'test-token', refreshToken: 'test-refresh', expiresIn: 3600 });
}

export function signedOut(): void {
  endSession();
}
