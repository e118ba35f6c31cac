import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-final-form';
import { useLocation } from 'wouter';
import { QueryScope } from '../../api/query-scope';
import { paths } from '../../config/paths';
import { firstError, NAME_MAX_LENGTH, validateMaxLength, validateRequired } from '../../domain/validation';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/messages';
import { InlineAlert } from '../../ui/alert';
import { showAlert } from '../../ui/alert-store';
import { FormTextField } from '../../ui/form/text-field';
import { TextField } from '../../ui/text-field';
import { AccountForm, AccountPage, FormErrorAlert, formError, layoutMessages, SubmitButton } from './account-layout';
import { register, registrationQuery } from './api';
import { registerSubmitFailure, registrationLoadFailure } from './failures';
import { useLinkParams } from './link-params';
import { LoadState } from './load-state';
import { PasswordFields, type PasswordValues } from './password-fields';

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

interface Values extends PasswordValues {
  firstName?: string;
  lastName?: string;
}

const validateName = (value: string) => firstError(validateRequired(value), validateMaxLength(value, NAME_MAX_LENGTH));

/**
 * /account/register?requestId (spec document 1 sections 4, 7, 8): the requested account loads first
 * (a failure says the request is no longer valid), then the form: the company e-mail read-only, the
 * names as requested (editable, required: people fix a typo in their own name) and the password
 * rules. Success goes to login; a failure keeps what was typed and says to try again.
 */
export default function RegisterPage() {
  return (
    <QueryScope>
      <RegisterPageContent />
    </QueryScope>
  );
}

function RegisterPageContent() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { values: link, complete } = useLinkParams('requestId');
  const requestId = link.requestId;
  const registration = useQuery({ ...registrationQuery(requestId), enabled: complete });

  if (!complete) {
    return (
      <AccountPage title={intl.formatMessage(registerMessages.title)}>
        <InlineAlert type="danger">{intl.formatMessage(layoutMessages.incompleteLink)}</InlineAlert>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={intl.formatMessage(registerMessages.title)}>
      <LoadState query={registration} failure={registrationLoadFailure}>
        {(details) => {
          async function submit(values: Values) {
            try {
              await register({
                requestId,
                firstName: (values.firstName ?? '').trim(),
                lastName: (values.lastName ?? '').trim(),
                companyEmail: details.companyEmail,
                password: values.password ?? '',
              });
            } catch (error) {
              return formError(registerSubmitFailure(error));
            }
            showAlert({ type: 'success', message: registerMessages.registered });
            navigate(paths.login(), { replace: true });
            return undefined;
          }
          return (
            <>
              <p>{intl.formatMessage(registerMessages.intro)}</p>
              <Form<Values>
                onSubmit={submit}
                initialValues={{ firstName: details.firstName, lastName: details.lastName }}
                subscription={{}}
                render={({ handleSubmit }) => (
                  <AccountForm onSubmit={handleSubmit}>
                    <FormErrorAlert />
                    <TextField
                      label={intl.formatMessage(registerMessages.email)}
                      type="email"
                      autoComplete="username"
                      value={details.companyEmail}
                      isReadOnly
                    />
                    <FormTextField
                      name="firstName"
                      autoComplete="given-name"
                      label={intl.formatMessage(registerMessages.firstName)}
                      validate={validateName}
                      maxLength={NAME_MAX_LENGTH}
                      trimOnBlur
                      isRequired
                    />
                    <FormTextField
                      name="lastName"
                      autoComplete="family-name"
                      label={intl.formatMessage(registerMessages.lastName)}
                      validate={validateName}
                      maxLength={NAME_MAX_LENGTH}
                      trimOnBlur
                      isRequired
                    />
                    <PasswordFields />
                    <SubmitButton
                      label={intl.formatMessage(registerMessages.submit)}
                      busyLabel={intl.formatMessage(registerMessages.submitting)}
                    />
                  </AccountForm>
                )}
              />
            </>
          );
        }}
      </LoadState>
    </AccountPage>
  );
}
