import createFetchClient, { type Client } from 'openapi-fetch';
import { TimeoutError, unreachable } from './errors';
import type { paths } from './schema';

/**
 * What start-up needs of the API layer, in the login page's bundle: the time limits every call
 * has, the plain client the localization catalogue loads through (spec document 1 section 9), and
 * the application client's options. The client with the session rules (./client.ts: tokens,
 * refresh, the 401 rule) is built from those options when a call first needs it: on the login page
 * that is the sign-in, so it loads with the sign-in's code (scripts/bench/budgets.ts).
 */
export type ApiClient = Client<paths>;

/** Time limits (spec document 1 section 9: the refresh call has 10 s). */
export const REFRESH_TIME_LIMIT_MS = 10_000;
export const DEFAULT_TIME_LIMIT_MS = 30_000;

export interface ApiClientOptions {
  /** The API's base URL, absolute or relative to the page (runtime config `apiBaseUrl`). */
  baseUrl: string;
  /** Called on a 401 of an authenticated call; the app sends the user to login from here. */
  onUnauthorized?: () => void;
  fetch?: (request: Request) => Promise<Response>;
  /** Overrides of the time limits, for tests. */
  timeLimitMs?: { default?: number; refresh?: number };
}

export function absoluteBase(baseUrl: string): string {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  const url = new URL(baseUrl, origin).href;
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * Whether the page is being left (a reload, another address): the browser then cancels the calls
 * under way, and a cancelled call is not a failure to show. Without this, the failure handling of a
 * call cut short by leaving (a cookie choice being saved, say) ran as the page went and left the
 * error page in the history, where Back then led.
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leavingPage = true));
  window.addEventListener('pageshow', () => (leavingPage = false));
}

/**
 * fetch with a time limit: an exceeded limit raises TimeoutError, an unreachable server NetworkError;
 * a call the browser cancels because the page is being left never settles (nothing is left to show
 * it to).
 */
export function timedFetch(
  fetchImpl: ApiClientOptions['fetch'] = (input: Request) => globalThis.fetch(input),
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
      if (leavingPage) return new Promise<Response>(() => undefined);
      throw unreachable(error);
    } finally {
      clearTimeout(handle);
    }
  };
}

/**
 * The localization catalogue lives at the site origin, not under the API prefix, and is public:
 * sent without credentials, with the default time limit. A non-OK answer gives no data.
 */
export function createSiteClient(options: Pick<ApiClientOptions, 'fetch' | 'timeLimitMs'> = {}): ApiClient {
  const limitMs = options.timeLimitMs?.default ?? DEFAULT_TIME_LIMIT_MS;
  return createFetchClient<paths>({
    baseUrl: absoluteBase('/'),
    credentials: 'omit',
    fetch: timedFetch(options.fetch, () => limitMs),
  });
}

// ── The application's client's options, set once at start-up (src/main.tsx) ──

let configured: ApiClientOptions | null = null;

export function configureApi(options: ApiClientOptions): void {
  configured = options;
}

/** The options configureApi() set, for ./client.ts's configuredClient(). */
export function apiOptions(): ApiClientOptions {
  if (!configured) throw new Error('configureApi() must run before the first call.');
  return configured;
}
