import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, Suspense, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { subscribe } from 'valtio';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { navigate as navigateAbsolute } from 'wouter/use-browser-location';
import { QueryScope, useSignOutOfOtherTabs } from '../api/query-scope';
import { isApiError } from '../api/errors';
import { paths } from '../config/paths';
import { checkedEnterpriseOf, enterpriseOf, routes, routesOf, type RouteIdOf } from '../config/route-table';
import { requestProjectHidden } from '../domain/roles';
import { afterConsentPath } from '../features/consent/terms-consent';
import ProjectsPage from '../features/projects/projects-page';
import { loadProjectDetailsPage } from '../features/projects/details-prefetch';
import { usePrefetchProjectsList } from '../features/projects/list-prefetch';
import { memberSettingsQuery, profileQuery, type UserProfile } from '../features/shell/api';
import { NoEnterprisePage } from '../features/shell/no-enterprise-page';
import { ErrorPage, NotFoundPage } from '../features/shell/status-pages';
import { useIntl } from '../i18n/intl';
import { defineMessages } from '../i18n/define-messages';
import { useRouterBase } from '../i18n/router-base';
import { rememberedEnterprise, rememberEnterprise } from '../session/selected-enterprise';
import { hasSession, session } from '../session/session-store';
import { Loader } from '../ui/loader';
import { onceLoader } from '../ui/preloadable';
import { lazyPage, PagePreloads, type LazyPage, type PageLoader } from './lazy-pages';
import { PageErrorBoundary } from './page-error-boundary';
import { RoleGuard } from './role-guard';
import { SignedInShell } from './signed-in-shell';

/** A page of the area: its code loaded on first use (or ahead, see PagePreloads), or in the area's chunk. */
type AreaPage = { load: PageLoader } | { Page: ComponentType };

/**
 * The page of each route of the signed-in area (src/config/route-table.ts); the compiler asks for every
 * one. A lazily loaded page whose route says `preload` starts loading when a link or a menu item to
 * it is reached by the pointer or the focus (./lazy-pages.tsx); a project row starts the details
 * page when the user shows the intent to open it (details-prefetch.ts). Either way the page renders
 * at once when it opens.
 */
const pages = {
  termsConsent: { load: onceLoader(() => import('../features/consent/terms-consent-page')) },
  notFound: { Page: NotFoundPage },
  error: { Page: ErrorPage },
  enterpriseNotFound: { Page: NotFoundPage },
  enterpriseError: { Page: ErrorPage },
  // The projects list is the index page: it comes with the signed-in area's chunk, so signing in
  // waits on one chunk, not on the area's and then the page's (no waterfall before the list's call).
  projects: { Page: ProjectsPage },
  projectDetails: { load: loadProjectDetailsPage },
  profile: {
    load: onceLoader(() => import(/* webpackChunkName: "settings" */ '../features/settings/profile/profile-page')),
  },
  changePassword: {
    load: onceLoader(
      () => import(/* webpackChunkName: "settings" */ '../features/settings/profile/change-password-page'),
    ),
  },
  team: { load: onceLoader(() => import(/* webpackChunkName: "settings" */ '../features/settings/team/team-page')) },
  notifications: {
    load: onceLoader(
      () => import(/* webpackChunkName: "settings" */ '../features/settings/notifications/notifications-page'),
    ),
  },
  billing: {
    load: onceLoader(() => import(/* webpackChunkName: "settings" */ '../features/settings/billing/billing-page')),
  },
  accessKeyHome: { load: onceLoader(() => import('../features/access-keys/access-key-home-page')) },
  accessKeyCreate: { load: onceLoader(() => import('../features/access-keys/create-access-key-page')) },
  accessKeyEdit: { load: onceLoader(() => import('../features/access-keys/edit-access-key-page')) },
  projectRequest: { load: onceLoader(() => import('../features/requests/project-types-page')) },
  translationRequest: { load: onceLoader(() => import('../features/requests/translation-page')) },
  scriptedSpeechRequest: { load: onceLoader(() => import('../features/requests/scripted-speech-page')) },
  qualityRequest: { load: onceLoader(() => import('../features/requests/quality-of-experience-page')) },
} satisfies Record<RouteIdOf<'signed-in'>, AreaPage>;

/**
 * A page of the Settings area shows beside the area's side navigation (docs/product-decisions.md "The Settings
 * area"): its code loads with the layout's, so the area's chunk carries neither. The area's pages
 * and its layout are one chunk ("settings"): each chunk costs the start-up runtime an entry of its
 * chunk map, which the login page's budget pays.
 */
const inSettingsLayout = (load: PageLoader): PageLoader =>
  onceLoader(async () => {
    const [{ SettingsLayout }, { default: Page }] = await Promise.all([
      import(/* webpackChunkName: "settings" */ '../features/settings/settings-layout'),
      load(),
    ]);
    return {
      default: () => (
        <SettingsLayout>
          <Page />
        </SettingsLayout>
      ),
    };
  });

