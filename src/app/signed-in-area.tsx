import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation, useRoute, useSearch } from 'wouter';
import { navigate as navigateAbsolute } from 'wouter/use-browser-location';
import { QueryScope, useSignOutOfOtherTabs } from '../api/query-scope';
import { isApiError } from '../api/errors';
import { paths } from '../config/paths';
import { requestProjectHidden } from '../domain/roles';
import { afterConsentPath } from '../features/profile/terms-consent';
// The projects list is the index page: it comes with the signed-in area's chunk, so signing in
// waits on one chunk, not on the area's and then the page's (no waterfall before the list's call).
import ProjectsPage from '../features/projects/projects-page';
import { loadProjectDetailsPage } from '../features/projects/details-prefetch';
import { usePrefetchProjectsList } from '../features/projects/list-prefetch';
import { memberSettingsQuery, profileQuery, type UserProfile } from '../features/shell/api';
import { NoEnterprisePage } from '../features/shell/no-enterprise-page';
import { ErrorPage, NotFoundPage } from '../features/shell/status-pages';
import { useIntl } from '../i18n/intl';
import { defineMessages } from '../i18n/messages';
import { useRouterBase } from '../i18n/router-base';
import { rememberedEnterprise, rememberEnterprise } from '../session/selected-enterprise';
import { hasSession, session } from '../session/session-store';
import { Loader } from '../ui/loader';
import { onceLoader } from '../ui/preloadable';
import { lazyPage, PagePreloads } from './page-preloads';
import { PageErrorBoundary } from './page-error-boundary';
import { RoleGuard } from './role-guard';
import { SignedInShell } from './signed-in-shell';

/**
 * The area's lazily loaded pages and their routes (the Switch below renders them): a link or a menu
 * item to one starts loading its code when the pointer or the focus reaches it (./page-preloads.tsx),
 * and a project row when the user shows the intent to open it (details-prefetch.ts), so the page
 * renders at once when it opens.
 */
const termsConsent = lazyPage(
  '/terms-consent/',
  onceLoader(() => import('../features/profile/terms-consent-page')),
);
const projectDetails = lazyPage('/enterprise/:enterpriseId/projects/:projectId/:tab?/', loadProjectDetailsPage);
const changePassword = lazyPage(
  '/enterprise/:enterpriseId/profile/password/',
  onceLoader(() => import('../features/profile/change-password-page')),
);
const accessKeyHome = lazyPage(
  '/enterprise/:enterpriseId/accesskey/home/',
  onceLoader(() => import('../features/access-keys/access-key-home-page')),
);
const createAccessKey = lazyPage(
  '/enterprise/:enterpriseId/accesskey/create/',
  onceLoader(() => import('../features/access-keys/create-access-key-page')),
);
const editAccessKey = lazyPage(
  '/enterprise/:enterpriseId/accesskey/edit/',
  onceLoader(() => import('../features/access-keys/edit-access-key-page')),
);
const projectTypes = lazyPage(
  '/enterprise/:enterpriseId/project-request/',
  onceLoader(() => import('../features/requests/project-types-page')),
);
const translationRequest = lazyPage(
  '/enterprise/:enterpriseId/project-request/translation/',
  onceLoader(() => import('../features/requests/translation-page')),
);
const scriptedSpeechRequest = lazyPage(
  '/enterprise/:enterpriseId/project-request/scripted-speech/',
  onceLoader(() => import('../features/requests/scripted-speech-page')),
);
const qualityRequest = lazyPage(
  '/enterprise/:enterpriseId/project-request/quality-of-experience/',
  onceLoader(() => import('../features/requests/quality-of-experience-page')),
);
const lazyPages = [
  termsConsent,
  projectDetails,
  changePassword,
  accessKeyHome,
  createAccessKey,
  editAccessKey,
  projectTypes,
  translationRequest,
  scriptedSpeechRequest,
  qualityRequest,
];

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

