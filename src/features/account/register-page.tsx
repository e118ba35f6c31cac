import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { TextField } from '../../ui/text-field';
import { register, registrationQuery } from './api';
import { registerSubmitFailure, registrationLoadFailure } from './failures';
import { LinkFormPage } from './link-form-page';

export const registerMessages = defineMessages({
  title: { id: 'register.title', defaultMessage: 'Set up your account' },
  intro: { id: 'register.intro', defaultMessage: 'Your account was requested. Check your name and choose a password.' },
  email: { id: 'register.email', defaultMessage: 'Company email' },
  firstName: { id: 'register.firstName', defaultMessage: 'First name' },
  lastName: { id: 'register.lastName', defaultMessage: 'Last name' },
  submit: { id: 'register.submit', defaultMessage: 'Create account' },
  submitting: { id: 'register.submitting', defaultMessage: 'Creating your account…' },
  registered: { id: 'register.registered', defaultMessage: 'Your account is ready. You can now sign in.' },
});

/**
 * /account/register?requestId (spec document 1 sections 4, 7, 8), a link page (./link-form-page.tsx):
 * the requested account loads first (a failure says the request is no longer valid), then the form
 * with the company e-mail read-only and the names as requested (editable: people fix a typo in their
 * own name); a failure says to try again.
 */
export default function RegisterPage() {
  const intl = useIntl();
  return (
    <LinkFormPage
      title={intl.formatMessage(registerMessages.title)}
      param="requestId"
      load={registrationQuery}
      loadFailure={registrationLoadFailure}
      intro={() => intl.formatMessage(registerMessages.intro)}
      readOnly={(details) => (
        <TextField
          label={intl.formatMessage(registerMessages.email)}
          type="email"
          autoComplete="username"
          value={details.companyEmail}
          isReadOnly
        />
      )}
      initialValues={(details) => ({ firstName: details.firstName, lastName: details.lastName })}
      send={(requestId, details, values) => register({ requestId, companyEmail: details.companyEmail, ...values })}
      sendFailure={registerSubmitFailure}
      sent={registerMessages.registered}
      labels={registerMessages}
    />
  );
}
