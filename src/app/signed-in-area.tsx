import { defineMessages } from '../i18n/messages';
import { useQuery } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation, useParams } from 'wouter';
import { navigate as navigateAbsolute } from 'wouter/use-browser-location';
import { isApiError } from '../api/errors';
import { paths } from '../config/paths';
import { runtimeConfig } from '../config/runtime-config';
import { profileQuery } from '../features/shell/api';
import { ErrorPage, NoEnterprisePage, NotFoundPage } from '../features/shell/status-pages';
import { useIntl } from '../i18n/intl';
import { useRouterBase } from '../i18n/router-base';
import { pickEnterprise, rememberEnterprise } from '../session/selected-enterprise';
import { hasSession, session } from '../session/session-store';
import { Loader } from '../ui/loader';
import { SignedInShell } from './signed-in-shell';

const ProjectsPage = lazy(() => import('../features/projects/projects-page'));
const TermsConsentPage = lazy(() => import('../features/profile/terms-consent-page'));

const messages = defineMessages({
  loading: { id: 'entry.loading', defaultMessage: 'Loading your portal' },
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

/** Remembers the enterprise of the URL as the user's selected one. */
function EnterpriseRoute({ applicationUserId, children }: { applicationUserId: string; children: React.ReactNode }) {
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  useEffect(() => rememberEnterprise(applicationUserId, enterpriseId), [applicationUserId, enterpriseId]);
  return children;
}

/**
 * Entering the signed-in area (spec document 1 section 2): authentication check, profile, terms
 * consent, no enterprise, the remembered or first enterprise, the hide-request-project flag.
 */
export function SignedInArea() {
  const intl = useIntl();
  useSnapshot(session); // re-render when the session ends
  const [location] = useLocation();
  const signedIn = hasSession();
  const profile = useQuery({ ...profileQuery(), enabled: signedIn });

  if (!signedIn) return <GoToLogin />;
  if (profile.isPending) return <Loader label={intl.formatMessage(messages.loading)} />;
  if (profile.isError) {
    if (isApiError(profile.error, 401)) return <GoToLogin />;
    return (
      <SignedInShell profile={null}>
        <ErrorPage />
      </SignedInShell>
    );
  }

  const user = profile.data;
  const firstEnterpriseId = user.enterprises[0]?.externalEnterpriseId ?? null;
  if (!user.terms.privacyAndTerms) {
    if (location !== paths.termsConsent()) return <Redirect to={paths.termsConsent()} replace />;
    return (
      <SignedInShell profile={user}>
        <TermsConsentPage firstEnterpriseId={firstEnterpriseId} />
      </SignedInShell>
    );
  }
  const selected = pickEnterprise(user.applicationUserId, user.enterprises);
  if (!selected) {
    return (
      <SignedInShell profile={user}>
        <NoEnterprisePage contactUsUrl={runtimeConfig().apiDocumentationUrl} />
      </SignedInShell>
    );
  }
  const home = runtimeConfig().hideRequestProject ? paths.accessKeyHome(selected) : paths.enterprise(selected);

  return (
    <SignedInShell profile={user}>
      <Switch>
        <Route path="/">
          <Redirect to={home} replace />
        </Route>
        <Route path="/enterprise/">
          <Redirect to={paths.enterprise(selected)} replace />
        </Route>
        <Route path="/terms-consent/">
          <Redirect to={paths.index()} replace />
        </Route>
        <Route path="/not-found/" component={NotFoundPage} />
        <Route path="/error/" component={ErrorPage} />
        <Route path="/enterprise/:enterpriseId/not-found/" component={NotFoundPage} />
        <Route path="/enterprise/:enterpriseId/error/" component={ErrorPage} />
        <Route path="/enterprise/:enterpriseId/">
          <EnterpriseRoute applicationUserId={user.applicationUserId}>
            <ProjectsPage />
          </EnterpriseRoute>
        </Route>
        <Route>
          <Redirect to={paths.enterprise(selected)} replace />
        </Route>
      </Switch>
    </SignedInShell>
  );
}
