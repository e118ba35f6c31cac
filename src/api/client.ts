import createFetchClient, { type Middleware } from 'openapi-fetch';
import { endSession, session, validAccessToken } from '../session/session-store';
import { ApiError, TimeoutError, unreachable } from './errors';
import type { paths } from './schema';
import type { RefreshCall } from '../session/refresh';
import {
  absoluteBase,
  apiOptions,
  DEFAULT_TIME_LIMIT_MS,
  REFRESH_TIME_LIMIT_MS,
  type ApiClient,
  type ApiClientOptions,
} from './site-client';

export {
  configureApi,
  createSiteClient,
  DEFAULT_TIME_LIMIT_MS,
  REFRESH_TIME_LIMIT_MS,
  type ApiClient,
  type ApiClientOptions,
} from './site-client';
export type ApiPath = keyof paths;

/**
 * The operations described with `security: []`: they are sent without a session and never
 * trigger a refresh or the 401 redirect. tests/unit/api/public-operations.test.ts keeps this list
 * equal to the description.
 */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set<ApiPath>([
  '/authentication/token/',
  '/authentication/refresh',
  '/authentication/revoke',
  '/account/forgot/password/',
  '/account/reset/password/',
  '/account/register/',
  '/account/invitation/accept/',
  '/subscriptions/',
  '/enterprise/invite/',
  '/{locale}/localization/',
]);

/**
 * Whether the page is being left (a reload, another address): the browser then cancels the calls
 * under way, and a cancelled call is not a failure to show. Without this, the failure handling of a
 * call cut short by leaving (a cookie choice being saved, say) ran as the page went and left the
 * error page in the history, where Back then led. The browser may cancel them before the page hears
 * pagehide: a call that fails within LEAVING_MS of beforeunload waits that long before it is a
 * failure; if the page goes, the wait goes with it, and if it stays (a navigation cancelled, a
 * download), the failure is shown.
 */
let leavingPage = false;
let leavingSince = Number.NEGATIVE_INFINITY;
const LEAVING_MS = 1_000;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (leavingSince = Date.now()));
  window.addEventListener('pagehide', () => (leavingPage = true));
  window.addEventListener('pageshow', () => {
    leavingPage = false;
    leavingSince = Number.NEGATIVE_INFINITY;
  });
}

/**
 * fetch with a time limit: an exceeded limit raises TimeoutError, an unreachable server NetworkError;
 * a call the browser cancels because the page is being left never settles (nothing is left to show
 * it to).
 */
function timedFetch(
  fetchImpl: (request: Request) => Promise<Response>,
  limitFor: (request: Request) => number,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const limitMs = limitFor(request);
    const timer = new AbortController();
    const handle = setTimeout(() => timer.abort(), limitMs);
    const signal = AbortSignal.any([request.signal, timer.signal]);
    try {
      return await fetchImpl(new Request(request, { signal }));
    } catch (error) {
      if (timer.signal.aborted && !request.signal.aborted) throw new TimeoutError(limitMs);
      if (request.signal.aborted) throw error; // the caller cancelled (React Query unmount)
      const maybeLeaving = LEAVING_MS - (Date.now() - leavingSince);
      if (maybeLeaving > 0) await new Promise((resolve) => setTimeout(resolve, maybeLeaving));
      if (leavingPage) return new Promise<Response>(() => undefined);
      throw unreachable(error);
    } finally {
      clearTimeout(handle);
    }
  };
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/**
 * The session refresh (../session/refresh.ts) loads when a call first needs one: only a stored
 * session whose access token expired does, never a signed-out visit, so it stays out of the login
 * page's bundle (scripts/bench/budgets.ts). If its code cannot be loaded, the session could not be
 * refreshed, as when the refresh call fails: it is cleared (null).
 */
function refreshSession(call: RefreshCall, revoke: RefreshCall): Promise<string | null> {
  return import('../session/refresh').then(
    (refresh) => refresh.refreshSession(call, revoke),
    (error: unknown) => {
      console.warn('[session] The session could not be refreshed; signing out.', error);
      endSession();
      return null;
    },
  );
}

/**
 * The session rules of spec document 1 section 4 and section 7's preamble:
 * - a bearer token only when signed in and only to the API's origin; credentials only with a token;
 * - an authenticated call with no valid session fails as 401 without being sent;
 * - an expired token (30 s early) with a refresh token is refreshed once for all concurrent calls;
 *   without a refresh token it is cleared and the user signed out;
 * - any non-OK response raises ApiError(statusCode, statusText); a 401 on an authenticated call
 *   sends the user to login.
 */
function sessionMiddleware(client: () => ApiClient, apiBase: string, onUnauthorized: () => void): Middleware {
  const unauthorized = (): never => {
    onUnauthorized();
    throw new ApiError(401, 'Unauthorized');
  };
  const refreshCall = async (refreshToken: string) => {
    const { data } = await client().POST('/authentication/refresh', { body: { refreshToken } });
    return data;
  };
  const revokeCall = async (refreshToken: string) => {
    await client().POST('/authentication/revoke', { body: { refreshToken } });
  };

  return {
    async onRequest({ request, schemaPath }) {
      const toApi = request.url.startsWith(apiBase);
      if (PUBLIC_PATHS.has(schemaPath) || !toApi) {
        return new Request(request, { credentials: 'omit' });
      }
      let token = validAccessToken();
      if (!token && session.refreshToken) token = await refreshSession(refreshCall, revokeCall);
      else if (!token && session.accessToken !== null) {
        // Spec document 1 section 4: an expired token with no refresh token is cleared and the
        // user is signed out (every stored credential goes; there is nothing to revoke).
        console.warn('[session] The access token expired and there is no refresh token; signing out.');
        endSession();
      }
      if (!token) return unauthorized();
      const headers = new Headers(request.headers);
      headers.set('Authorization', `Bearer ${token}`);
      return new Request(request, { headers, credentials: 'include' });
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.ok) return undefined;
      const error = new ApiError(response.status, response.statusText, await readBody(response));
      if (response.status === 401 && !PUBLIC_PATHS.has(schemaPath) && request.url.startsWith(apiBase)) {
        onUnauthorized();
      }
      throw error;
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const apiBase = absoluteBase(options.baseUrl);
  const limits = {
    default: options.timeLimitMs?.default ?? DEFAULT_TIME_LIMIT_MS,
    refresh: options.timeLimitMs?.refresh ?? REFRESH_TIME_LIMIT_MS,
  };
  const fetchImpl = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  const client = createFetchClient<paths>({
    baseUrl: apiBase,
    fetch: timedFetch(fetchImpl, (request) =>
      new URL(request.url).pathname.endsWith('/authentication/refresh') ? limits.refresh : limits.default,
    ),
  });
  client.use(sessionMiddleware(() => client, apiBase, options.onUnauthorized ?? (() => undefined)));
  return client;
}

// ── The application's client, built from the options start-up set (./site-client.ts configureApi) ──

let built: { options: ApiClientOptions; client: ApiClient } | null = null;

/** The client of the options configureApi() set (the React Query glue, ./query-hooks.ts, wraps the same one). */
export function configuredClient(): ApiClient {
  const options = apiOptions();
  if (built?.options !== options) built = { options, client: createApiClient(options) };
  return built.client;
}

/** The generated client (openapi-fetch) every call goes through. */
export const api: ApiClient = new Proxy({} as ApiClient, {
  get: (_target, key) => Reflect.get(configuredClient(), key),
});