/** Each route's page component; a lazily loaded one with its route and loader, for the preloads. */
const areaPages = Object.fromEntries(
  routesOf('signed-in').map(([id, route]) => {
    const page: AreaPage = pages[id];
    if (!('load' in page)) return [id, page];
    return [id, lazyPage(route.pattern, route.area === 'settings' ? inSettingsLayout(page.load) : page.load)];
  }),
) as Record<RouteIdOf<'signed-in'>, LazyPage | { Page: ComponentType }>;
const preloadedPages = routesOf('signed-in').flatMap(([id, route]) => {
  const page = areaPages[id];
  return route.preload && 'load' in page ? [page] : [];
});

const messages = defineMessages({
  loading: { id: 'entry.loading', defaultMessage: 'Loading your portal' },
  loadingPage: { id: 'entry.loadingPage', defaultMessage: 'Loading the page' },
});

/** Sends the browser to login with the encoded original path and query as `redirect`. */
function GoToLogin() {
  const base = useRouterBase();
  useEffect(() => {
    const original = `${window.location.pathname}${window.location.search}`;
    navigateAbsolute(`${base}${paths.login(original)}`, { replace: true });
  }, [base]);
  return null;
}

/**
 * The enterprise the user works in (spec document 1 section 2, step 5): the one remembered in local
 * storage for the user's application id, else the first. The profile carries only the first page of
 * enterprises (25), so a remembered enterprise missing from it is still taken when the user has more
 * enterprises than that page holds: its member settings then confirm the membership (and a refusal
 * forgets it, see EnterpriseMembership).
 */
function selectedEnterprise(user: UserProfile): string | null {
  const first = user.enterprises[0]?.externalEnterpriseId ?? null;
  const remembered = rememberedEnterprise(user.applicationUserId);
  if (!remembered || !first) return first;
  const listed = user.enterprises.some((e) => e.externalEnterpriseId === remembered);
  return listed || user.totalCount > user.enterprises.length ? remembered : first;
}

/**
 * Member settings of the enterprise in the path, loaded while the page renders (not before it, so a
 * page's own calls start at once). Spec document 2 section 8: a 401 goes to the not-found page, any
 * other failure to the enterprise's generic error page. A membership that loads makes that
 * enterprise the remembered one; when the enterprise the user works in (the remembered one, or the
 * first) is refused, the first other enterprise is remembered instead, so the index and the status
 * pages' 'Go to Projects' lead to one that may work, never back to the refusal.
 */
function EnterpriseMembership({ user, children }: { user: UserProfile; children: ReactNode }) {
  const enterpriseId = checkedEnterpriseOf(useLocation()[0]) ?? '';
  const member = useQuery({ ...memberSettingsQuery(enterpriseId), enabled: enterpriseId !== '' });
  const loaded = member.isSuccess && member.data.externalEnterpriseId === enterpriseId;
  const failed = enterpriseId !== '' && member.isError && member.fetchStatus === 'idle';
  const { applicationUserId } = user;

  useEffect(() => {
    if (loaded) rememberEnterprise(applicationUserId, enterpriseId);
  }, [loaded, applicationUserId, enterpriseId]);
  useEffect(() => {
    if (!failed || selectedEnterprise(user) !== enterpriseId) return;
    const other = user.enterprises.find((e) => e.externalEnterpriseId !== enterpriseId)?.externalEnterpriseId;
    if (other) rememberEnterprise(applicationUserId, other);
  }, [failed, user, applicationUserId, enterpriseId]);

  if (failed) {
    return <RedirectTo to={isApiError(member.error, 401) ? paths.notFound() : paths.error(enterpriseId)} />;
  }
  return children;
}

/**
 * Entering the signed-in area (spec document 1 section 2, document 2 section 2):
 * 1. no session: to login with the encoded path and query as `redirect`;
 * 2. the profile loads (it carries the first page of the user's enterprises); a 401 goes to login,
 *    any other failure shows the generic error page without an enterprise;
 * 3. terms not consented: to terms-consent (the status pages stay reachable);
 * 4. no enterprise: the empty-enterprise page;
 * 5. the remembered or first enterprise; 6. hide-request-project sends the index to the access-key home.
 */
export function SignedInArea() {
  return (
    <QueryScope>
      <PagePreloads pages={preloadedPages}>
        <SignedInRoutes />
      </PagePreloads>
    </QueryScope>
  );
}

/**
 * Whether the user has a session, re-rendering when that changes: when the session ends, not when a
 * refresh replaces its tokens. A re-render of the area re-renders the page under it, and a lazily
 * loaded page rendered through React.lazy is then mounted again as its module's own component
 * (src/ui/preloadable.tsx): its calls under way were cancelled (a 'Load more' waiting for the refresh).
 */
