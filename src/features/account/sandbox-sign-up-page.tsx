import { useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { paths } from '../../config/paths';
import {
  firstError,
  isEmail,
  isNonBlank,
  SANDBOX_LIMITS,
  validateMaxLength,
  validateRequired,
  validateRequiredEmail,
} from '../../domain/validation';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { InlineAlert } from '../../ui/alert';
import { showAlert } from '../../ui/alert-store';
import { Button } from '../../ui/button';
import { FormTextField } from '../../ui/form/form-text-field';
import { AccountPage, SubmitButton, useSubmitErrorStands } from './account-layout';
import { KitForm } from '../../ui/form/kit-form';
import { signUpSandbox, type SandboxSignUpBody } from './api';
import { failureMessages, sandboxFailure } from './failures';
import { MessageWithLinks } from './message-with-links';

export const sandboxMessages = defineMessages({
  title: { id: 'sandbox.title', defaultMessage: 'Sign up for a sandbox' },
  intro: {
    id: 'sandbox.intro',
    defaultMessage:
      'Try the portal with a free sandbox enterprise. We will send a confirmation email to your company address.',
  },
  firstName: { id: 'sandbox.firstName', defaultMessage: 'First name' },
  lastName: { id: 'sandbox.lastName', defaultMessage: 'Last name' },
  companyName: { id: 'sandbox.companyName', defaultMessage: 'Company name' },
  companyEmail: { id: 'sandbox.companyEmail', defaultMessage: 'Company email' },
  submit: { id: 'sandbox.submit', defaultMessage: 'Sign up' },
  submitting: { id: 'sandbox.submitting', defaultMessage: 'Signing up…' },
  checkEmailTitle: { id: 'sandbox.checkEmail.title', defaultMessage: 'Check your email' },
  checkEmailText: {
    id: 'sandbox.checkEmail.text',
    defaultMessage: 'We have sent a confirmation email to {email}. Follow the link in it to activate your sandbox.',
  },
  notReceived: { id: 'sandbox.checkEmail.notReceived', defaultMessage: 'Did not get the email?' },
  resend: { id: 'sandbox.checkEmail.resend', defaultMessage: 'Resend the email' },
  resending: { id: 'sandbox.checkEmail.resending', defaultMessage: 'Resending…' },
  resent: { id: 'sandbox.resent', defaultMessage: 'Your confirmation email has been resent' },
});

interface Values {
  firstName?: string;
  lastName?: string;
  companyName?: string;
  companyEmail?: string;
}

/** The submission result of a conflict: the e-mail has an account (shown with links, until a field changes). */
const EMAIL_TAKEN = 'emailTaken';

/** What is sent: every field trimmed (FirstName, LastName, CompanyName, CompanyEmail). */
export function sandboxBody(values: Values): SandboxSignUpBody {
  return {
    FirstName: (values.firstName ?? '').trim(),
    LastName: (values.lastName ?? '').trim(),
    CompanyName: (values.companyName ?? '').trim(),
    CompanyEmail: (values.companyEmail ?? '').trim(),
  };
}

/**
 * Spec document 1 section 5: the button is enabled only when first name, last name and company
 * name are non-blank after trimming and the e-mail is non-empty and matches the e-mail pattern.
 */
export function canSignUp(values: Values): boolean {
  return (
    isNonBlank(values.firstName) &&
    isNonBlank(values.lastName) &&
    isNonBlank(values.companyName) &&
    isEmail(values.companyEmail ?? '')
  );
}

const within = (max: number) => (value: string) => firstError(validateRequired(value), validateMaxLength(value, max));

function EmailTakenAlert() {
  if (useSubmitErrorStands() !== EMAIL_TAKEN) return null;
  return (
    <InlineAlert type="danger">
      <MessageWithLinks
        message={failureMessages.sandboxEmailTaken}
        links={{
          logIn: { text: failureMessages.sandboxEmailTakenLogIn, href: paths.login() },
          forgotPassword: { text: failureMessages.sandboxEmailTakenForgotPassword, href: paths.forgotPassword() },
        }}
      />
    </InlineAlert>
  );
}

function SignUpButton() {
  const intl = useIntl();
  const { values } = useFormState<Values>({ subscription: { values: true } });
  return (
    <SubmitButton
      label={intl.formatMessage(sandboxMessages.submit)}
      busyLabel={intl.formatMessage(sandboxMessages.submitting)}
      isDisabled={!canSignUp(values)}
    />
  );
}

/** The 'Check your email' view with its resend link (the same call with the same body). */
function CheckYourEmail({ body }: { body: SandboxSignUpBody }) {
  const intl = useIntl();
  const [resending, setResending] = useState(false);
  async function resend() {
    setResending(true);
    try {
      await signUpSandbox(body);
      showAlert({ type: 'success', message: sandboxMessages.resent });
    } catch (error) {
      const failure = sandboxFailure(error);
      showAlert({
        type: 'danger',
        message: failure.kind === 'alert' ? failure.message : failureMessages.sandboxFailed,
      });
    } finally {
      setResending(false);
    }
  }
  return (
    <AccountPage title={intl.formatMessage(sandboxMessages.checkEmailTitle)}>
      <p>{intl.formatMessage(sandboxMessages.checkEmailText, { email: body.CompanyEmail })}</p>
      <p>
        {intl.formatMessage(sandboxMessages.notReceived)}{' '}
        <Button variant="link" onPress={() => void resend()} isDisabled={resending}>
          {intl.formatMessage(resending ? sandboxMessages.resending : sandboxMessages.resend)}
        </Button>
      </p>
    </AccountPage>
  );
}

/**
 * /account/register-sandbox (spec document 1 sections 4, 5, 8; routed only when the
 * invite-enterprise flag is on): the form, then the 'Check your email' view with a resend link.
 * A conflict shows the existing-account text with links to login and forgot password; any other
 * failure shows the alert. Either way the form keeps what was typed.
 */
export default function SandboxSignUpPage() {
  const intl = useIntl();
  const [sent, setSent] = useState<SandboxSignUpBody | null>(null);

  async function submit(values: Values) {
    if (!canSignUp(values)) return undefined;
    const body = sandboxBody(values);
    try {
      await signUpSandbox(body);
    } catch (error) {
      const failure = sandboxFailure(error);
      if (failure.kind === 'emailTaken') return { [FORM_ERROR]: EMAIL_TAKEN };
      showAlert({ type: 'danger', message: failure.message });
      return undefined;
    }
    setSent(body);
    return undefined;
  }

  if (sent) return <CheckYourEmail body={sent} />;

  return (
    <AccountPage title={intl.formatMessage(sandboxMessages.title)}>
      <p>{intl.formatMessage(sandboxMessages.intro)}</p>
      <Form<Values>
        onSubmit={submit}
        subscription={{}}
        render={() => (
          <KitForm>
            <EmailTakenAlert />
            <FormTextField
              name="firstName"
              autoComplete="given-name"
              label={intl.formatMessage(sandboxMessages.firstName)}
              validate={within(SANDBOX_LIMITS.firstName)}
              maxLength={SANDBOX_LIMITS.firstName}
              isRequired
            />
            <FormTextField
              name="lastName"
              autoComplete="family-name"
              label={intl.formatMessage(sandboxMessages.lastName)}
              validate={within(SANDBOX_LIMITS.lastName)}
              maxLength={SANDBOX_LIMITS.lastName}
              isRequired
            />
            <FormTextField
              name="companyName"
              autoComplete="organization"
              label={intl.formatMessage(sandboxMessages.companyName)}
              validate={within(SANDBOX_LIMITS.companyName)}
              maxLength={SANDBOX_LIMITS.companyName}
              isRequired
            />
            <FormTextField
              name="companyEmail"
              type="email"
              autoComplete="email"
              label={intl.formatMessage(sandboxMessages.companyEmail)}
              validate={(value) => validateRequiredEmail(value)}
              maxLength={SANDBOX_LIMITS.companyEmail}
              isRequired
            />
            <SignUpButton />
          </KitForm>
        )}
      />
    </AccountPage>
  );
}
