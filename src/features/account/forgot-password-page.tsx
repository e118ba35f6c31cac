import { useState } from 'react';
import { Form } from 'react-final-form';
import { paths } from '../../config/paths';
import { EMAIL_MAX_LENGTH, problemOf, validateRequiredEmail } from '../../domain/validation';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { InlineAlert } from '../../ui/alert';
import { FormTextField } from '../../ui/form/form-text-field';
import { Link } from '../../ui/link';
import { AccountPage, layoutMessages, SubmitButton } from './account-layout';
import { KitForm } from '../../ui/form/kit-form';
import { requestPasswordReset } from './api';
import { forgotPasswordFailure } from './failures';

export const forgotPasswordMessages = defineMessages({
  title: { id: 'forgotPassword.title', defaultMessage: 'Forgot your password?' },
  intro: {
    id: 'forgotPassword.intro',
    defaultMessage: 'Enter the email address of your account and we will send you a link to reset your password.',
  },
  email: { id: 'forgotPassword.email', defaultMessage: 'Email' },
  submit: { id: 'forgotPassword.submit', defaultMessage: 'Send reset link' },
  submitting: { id: 'forgotPassword.submitting', defaultMessage: 'Sending…' },
  sentTitle: { id: 'forgotPassword.sent.title', defaultMessage: 'Check your email' },
  sentText: {
    id: 'forgotPassword.sent.text',
    defaultMessage: 'We are sending a link to reset your password to {email}.',
  },
  sentNote: {
    id: 'forgotPassword.sent.note',
    defaultMessage:
      'This is a long-running action: the email can take a few minutes to arrive. Check your spam folder too.',
  },
});

interface Values {
  email?: string;
}

/**
 * /account/forgotpassword (spec document 1 sections 4, 5, 8): the form (e-mail required and in
 * e-mail format), loading while it is sent, then a confirmation view showing the address and the
 * long-running note. A failure flags the e-mail field with the submission error, which clears as
 * soon as the field changes.
 */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(values: Values) {
    const email = (values.email ?? '').trim();
    try {
      await requestPasswordReset(email);
    } catch (error) {
      return { email: problemOf(forgotPasswordFailure(error)) };
    }
    setSentTo(email);
    return undefined;
  }

  if (sentTo !== null) {
    return (
      <AccountPage title={intl.formatMessage(forgotPasswordMessages.sentTitle)}>
        <p>{intl.formatMessage(forgotPasswordMessages.sentText, { email: sentTo })}</p>
        <InlineAlert type="info">{intl.formatMessage(forgotPasswordMessages.sentNote)}</InlineAlert>
        <Link href={paths.login()}>{intl.formatMessage(layoutMessages.backToLogin)}</Link>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={intl.formatMessage(forgotPasswordMessages.title)}>
      <p>{intl.formatMessage(forgotPasswordMessages.intro)}</p>
      <Form<Values>
        onSubmit={submit}
        subscription={{}}
        render={() => (
          <KitForm>
            <FormTextField
              name="email"
              type="email"
              autoComplete="email"
              label={intl.formatMessage(forgotPasswordMessages.email)}
              validate={(value) => validateRequiredEmail(value)}
              maxLength={EMAIL_MAX_LENGTH}
              isRequired
            />
            <SubmitButton
              label={intl.formatMessage(forgotPasswordMessages.submit)}
              busyLabel={intl.formatMessage(forgotPasswordMessages.submitting)}
            />
          </KitForm>
        )}
      />
      <p>
        <Link href={paths.login()}>{intl.formatMessage(layoutMessages.backToLogin)}</Link>
      </p>
    </AccountPage>
  );
}
