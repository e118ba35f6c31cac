/**
 * Early data for the signed-in area: with a stored session, start-up (src/main.tsx) loads
 * this small chunk beside the area's own and, once the API is configured, starts the calls the area
 * makes first for the location, before the area's code (and React Query) is in. The area's
 * QueryClient takes them under its queries' keys when it is created (src/api/query-scope.tsx), so
 * its first render finds them under way or done and sends none of them again.
 *
 * Each call is built by the function its query is built by (src/features/shell/call-keys.ts,
 * src/features/projects/search-call.ts; the list's view by parseListView and toProjectsQuery, as
 * list-prefetch.ts and the page build it): the same request under the same key.
 */
import { startEarlyCall } from '../api/early-call-store';
import { checkedEnterpriseOf } from '../config/route-table';
import { rendersSignedInArea } from '../config/start-up-routes';
import { parseListView, toProjectsQuery } from '../features/projects/list-view';
import { localeFromPath } from '../i18n/locale';
import { projectsListEnterprise, projectsSearchCall } from '../features/projects/search-call';
import { memberSettingsCall, profileCall } from '../features/shell/call-keys';

/**
 * The signed-in area's first calls at the page's location: the profile (the area waits for it); the
 * membership of the enterprise in the path, which the area checks (src/app/signed-in-area.tsx
 * EnterpriseMembership; not on that enterprise's status pages); on the projects list, the first
 * page of the URL's view (list-prefetch.ts). The index (`/`) waits for the profile to pick an
 * enterprise, so it starts the profile only. Nothing on a location the area does not render.
 * `configured` settles once start-up has configured the API (the calls need its base URL). Resolves
 * in the next task, when the calls of a configuration already in are sent (their requests are built
 * in promise jobs): start-up (src/entry.ts) waits for that before its long evaluation.
 */
export default function startEarlyCalls(configured: Promise<unknown>): Promise<void> {
  const { pathname, search } = window.location;
  const location = pathname.slice(localeFromPath(pathname).base.length) || '/';
  void configured.then(
    () => earlyCallsAt(location, search),
    () => undefined, // start-up shows the failure
  );
  return new Promise((resolve) => setTimeout(resolve));
}

/** The calls at `location` (relative to the router base) with the URL query `search`. */
export function earlyCallsAt(location: string, search: string): void {
  if (!rendersSignedInArea(location)) return;
  startEarlyCall(profileCall());
  const member = checkedEnterpriseOf(location);
  if (member !== null) startEarlyCall(memberSettingsCall(member));
  const list = projectsListEnterprise(location);
  if (list !== null) startEarlyCall(projectsSearchCall(list, toProjectsQuery(parseListView(search), 0)));
}
