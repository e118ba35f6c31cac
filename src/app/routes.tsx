import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../config/paths';
import { runtimeConfig } from '../config/runtime-config';
import LoginPage from '../features/account/login-page';
import { NotFoundPage } from '../features/shell/status-pages';
import { useIntl } from '../i18n/intl';
import { defineMessages } from '../i18n/messages';
import { Loader } from '../ui/loader';
import { onceLoader, preloadable } from '../ui/preloadable';
import { PageErrorBoundary } from './page-error-boundary';
import { SignedOutShell } from './signed-out-shell';

// The signed-in area (its shell, navigation and pages) is a chunk of its own: the login page's
// bundle carries only the signed-out shell (ENGINEERING.md budget for /account/login). The login
// page itself comes with the start-up bundle: it is the first page of every visit that is not
// signed in, and the text fields it needs serve every other form too (one chunk less to wait for).
// Start-up loads it for a location that renders it (preloadAreaOf below), so it renders with no loader.
const loadSignedInArea = onceLoader(() => import('./signed-in-area'));
const SignedInArea = preloadable(loadSignedInArea, (module) => module.SignedInArea);
const LogoffPage = lazy(() => import('../features/account/logoff-page'));
const ForgotPasswordPage = lazy(() => import('../features/account/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/account/reset-password-page'));
const ResetPasswordConfirmationPage = lazy(() => import('../features/account/reset-password-confirmation-page'));
const CreatePasswordPage = lazy(() => import('../features/account/create-password-page'));
const AcceptInvitationPage = lazy(() => import('../features/account/accept-invitation-page'));
const RegisterPage = lazy(() => import('../features/account/register-page'));
const SandboxSignUpPage = lazy(() => import('../features/account/sandbox-sign-up-page'));
const UnsubscribePage = lazy(() => import('../features/account/unsubscribe-page'));
const ProjectPreviewPage = lazy(() => import('../features/projects/preview-page'));

const messages = defineMessages({
  loadingPage: { id: 'app.loadingPage', defaultMessage: 'Loading the page' },
});

/**
 * The signed-out area (spec document 1 section 2 "Signed-out routes"): one shell (header, toast
 * area, footer with the cookie banner, modal host) around the account routes and unsubscribe.
 * The Suspense wraps this whole Switch, so the shell stays while a page's chunk loads. Unknown
 * signed-out routes redirect to the not-found page; the sandbox sign-up exists only when the
 * invite-enterprise flag is on.
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
            <Route path="/account/login" component={LoginPage} />
            <Route path="/account/logoff" component={LogoffPage} />
            <Route path="/account/forgotpassword" component={ForgotPasswordPage} />
            <Route path="/account/resetpassword" component={ResetPasswordPage} />
            <Route path="/account/resetpasswordconfirmation" component={ResetPasswordConfirmationPage} />
            <Route path="/account/createpassword" component={CreatePasswordPage} />
            <Route path="/account/acceptinvitation" component={AcceptInvitationPage} />
            <Route path="/account/register" component={RegisterPage} />
            <Route path="/account/register-sandbox">
              {runtimeConfig().inviteEnterprise ? (
                <SandboxSignUpPage />
              ) : (
                <Redirect to={paths.accountNotFound()} replace />
              )}
            </Route>
            <Route path="/unsubscribe" component={UnsubscribePage} />
            <Route path="/account/not-found" component={NotFoundPage} />
            <Route path="/account">
              <Redirect to={paths.login()} replace />
            </Route>
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
 * signed-out ones and the project preview, as the routes below tell them apart. Start-up waits for
 * it, so the area renders at once on the first render, with no loader in between
 * (src/ui/preloadable.tsx). It never rejects: a chunk that fails to load is the area's route to
 * show when it renders (it imports the chunk again).
 */
export function preloadAreaOf(location: string): Promise<unknown> {
  return rendersSignedInArea(location) ? loadSignedInArea().catch(() => undefined) : Promise.resolve();
}

/** Whether AppRoutes below renders the signed-in area at this location (relative to the router base). */
export function rendersSignedInArea(location: string): boolean {
  return !/^\/(account|unsubscribe)(\/|$)|^\/enterprise\/[^/]+\/projects\/[^/]+\/preview\/?$/.test(location);
}

/**
 * Top-level routing (spec document 1 section 2): the account prefix and unsubscribe go to the
 * signed-out shell, everything else to the signed-in area. One Suspense wraps the whole Switch
 * (a Suspense between Switch and Route breaks wouter's matching).
 */
export function AppRoutes() {
  const intl = useIntl();
  return (
    <PageErrorBoundary>
      <Suspense fallback={<Loader label={intl.formatMessage(messages.loadingPage)} />}>
        <Switch>
          <Route path="/account/*?" component={SignedOutArea} />
          <Route path="/unsubscribe/*?" component={SignedOutArea} />
          {/* The project preview route (a lazily loaded page outside both shells, DECISIONS.md "Route shapes"). */}
          <Route path="/enterprise/:enterpriseId/projects/:projectId/preview" component={ProjectPreviewPage} />
          <Route>
            <SignedInArea />
          </Route>
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}
