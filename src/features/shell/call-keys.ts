/**
 * The signed-in area's first calls, as openapi-react-query keys their queries ([method, path, init],
 * src/api/early-call-store.ts): the queries (./api.ts) and the start-up's early calls
 * (src/app/early-data.ts) are built from these, so both send the same request under the same key.
 * This module holds no React Query: start-up loads it before the area's code.
 */
import type { Middleware } from 'openapi-fetch';
import { ApiError } from '../../api/errors';

/**
 * A per-request middleware (openapi-fetch runs a request's own middleware's onResponse BEFORE the
 * client's global one) that raises a 401 as an ordinary ApiError, so the client's global "401 sends
 * the user to login" never sees it and the caller decides.
 *
 * Why: spec document 1 section 8 sends the user to login on a 401 only "when the call is
 * authenticated and redirect is enabled", and document 2 section 8 wants a 401 of member settings to
 * show the not-found page (the user may not see that enterprise), not the login page. So member
 * settings is the one call with the redirect disabled. When the session itself is gone (no token, a
 * refused refresh), the session middleware fails the call before it is sent and still sends the
 * user to login; only an answer of the server is the caller's.
 */
const unauthorizedIsTheCallers: Middleware = {
  async onResponse({ response }) {
    if (response.status !== 401) return undefined;
    const body: unknown = (response.headers.get('content-type') ?? '').includes('json')
      ? await response
          .clone()
          .json()
          .catch(() => undefined)
      : undefined;
    throw new ApiError(response.status, response.statusText, body);
  },
};

/** GET users/self/profile/. */
export const profileCall = () => ['get', '/users/self/profile/'] as const;

/** GET enterprise/{id}/member-settings/, its 401 the caller's (see above). */
export const memberSettingsCall = (enterpriseId: string) =>
  [
    'get',
    '/enterprise/{enterpriseId}/member-settings/',
    { params: { path: { enterpriseId } }, middleware: [unauthorizedIsTheCallers] as Middleware[] },
  ] as const;
