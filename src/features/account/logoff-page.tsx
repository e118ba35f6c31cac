import { QueryScope } from '../../api/query-scope';
import { defineMessages } from '../../i18n/define-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { hasSession } from '../../session/session-store';
import { Button } from '../../ui/button';
import { Loader } from '../../ui/loader';
import { AccountPage } from './account-layout';
import { signOut } from './session-calls';
import { forgetSignOutRequest, signOutRequested } from '../../session/sign-out-request';

const messages = defineMessages({
  signingOut: { id: 'logoff.signingOut', defaultMessage: 'Signing out' },
  question: { id: 'logoff.question', defaultMessage: 'Sign out of the portal?' },
  signOut: { id: 'logoff.signOut', defaultMessage: 'Sign out' },
  cancel: { id: 'logoff.cancel', defaultMessage: 'Cancel' },
});

/**
 * /account/logoff: revoke, clear, back to login. Only the portal's own 'Log out' signs out at once
 * (src/session/sign-out-request.ts); any other visit asks 'Sign out of the portal?' and does nothing
 * until the user answers, so a link or a navigation from another site cannot sign the user out.
 */
export default function LogoffPage() {
  return (
    <QueryScope>
      <LogoffPageContent />
    </QueryScope>
  );
}

function LogoffPageContent() {
  // A page load (and so the prerendered page this hydrates) always starts asking. The request is used
  // up only once the page is shown: a render React throws away must not take it.
  const [confirmed, setConfirmed] = useState(signOutRequested);
  useEffect(forgetSignOutRequest, []);
  return confirmed ? <SigningOut /> : <SignOutQuestion onSignOut={() => setConfirmed(true)} />;
}

function SignOutQuestion({ onSignOut }: { onSignOut: () => void }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  return (
    <AccountPage title={intl.formatMessage(messages.question)}>
      <div className="actions">
        <Button onPress={onSignOut}>{intl.formatMessage(messages.signOut)}</Button>
        <Button
          variant="secondary"
          onPress={() => navigate(hasSession() ? paths.index() : paths.login(), { replace: true })}
        >
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </AccountPage>
  );
}

function SigningOut() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const signingOut = intl.formatMessage(messages.signingOut);
  // The loader has no heading (it only lasts while the revoke call runs), so it names itself here:
  // otherwise the tab keeps the previous page's title or index.html's untranslated one.
  useEffect(() => {
    document.title = signingOut;
  }, [signingOut]);
  useEffect(() => {
    let active = true;
    void signOut().then(() => {
      queryClient.clear(); // nothing of the previous user stays in memory
      if (active) navigate(paths.login(), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate, queryClient]);
  return (
    <main id="main" className="page">
      <Loader label={signingOut} />
    </main>
  );
}
