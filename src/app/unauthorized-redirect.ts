import { startUpPaths as paths } from '../config/start-up-routes';

export interface PageLocation {
  pathname: string;
  search: string;
}

export type NavigateTo = (href: string, options: { replace: boolean }) => void;

/**
 * The API client's `onUnauthorized` (spec document 1 section 8): a 401 on an authenticated call
 * sends the user to login, with the original path and query, encoded, as the `redirect` target.
 * `base` is the locale segment of the URL ('' or '/pt-pt'); the original path keeps it.
 *
 * On a signed-out page (`/account/...`) it does nothing: the user is already where a sign-in
 * happens, and redirecting would put the login page into its own redirect target.
 *
 * Decision: the login page replaces the page that failed in the history (as the signed-in area's
 * own check does), so Back from the login page does not land on a page that sends it back there.
 */
export function redirectToLoginOnUnauthorized(
  base: string,
  navigateTo: NavigateTo,
  here: () => PageLocation = () => window.location,
): () => void {
  return () => {
    const { pathname, search } = here();
    if (pathname.startsWith(`${base}/account/`)) return;
    navigateTo(`${base}${paths.login(`${pathname}${search}`)}`, { replace: true });
  };
}