function useHasSession(): boolean {
  return useSyncExternalStore(subscribeToSession, hasSession);
}
const subscribeToSession = (onChange: () => void) => subscribe(session, onChange);

function SignedInRoutes() {
  const intl = useIntl();
  useSignOutOfOtherTabs();
  const [location] = useLocation();
  const signedIn = useHasSession();
  const queryClient = useQueryClient();
  // A session that ended in this tab (a failed refresh, an expired token with no refresh token)
  // leaves nothing of the user in memory: a next sign-in in this tab would otherwise be shown this
  // user's profile and lists from the cache. (A sign-out and another tab's empty it themselves.)
  useEffect(() => {
    if (!signedIn) queryClient.clear();
  }, [signedIn, queryClient]);
  // On the projects list the first page starts now, beside the profile (no waterfall behind it).
  usePrefetchProjectsList(location, useSearch(), signedIn);
  const profile = useQuery({ ...profileQuery(), enabled: signedIn });

  if (!signedIn) return <GoToLogin />;
  if (profile.isPending) return <Loader label={intl.formatMessage(messages.loading)} />;
  if (profile.isError) {
    if (isApiError(profile.error, 401)) return <GoToLogin />;
    return (
      <SignedInShell profile={null} enterpriseId={null}>
        <ErrorPage />
      </SignedInShell>
    );
  }

  const user = profile.data;
  const firstEnterpriseId = user.enterprises[0]?.externalEnterpriseId ?? null;
  const pageLoader = <Loader label={intl.formatMessage(messages.loadingPage)} />;

  if (!user.terms.privacyAndTerms) {
    return (
      <SignedInShell profile={user} enterpriseId={null}>
        <PageErrorBoundary>
          <Suspense fallback={pageLoader}>
            <Switch>
              {/* Before the terms are consented: the terms-consent page and the status pages without an enterprise. */}
              {(['termsConsent', 'notFound', 'error'] as const).map((id) => (
                <Route key={id} path={routes[id].pattern} component={areaPages[id].Page} />
              ))}
              <Route>
                <RedirectTo to={paths.termsConsent()} />
              </Route>
            </Switch>
          </Suspense>
        </PageErrorBoundary>
      </SignedInShell>
    );
  }

  const selected = selectedEnterprise(user);
  if (!selected) {
    return (
      <SignedInShell profile={user} enterpriseId={null}>
        <NoEnterprisePage />
      </SignedInShell>
    );
  }
  const home = requestProjectHidden() ? paths.accessKeyHome(selected) : paths.enterprise(selected);

  return (
    <SignedInShell
      profile={user}
      enterpriseId={enterpriseOf(location) ?? selected}
      projectsHome={paths.enterprise(selected)}
    >
      <EnterpriseMembership user={user}>
        <PageErrorBoundary>
          <Suspense fallback={pageLoader}>
            <Switch>
              <Route path="/">
                <RedirectTo to={home} />
              </Route>
              <Route path="/enterprise/">
                <RedirectTo to={paths.enterprise(selected)} />
              </Route>
              <Route path={routes.termsConsent.pattern}>
                <RedirectTo to={afterConsentPath(firstEnterpriseId)} />
              </Route>
              {routesOf('signed-in').map(([id, route]) => {
                const { Page } = areaPages[id];
                const page = <Page />;
                // Keyed: another enterprise is a new page (fresh state, its heading takes focus).
                return (
                  <Route key={id} path={route.pattern}>
                    {(params: { enterpriseId?: string }) =>
                      route.capability ? (
                        <RoleGuard key={params.enterpriseId} capability={route.capability}>
                          {page}
                        </RoleGuard>
                      ) : (
                        <Fragment key={params.enterpriseId}>{page}</Fragment>
                      )
                    }
                  </Route>
                );
              })}
              {/* The base and unknown access-key paths go to the access-key home. */}
              <Route path="/enterprise/:enterpriseId/accesskey/*?">
                {(params) => <Redirect to={paths.accessKeyHome(params.enterpriseId)} replace />}
              </Route>
              {/* Unknown paths go to the enterprise page (spec document 2 section 2). */}
              <Route path="/enterprise/:enterpriseId/*">
                {(params) => <RedirectTo to={paths.enterprise(params.enterpriseId)} />}
              </Route>
              <Route>
                <RedirectTo to={paths.enterprise(selected)} />
              </Route>
            </Switch>
          </Suspense>
        </PageErrorBoundary>
      </EnterpriseMembership>
    </SignedInShell>
  );
}

/**
 * A redirect keyed by its target. wouter's Redirect navigates once, when it mounts; when one redirect
 * leads to a route that redirects again (/terms-consent/ → / → the enterprise), React would reuse the
 * first Redirect in the same place of the tree and the second would never navigate. The key makes
 * each target a new Redirect.
 */
function RedirectTo({ to }: { to: string }) {
  return <Redirect key={to} to={to} replace />;
}
