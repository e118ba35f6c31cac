import createFetchClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

/**
 * What start-up needs of the API layer, in the login page's bundle: the time limits, the plain
 * client the localization catalogue loads through (spec document 1 section 9), and the application
 * client's options. The client with the session rules (./client.ts: tokens,
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
 * The localization catalogue lives at the site origin, not under the API prefix, and is public:
 * sent with no token and never with credentials to another origin, within the default time limit.
 * Its credentials mode is the fetch default, 'same-origin': the one of the page's preload of it (the
 * servers' Link header, `crossorigin=anonymous`, decision 0053), so this fetch takes the preloaded
 * answer instead of sending a second request. A non-OK answer gives no data; an answer that does not come in time
 * fails as one that cannot be read (its loader retries either).
 */
export function createSiteClient(options: Pick<ApiClientOptions, 'fetch' | 'timeLimitMs'> = {}): ApiClient {
  const fetchImpl = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  const limitMs = options.timeLimitMs?.default ?? DEFAULT_TIME_LIMIT_MS;
  return createFetchClient<paths>({
    baseUrl: absoluteBase('/'),
    fetch: (request) => fetchImpl(new Request(request, { signal: AbortSignal.timeout(limitMs) })),
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
