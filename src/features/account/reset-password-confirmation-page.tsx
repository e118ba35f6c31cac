import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { Link } from '../../ui/link';
import { AccountPage, layoutMessages } from './account-layout';

const messages = defineMessages({
  title: { id: 'resetPasswordConfirmation.title', defaultMessage: 'Your password has been reset' },
  text: { id: 'resetPasswordConfirmation.text', defaultMessage: 'You can now sign in with your new password.' },
});

/** /account/resetpasswordconfirmation: the success page, with a button back to login. */
export default function ResetPasswordConfirmationPage() {
  const intl = useIntl();
  return (
    <AccountPage title={intl.formatMessage(messages.title)}>
      <p>{intl.formatMessage(messages.text)}</p>
      <div className="actions">
        {/* A link styled as the primary button: it navigates, it does not act. */}
        <Link href={paths.login()} className="button button--primary">
          {intl.formatMessage(layoutMessages.backToLogin)}
        </Link>
      </div>
    </AccountPage>
  );
}