/** The enterprise in the path (`/enterprise/{id}/...`), except on its own not-found and error pages. */
function useEnterpriseOfPath(): string | null {
  const [match, params] = useRoute<{ enterpriseId: string; '*'?: string }>('/enterprise/:enterpriseId/*?');
  if (!match) return null;
  const rest = params['*'] ?? '';
  return /^(not-found|error)\/?$/.test(rest) ? null : params.enterpriseId;
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
  const enterpriseId = useEnterpriseOfPath() ?? '';
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
      <PagePreloads pages={lazyPages}>
        <SignedInRoutes />
      </PagePreloads>
    </QueryScope>
  );
}

function SignedInRoutes() {
  const intl = useIntl();
  useSnapshot(session); // re-render when the session ends
  useSignOutOfOtherTabs();
  const [location] = useLocation();
  const signedIn = hasSession();
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
              <Route path={termsConsent.path} component={termsConsent.Page} />
              <Route path="/not-found/" component={NotFoundPage} />
              <Route path="/error/" component={ErrorPage} />
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
            {/*
              One route per line. Pages whose roles DECISIONS.md restricts are wrapped in
              <RoleGuard capability="...">. Add new routes ABOVE the two catch-all routes at the end.
            */}
            <Switch>
              <Route path="/">
                <RedirectTo to={home} />
              </Route>
              <Route path="/enterprise/">
                <RedirectTo to={paths.enterprise(selected)} />
              </Route>
              <Route path="/terms-consent/">
                <RedirectTo to={afterConsentPath(firstEnterpriseId)} />
              </Route>
              <Route path="/not-found/" component={NotFoundPage} />
              <Route path="/error/" component={ErrorPage} />
              <Route path="/enterprise/:enterpriseId/not-found/" component={NotFoundPage} />
              <Route path="/enterprise/:enterpriseId/error/" component={ErrorPage} />
              <Route path="/enterprise/:enterpriseId/">
                {/* Keyed: another enterprise is a new page (fresh state, its heading takes focus). */}
                {(params) => <ProjectsPage key={params.enterpriseId} />}
              </Route>
              {/* Project details: report/, request-details/ and deliverables/ with ?type; without a tab the page picks one. */}
              <Route path={projectDetails.path} component={projectDetails.Page} />
              <Route path={changePassword.path} component={changePassword.Page} />
              {/* API access keys: home, create, edit (?apiKeyID or ?accessKeyID); the base and unknown access-key paths go to home. */}
              <Route path={accessKeyHome.path}>
                {() => (
                  <RoleGuard capability="manageAccessKeys">
                    <accessKeyHome.Page />
                  </RoleGuard>
                )}
              </Route>
              <Route path={createAccessKey.path}>
                {() => (
                  <RoleGuard capability="manageAccessKeys">
                    <createAccessKey.Page />
                  </RoleGuard>
                )}
              </Route>
              <Route path={editAccessKey.path}>
                {() => (
                  <RoleGuard capability="manageAccessKeys">
                    <editAccessKey.Page />
                  </RoleGuard>
                )}
              </Route>
              <Route path="/enterprise/:enterpriseId/accesskey">
                {(params) => <Redirect to={paths.accessKeyHome(params.enterpriseId)} replace />}
              </Route>
              <Route path="/enterprise/:enterpriseId/accesskey/*">
                {(params) => <Redirect to={paths.accessKeyHome(params.enterpriseId)} replace />}
              </Route>
              {/* Project requests: type selection and the three forms, each exact-match. */}
              <Route path={projectTypes.path}>
                {() => (
                  <RoleGuard capability="requestProjects">
                    <projectTypes.Page />
                  </RoleGuard>
                )}
              </Route>
              <Route path={translationRequest.path}>
                {() => (
                  <RoleGuard capability="requestProjects">
                    <translationRequest.Page />
                  </RoleGuard>
                )}
              </Route>
              <Route path={scriptedSpeechRequest.path}>
                {() => (
                  <RoleGuard capability="requestProjects">
                    <scriptedSpeechRequest.Page />
                  </RoleGuard>
                )}
              </Route>
              <Route path={qualityRequest.path}>
                {() => (
                  <RoleGuard capability="requestProjects">
                    <qualityRequest.Page />
                  </RoleGuard>
                )}
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

/** The enterprise id of an `/enterprise/{id}/...` location. */
function enterpriseOf(location: string): string | null {
  return /^\/enterprise\/([^/]+)(?:\/|$)/.exec(location)?.[1] ?? null;
}
