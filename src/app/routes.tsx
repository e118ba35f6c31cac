import { defineMessages } from '../i18n/messages';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../config/paths';
import { NotFoundPage } from '../features/shell/status-pages';
import { useIntl } from '../i18n/intl';
import { Loader } from '../ui/loader';
import { SignedInArea } from './signed-in-area';
import { SignedOutShell } from './signed-out-shell';

const LoginPage = lazy(() => import('../features/account/login-page'));
const LogoffPage = lazy(() => import('../features/account/logoff-page'));

const messages = defineMessages({
  loadingPage: { id: 'app.loadingPage', defaultMessage: 'Loading the page' },
});

/**
 * Top-level routing (spec document 1 section 2): the account prefix and unsubscribe go to the
 * signed-out shell, everything else to the signed-in area. One Suspense wraps the whole Switch
 * (a Suspense between Switch and Route breaks wouter's matching).
 */
export function AppRoutes() {
  const intl = useIntl();
  return (
    <Suspense fallback={<Loader label={intl.formatMessage(messages.loadingPage)} />}>
      <Switch>
        <Route path="/account/login">
          <SignedOutShell>
            <LoginPage />
          </SignedOutShell>
        </Route>
        <Route path="/account/logoff">
          <SignedOutShell>
            <LogoffPage />
          </SignedOutShell>
        </Route>
        <Route path="/account/not-found">
          <SignedOutShell>
            <NotFoundPage />
          </SignedOutShell>
        </Route>
        <Route path="/account/*">
          <Redirect to="/account/not-found" replace />
        </Route>
        <Route path="/account">
          <Redirect to={paths.login()} replace />
        </Route>
        <Route>
          <SignedInArea />
        </Route>
      </Switch>
    </Suspense>
  );
}
