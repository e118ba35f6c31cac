import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { SetPasswordFromLink } from './set-password-from-link';

const messages = defineMessages({
  title: { id: 'resetPassword.title', defaultMessage: 'Reset your password' },
  submit: { id: 'resetPassword.submit', defaultMessage: 'Reset password' },
  submitting: { id: 'resetPassword.submitting', defaultMessage: 'Resetting your password…' },
});

/** /account/resetpassword?userId&code: success goes to the reset confirmation page. */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  return (
    <SetPasswordFromLink
      title={intl.formatMessage(messages.title)}
      submitLabel={intl.formatMessage(messages.submit)}
      busyLabel={intl.formatMessage(messages.submitting)}
      onSuccess={() => navigate(paths.resetPasswordConfirmation(), { replace: true })}
    />
  );
}
