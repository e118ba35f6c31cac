import { QueryScope } from '../../api/query-scope';
import { defineMessages } from '../../i18n/define-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { Loader } from '../../ui/loader';
import { signOut } from './session-calls';

const messages = defineMessages({
  signingOut: { id: 'logoff.signingOut', defaultMessage: 'Signing out' },
});

/** /account/logoff: revoke, clear, back to login. */
export default function LogoffPage() {
  return (
    <QueryScope>
      <LogoffPageContent />
    </QueryScope>
  );
}

function LogoffPageContent() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const signingOut = intl.formatMessage(messages.signingOut);
  // The page has no heading (it only lasts while the revoke call runs), so it names itself here:
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
