import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { showAlert } from '../../ui/alert-store';
import { SetPasswordFromLink } from './set-password-from-link';

const messages = defineMessages({
  title: { id: 'createPassword.title', defaultMessage: 'Create your password' },
  submit: { id: 'createPassword.submit', defaultMessage: 'Create password' },
  submitting: { id: 'createPassword.submitting', defaultMessage: 'Creating your password…' },
  created: { id: 'createPassword.created', defaultMessage: 'Your password has been created. You can now sign in.' },
});

/** /account/createpassword?userId&code: first-time password creation; success goes to login. */
export default function CreatePasswordPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  return (
    <SetPasswordFromLink
      title={intl.formatMessage(messages.title)}
      submitLabel={intl.formatMessage(messages.submit)}
      busyLabel={intl.formatMessage(messages.submitting)}
      onSuccess={() => {
        // The spec sends the user to login; the confirmation tells them why they are there.
        showAlert({ type: 'success', message: messages.created });
        navigate(paths.login(), { replace: true });
      }}
    />
  );
}
