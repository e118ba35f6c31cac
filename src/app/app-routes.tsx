import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import type { RouteIdOf } from '../config/route-table';
import {
  bareRoutes,
  matches,
  rendersSignedInArea,
  signedOutPrefixes,
  signedOutRoutes,
  startUpPaths as paths,
} from '../config/start-up-routes';
import { useRuntimeConfig } from '../config/runtime-config';
import LoginPage from '../features/account/login-page';
import { NotFoundPage } from '../features/shell/status-pages';
import { useIntl } from '../i18n/intl';
import { defineMessages } from '../i18n/define-messages';
import { Loader } from '../ui/loader';
import { onceLoader, preloadable, type OnceLoader } from '../ui/preloadable';
import { PageErrorBoundary } from './page-error-boundary';
import { SignedOutShell } from './signed-out-shell';

// The signed-in area (its shell, navigation and pages) is a chunk of its own: the login page's
// bundle carries only the signed-out shell (the login page has a size budget, docs/performance.md). The login
// page itself comes with the start-up bundle: it is the first page of every visit that is not
// signed in, and the text fields it needs serve every other form too (one chunk less to wait for).
// Start-up loads it for a location that renders it (preloadAreaOf below), so it renders with no loader.
// The chunk is named: rsbuild.config.ts keeps the libraries only it uses inside it.
const loadSignedInArea = onceLoader(() => import(/* webpackChunkName: "signed-in" */ './signed-in-area'));
const SignedInArea = preloadable(loadSignedInArea, (module) => module.SignedInArea);
const SandboxSignUpPage = lazy(() => import('../features/account/sandbox-sign-up-page'));

/** The sandbox sign-up exists only when the invite-enterprise flag is on. */
function SandboxSignUp() {
  return useRuntimeConfig().inviteEnterprise ? (
    <SandboxSignUpPage />
  ) : (
    <Redirect to={paths.accountNotFound()} replace />
  );
}

/**
 * The loaders of the signed-out shell's lazy pages: start-up loads the location's one before the
 * first render (preloadAreaOf), so a prerendered page hydrates at once, with no Suspense fallback.
 */
const signedOutLoaders = {
  logoff: onceLoader(() => import('../features/account/logoff-page')),
  forgotPassword: onceLoader(() => import('../features/account/forgot-password-page')),
  resetPassword: onceLoader(() => import('../features/account/reset-password-page')),
  resetPasswordConfirmation: onceLoader(() => import('../features/account/reset-password-confirmation-page')),
  createPassword: onceLoader(() => import('../features/account/create-password-page')),
  acceptInvitation: onceLoader(() => import('../features/account/accept-invitation-page')),
  register: onceLoader(() => import('../features/account/register-page')),
  unsubscribe: onceLoader(() => import('../features/account/unsubscribe-page')),
} satisfies Partial<Record<RouteIdOf<'signed-out'>, OnceLoader<{ default: ComponentType }>>>;

const page = (load: OnceLoader<{ default: ComponentType }>) => preloadable(load, (module) => module.default);

/** The page of each route of the signed-out shell (src/config/route-table.ts); the compiler asks for every one. */
const signedOutPages = {
  login: LoginPage,
  logoff: page(signedOutLoaders.logoff),
  forgotPassword: page(signedOutLoaders.forgotPassword),
  resetPassword: page(signedOutLoaders.resetPassword),
  resetPasswordConfirmation: page(signedOutLoaders.resetPasswordConfirmation),
  createPassword: page(signedOutLoaders.createPassword),
  acceptInvitation: page(signedOutLoaders.acceptInvitation),
  register: page(signedOutLoaders.register),
  registerSandbox: SandboxSignUp,
  unsubscribe: page(signedOutLoaders.unsubscribe),
  accountNotFound: NotFoundPage,
} satisfies Record<RouteIdOf<'signed-out'>, ComponentType>;

/** The pages outside both shells. */
const barePages = {
  projectPreview: lazy(() => import('../features/projects/preview-page')),
} satisfies Record<RouteIdOf<'bare'>, ComponentType>;

const messages = defineMessages({
  loadingPage: { id: 'app.loadingPage', defaultMessage: 'Loading the page' },
});

/**
 * The signed-out area (spec document 1 section 2 "Signed-out routes"): one shell (header, toast
 * area, footer with the cookie banner, modal host) around the account routes and unsubscribe.
 * The Suspense wraps this whole Switch, so the shell stays while a page's chunk loads. Any unmatched
 * signed-out route redirects to the not-found page, `/account` and `/account/` themselves too (no
 * route of the specification is on them); the sandbox sign-up exists only when the invite-enterprise
 * flag is on.
 */
function SignedOutArea() {
  const intl = useIntl();
  return (
    <SignedOutShell>
      <PageErrorBoundary>
        <Suspense
          fallback={
            <main id="main" className="page">
              <Loader label={intl.formatMessage(messages.loadingPage)} />
            </main>
          }
        >
          <Switch>
            {signedOutRoutes.map(([id, route]) => (
              <Route key={id} path={route.pattern} component={signedOutPages[id]} />
            ))}
            <Route>
              <Redirect to={paths.accountNotFound()} replace />
            </Route>
          </Switch>
        </Suspense>
      </PageErrorBoundary>
    </SignedOutShell>
  );
}

/**
 * Starts the signed-in area's chunk at start-up, beside the config and the catalogue (src/main.tsx),
 * when the location (relative to the router base) renders that area: every location but the
 * signed-out shell's and the bare routes' (src/config/route-table.ts rendersSignedInArea, which follows
 * the routes below). Start-up waits for it, so the area renders at once on the first render, with
 * no loader in between (src/ui/preloadable.tsx). It never rejects: a chunk that fails to load is the
 * area's route to show when it renders (it imports the chunk again).
 */
export function preloadAreaOf(location: string): Promise<unknown> {
  const path = location.split('?')[0] ?? location;
  const signedOut = signedOutRoutes.find(([, route]) => matches(route.pattern, path));
  const load = rendersSignedInArea(path)
    ? loadSignedInArea
    : signedOut && signedOut[0] in signedOutLoaders
      ? signedOutLoaders[signedOut[0] as keyof typeof signedOutLoaders]
      : null;
  return load ? load().catch(() => undefined) : Promise.resolve();
}

/**
 * Top-level routing (spec document 1 section 2): the signed-out shell's prefixes (the account prefix
 * and unsubscribe) go to that shell, the bare routes to their pages, everything else to the signed-in area. One Suspense wraps the whole Switch
 * (a Suspense between Switch and Route breaks wouter's matching).
 */
export function AppRoutes() {
  const intl = useIntl();
  return (
    <PageErrorBoundary>
      <Suspense fallback={<Loader label={intl.formatMessage(messages.loadingPage)} />}>
        <Switch>
          {signedOutPrefixes.map((prefix) => (
            <Route key={prefix} path={`${prefix}/*?`} component={SignedOutArea} />
          ))}
          {bareRoutes.map(([id, route]) => (
            <Route key={id} path={route.pattern} component={barePages[id]} />
          ))}
          <Route>
            <SignedInArea />
          </Route>
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}
